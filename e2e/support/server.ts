import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from '../../tools/server-process.js';

export interface RunningServer {
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the real server (built web app, demo district, DuckDB in a temp dir) the way `npm start` does. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dash-e2e-'));
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', ...env }, 150_000);
  return {
    baseUrl: server.baseUrl,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

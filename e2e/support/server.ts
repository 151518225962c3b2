import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database.js';
import { copyDemoTemplate } from '../../tools/demo-template.js';
import { spawnServer } from '../../tools/server-process.js';
import './demo-template.js';

export interface RunningServer {
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Changes the copied database before the server opens it (the DuckDB file in `dataDir`). */
export type PrepareData = (dataDir: string) => Promise<void>;

/** A `PrepareData` that runs `change` on the copied demo database, then closes it for the server. */
export const changeDemoDatabase =
  (change: (db: DatabaseHandle['db']) => Promise<void>): PrepareData =>
  async (dataDir) => {
    const handle = await openDatabase({ duckdbPath: path.join(dataDir, 'dashboard.duckdb') });
    try {
      await change(handle.db);
    } finally {
      await handle.close();
    }
  };

/**
 * Starts the real server (built web app, demo district, DuckDB in a temp dir) the way `npm start` does, from a
 * copy of the run's demo district database (demo-template.ts), after `prepare` when given. The getting-started
 * tour is configured off (FTUE_AUTO_SHOW=off) unless `env` turns it on: only its own journey expects it at sign-in.
 */
export async function startServer(
  env: Record<string, string> = {},
  prepare?: PrepareData,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dash-e2e-'));
  copyDemoTemplate(inject('demoTemplate'), dataDir);
  await prepare?.(dataDir);
  const server = await spawnServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', FTUE_AUTO_SHOW: 'off', ...env },
    150_000,
  );
  return {
    baseUrl: server.baseUrl,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Global setup of the browser journeys: the demo district is built once per run (its school year through
 * ingest takes about half a minute) by starting the real server in a template folder and stopping it, so its
 * DuckDB file is complete; each journey's server then starts from a copy of it (server.ts) instead of
 * building the district again. The folder is removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from '../../tools/server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding the demo district's database that each journey's server starts from. */
    demoTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dash-e2e-demo-'));
  const server = await spawnServer({ DATA_DIR: dir, DATABASE_URL: '' }, 900_000);
  await server.stop();
  project.provide('demoTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

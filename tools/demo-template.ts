/**
 * The demo district's DuckDB database built once, for tests that start a server on it: the real server is started
 * in an empty folder (it builds the district's school year through ingest, about 40 s) and stopped, so the folder
 * holds a complete database. The browser journeys and the DuckDB load and crash tests then start each server from
 * a copy instead of building the district again. `npm test` builds it once for all of them and names the folder
 * in DEMO_TEMPLATE_DIR; run as a script, this file builds one in the folder it is given.
 */
import { copyFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnServer } from './server-process.js';

export const DEMO_TEMPLATE_ENV = 'DEMO_TEMPLATE_DIR';

export async function buildDemoTemplate(dir: string): Promise<void> {
  const server = await spawnServer({ DATA_DIR: dir, DATABASE_URL: '' }, 900_000);
  await server.stop();
}

/** Copies the template's database files (the database and its write-ahead log, if any) into `dataDir`. */
export function copyDemoTemplate(template: string, dataDir: string): void {
  for (const file of readdirSync(template).filter((name) => name.startsWith('dashboard.duckdb')))
    copyFileSync(path.join(template, file), path.join(dataDir, file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node --import tsx tools/demo-template.ts <empty folder>');
  await buildDemoTemplate(dir);
}

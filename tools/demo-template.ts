/**
 * The demo district built once, for tests that start a server on it: the real server is started on empty storage
 * (it builds the district's school year through ingest, about 40 s) and stopped, so the storage holds a complete
 * district. The browser journeys and the load and crash tests then start each server from a copy instead of
 * building the district again. `npm test` builds one per engine and names them in DEMO_TEMPLATE_DIR (a folder
 * holding the DuckDB database) and DEMO_TEMPLATE_DATABASE (a PostgreSQL database, copied with CREATE DATABASE …
 * TEMPLATE). Run as a script: `tools/demo-template.ts <empty folder>` builds a DuckDB one in that folder;
 * `tools/demo-template.ts --postgres` builds a database beside DATABASE_URL's and prints its name.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createScratchPostgres } from '../apps/server/src/testing/scratch-postgres.js';
import { spawnServer } from './server-process.js';

export const DEMO_TEMPLATE_ENV = 'DEMO_TEMPLATE_DIR';
export const DEMO_TEMPLATE_DATABASE_ENV = 'DEMO_TEMPLATE_DATABASE';

export async function buildDemoTemplate(dir: string): Promise<void> {
  const server = await spawnServer({ DATA_DIR: dir, DATABASE_URL: '' }, 900_000);
  await server.stop();
}

/** Builds the demo district in a new database beside `adminUrl`'s and returns the new database's name. */
export async function buildPostgresDemoTemplate(adminUrl: string): Promise<string> {
  const scratch = await createScratchPostgres(adminUrl, 'demo_template');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dash-demo-pg-'));
  try {
    const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: scratch.url }, 900_000);
    await server.stop();
  } catch (error) {
    await scratch.drop();
    throw error;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return new URL(scratch.url).pathname.slice(1);
}

/** Copies the template's database files (the database and its write-ahead log, if any) into `dataDir`. */
export function copyDemoTemplate(template: string, dataDir: string): void {
  for (const file of readdirSync(template).filter((name) => name.startsWith('dashboard.duckdb')))
    copyFileSync(path.join(template, file), path.join(dataDir, file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const where = process.argv[2];
  if (where === '--postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('--postgres needs DATABASE_URL');
    console.log(await buildPostgresDemoTemplate(adminUrl));
  } else if (where) {
    await buildDemoTemplate(where);
  } else {
    throw new Error('usage: node --import tsx tools/demo-template.ts <empty folder> | --postgres');
  }
}

/**
 * Shared by the load and crash tests: command-line options, the real server as a child process on
 * loopback (DuckDB in a temp DATA_DIR, or a fresh PostgreSQL database beside DATABASE_URL), and a small
 * HTTP client that keeps a session cookie and counts answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../apps/server/src/demo/demo-district.js';
import { createScratchPostgres } from '../../apps/server/src/testing/scratch-postgres.js';
import { copyDemoTemplate, DEMO_TEMPLATE_DATABASE_ENV, DEMO_TEMPLATE_ENV } from '../demo-template.js';
import { spawnServer, type ServerProcess } from '../server-process.js';

export { DEMO_LOGINS, DEMO_PASSWORD } from '../../apps/server/src/demo/demo-district.js';
export { DEMO_INGEST_KEY } from '../../apps/server/src/ingest/ingest-key.js';
export type { ServerProcess } from '../server-process.js';

export type Engine = 'duckdb' | 'postgres';

/** A whole-number option: its default and the bounds its value is kept within. */
export interface CountOption {
  fallback: number;
  min: number;
  max: number;
}

/**
 * Reads `--engine duckdb|postgres` (default duckdb) and the whole-number options `--name N` of `counts`;
 * unknown names are an error so a typo does not silently use a default.
 */
export function readOptions<K extends string>(
  counts: Record<K, CountOption>,
  argv = process.argv.slice(2),
): { engine: Engine } & Record<K, number> {
  const names = ['engine', ...Object.keys(counts)];
  const given: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, '') ?? '';
    if (!names.includes(name) || argv[i + 1] === undefined)
      throw new Error(
        `Unknown or incomplete option "${argv[i]}". Options: ${names.map((k) => `--${k}`).join(' ')}`,
      );
    given[name] = argv[i + 1]!;
  }
  const engine = given.engine ?? 'duckdb';
  if (engine !== 'duckdb' && engine !== 'postgres') throw new Error('--engine must be duckdb or postgres');
  const values = Object.entries<CountOption>(counts).map(([name, { fallback, min, max }]) => [
    name,
    Math.max(min, Math.min(max, Number(given[name] ?? fallback))),
  ]);
  return { engine, ...Object.fromEntries(values) };
}

/** Where the server keeps its data: survives a server restart, removed by `dispose`. */
export interface Storage {
  engine: Engine;
  dataDir: string;
  databaseUrl: string;
  dispose(): Promise<void>;
}

/**
 * A temp DATA_DIR, plus for PostgreSQL a new database created beside DATABASE_URL's (dropped on dispose). Each starts
 * as a copy of the demo district when DEMO_TEMPLATE_DIR (DuckDB) or DEMO_TEMPLATE_DATABASE (PostgreSQL) names one
 * (tools/demo-template.ts).
 */
export async function createStorage(engine: Engine): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dash-load-'));
  if (engine === 'duckdb') {
    const template = process.env[DEMO_TEMPLATE_ENV];
    if (template) copyDemoTemplate(template, dataDir);
    return {
      engine,
      dataDir,
      databaseUrl: '',
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error('--engine postgres needs DATABASE_URL (e.g. from tools/start-test-postgres.sh)');
  const scratch = await createScratchPostgres(adminUrl, 'load', process.env[DEMO_TEMPLATE_DATABASE_ENV]);
  return {
    engine,
    dataDir,
    databaseUrl: scratch.url,
    dispose: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}

/**
 * Starts the server with the demo district on loopback over `storage` and waits until it answers. Building the
 * demo district's year takes about a minute on a quiet 2-core machine and several on a busy one; the limit only
 * catches a server that never starts.
 */
export async function startServer(storage: Storage, timeoutMs = 600_000): Promise<ServerProcess> {
  const env = {
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    HOST: '127.0.0.1',
    DEMO: 'on',
    LOG_LEVEL: 'info',
  };
  return spawnServer(env, timeoutMs);
}

/** Answer counts and latencies of every request a run sends. */
export class Stats {
  latencies: number[] = [];
  serverErrors: string[] = [];
  networkErrors = 0;

  record(method: string, url: string, status: number, ms: number, body: string) {
    this.latencies.push(ms);
    if (status >= 500) this.serverErrors.push(`${method} ${url}: ${status} ${body.slice(0, 200)}`);
  }

  p95(): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  }
}

export interface Answer {
  status: number;
  body: string;
  json: () => any;
}

/** One client session: keeps the cookie, sends the CSRF header on state changes, times every request. */
export class Client {
  cookie = '';
  constructor(
    readonly baseUrl: string,
    readonly stats: Stats,
  ) {}

  async request(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(method === 'GET'
          ? {}
          : { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    this.stats.record(method, url, response.status, performance.now() - started, text);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie?.startsWith('dash_session=')) this.cookie = setCookie.split(';')[0]!;
    return { status: response.status, body: text, json: () => JSON.parse(text) };
  }

  async login(username: string, password = DEMO_PASSWORD): Promise<Answer> {
    return this.request('POST', '/api/v1/auth/login', { username, password });
  }
}

/** A batch of badge events (code 300: needs no catalogue ids) with unique uids. */
export function badgeBatch(prefix: string, studentIds: readonly number[], size: number) {
  return {
    events: Array.from({ length: size }, (_, i) => ({
      uid: `${prefix}-${i}`,
      student_id: studentIds[i % studentIds.length]!,
      event_code: 300,
      timestamp: Date.now() - 3_600_000,
      label: 'Load badge',
    })),
  };
}

/** Student ids of the demo district, read as its district admin. */
export async function demoStudentIds(
  baseUrl: string,
  stats: Stats,
): Promise<{ districtId: number; studentIds: number[] }> {
  const admin = new Client(baseUrl, stats);
  const signedIn = await admin.login(DEMO_LOGINS.districtAdmin);
  if (signedIn.status !== 200)
    throw new Error(`demo admin login failed: ${signedIn.status} ${signedIn.body}`);
  const info = (await admin.request('GET', '/n/customer_info')).json();
  const districtId: number = info.data.district_id ?? info.data.districtId ?? 1;
  const students = (await admin.request('GET', `/n/districts/${districtId}/students`)).json();
  return { districtId, studentIds: (students.data as { id: number }[]).slice(0, 200).map((s) => s.id) };
}

/** Secrets that must never appear in the server's log. */
export function findSecretsInLog(log: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) => secret.length >= 8 && log.includes(secret));
}

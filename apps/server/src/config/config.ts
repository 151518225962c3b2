import { availableParallelism } from 'node:os';
import path from 'node:path';
import { SESSION_ABSOLUTE_SECONDS_DEFAULT, SESSION_IDLE_SECONDS_DEFAULT } from '@dash/contracts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DuckDB file path, or ':memory:'. */
  duckdbPath: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** How long the web app's timeout warning counts down before the session is given up. */
  sessionWarningSeconds: number;
  cookieSecure: boolean;
  loadDemo: boolean;
  webDist: string | undefined;
  logLevel: string;
  /** How long report rows may be reused between requests while nothing they read was written; 0 = never. */
  reportCacheSeconds: number;
  /** DuckDB's memory cap (`memory_limit`): the table blocks it keeps in memory; the rest is read again from disk. */
  duckdbMemoryLimit: string;
  /** DuckDB's threads (`threads`): how many may work on one statement at once. */
  duckdbThreads: number;
  /** Whether the getting-started tour may show on sign-in (spec §2); `FTUE_AUTO_SHOW=off` configures it away. */
  ftueAutoShow: boolean;
}

/**
 * DuckDB's threads unless `DUCKDB_THREADS` says otherwise: all cores but one, which is left to the event loop that
 * answers every request and hears every statement's answer. On this 2-core machine (one thread against two) four
 * alternating pairs of `npm run bench:live -- l` read 1,338–1,595 against 1,158–1,286 requests/s at p95 140–177
 * against 180–202 ms and showed an event p95 0.91–1.08 s against 0.98–1.65 s, taking in 51.0–55.7 against
 * 54.5–58.8 events/s; a report read alone was as fast (the classroom's alerts once they read their day rows by id).
 */
export const DUCKDB_THREADS_DEFAULT = Math.max(1, availableParallelism() - 1);

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  return value;
}

function readSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of seconds (0 or more), got "${raw}".`);
  return value;
}

function readSize(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i.test(raw.trim()))
    throw new Error(`${name} must be a size such as 1GB or 512MB, got "${raw}".`);
  return raw.trim();
}

/** Reads the server's settings from the environment; every setting has a working default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const idle = readInt(env, 'SESSION_IDLE_SECONDS', SESSION_IDLE_SECONDS_DEFAULT);
  return {
    port: readInt(env, 'PORT', 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    duckdbPath: env.DUCKDB_PATH ?? path.join(dataDir, 'dashboard.duckdb'),
    sessionIdleSeconds: idle,
    sessionAbsoluteSeconds: readInt(env, 'SESSION_ABSOLUTE_SECONDS', SESSION_ABSOLUTE_SECONDS_DEFAULT),
    sessionWarningSeconds: Math.min(readInt(env, 'SESSION_WARNING_SECONDS', 120), Math.floor(idle / 2)),
    cookieSecure: env.COOKIE_SECURE === 'true',
    loadDemo: env.DEMO !== 'off',
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'warn',
    reportCacheSeconds: readSeconds(env, 'REPORT_CACHE_SECONDS', 5),
    duckdbMemoryLimit: readSize(env, 'DUCKDB_MEMORY_LIMIT', '896MB'),
    duckdbThreads: readInt(env, 'DUCKDB_THREADS', DUCKDB_THREADS_DEFAULT),
    ftueAutoShow: env.FTUE_AUTO_SHOW !== 'off',
  };
}

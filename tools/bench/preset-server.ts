/**
 * A benchmark preset served in a process of its own (serve-preset.ts), so the load generator and the server do not
 * share an event loop: over the cached file itself for read-only benchmarks, or over a throwaway copy with an
 * ingest key for those that write.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { setIngestKey } from '../../apps/server/src/ingest/ingest-key.js';
import { buildPresetApart, PRESETS, type PresetName } from './presets.js';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServedPreset {
  address: string;
  ids: { districtId: number; schoolId: number; classroomId: number; studentId: number };
  username: string;
  password: string;
  students: number;
  studentDays: number;
}

/** What a served preset's process says of itself (serve-preset.ts), over a span of a benchmark. */
export interface ServerFigures {
  /** Report values answered from reuse, computed, and brought up to date (reports/shared/report-cache.ts). */
  reuse: { hits: number; loads: number; patches: number };
  /**
   * Whole responses answered again (and how many of those went as compressed before), responses computed and kept,
   * and how many of those were kept by what they read (apps/server/src/http/response-reuse.ts).
   */
  responses: { reused: number; kept: number; keptByReads: number; sentCompressed: number };
  /** How long a timer waited past its time: the event loop was busy with other work that long. */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** Cores the server's process kept busy (all its threads, DuckDB's among them), on average. */
  cores: number;
  /** Where the server's memory was, read once a minute over the span and once at its end (`MemoryParts`). */
  memoryMb: MemoryParts[];
}

/**
 * A server's memory in MB: resident in all, JavaScript's heap as resident (V8's `total_physical_size`) and in use,
 * memory outside the heap that JavaScript objects hold (buffers among it), and what DuckDB's buffer manager counts (its
 * blocks and query memory; `duckdb_memory()`, null on PostgreSQL). What the resident figure holds beyond these is the
 * allocators' free memory not yet given back, the code, and memory nothing here counts.
 */
export interface MemoryParts {
  resident: number;
  heap: number;
  heapUsed: number;
  external: number;
  duckdb: number | null;
}

/** This process's CPU time so far and the clock's, for `coresBetween`. */
export interface CpuReading {
  usage: NodeJS.CpuUsage;
  at: number;
}
export const readCpu = (): CpuReading => ({ usage: process.cpuUsage(), at: performance.now() });

/** A process's CPU time between two readings, as cores kept busy on average. */
export function coresBetween(from: CpuReading, to: CpuReading): number {
  const cpuMs = (to.usage.user - from.usage.user + to.usage.system - from.usage.system) / 1000;
  return Math.round((cpuMs / Math.max(1, to.at - from.at)) * 100) / 100;
}

/** A copy of the cached preset (built first if needed) with `ingestKey` set, in a directory of its own. */
export async function presetCopy(name: PresetName, ingestKey: string): Promise<string> {
  await buildPresetApart(name);
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  mkdirSync(path.join(dir, 'data/bench'), { recursive: true });
  for (const suffix of ['', '.wal', '.loaded']) {
    const file = `data/bench/preset-${name}.duckdb${suffix}`;
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(dir, file));
  }
  const database = await openDatabase({ duckdbPath: path.join(dir, `data/bench/preset-${name}.duckdb`) });
  await migrateDatabase(database);
  await setIngestKey(database.db, PRESETS[name].districtId, ingestKey);
  await database.close();
  return dir;
}

/**
 * Starts serve-preset.ts in `cwd` (the project, or a copy's directory) and resolves once it listens. `peakRssMb`
 * reads the server process's peak resident memory from /proc (Linux); `figures` asks it for its own.
 */
export async function servePreset(name: PresetName, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, path.join(root, 'tools/bench/serve-preset.ts'), name],
    {
      cwd: options.cwd ?? root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...options.env },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** Who waits for the server's next figures line. */
  const figuresWanted: ((figures: ServerFigures) => void)[] = [];
  const served = await new Promise<ServedPreset>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve-preset exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const message = JSON.parse(line) as ServedPreset | { figures: ServerFigures };
      if ('figures' in message) figuresWanted.shift()?.(message.figures);
      else resolve(message);
    });
  });
  /** The server's figures since the last call (since it started, the first time). */
  const figures = () =>
    new Promise<ServerFigures>((resolve) => {
      figuresWanted.push(resolve);
      child.kill('SIGUSR2');
    });
  const peakRssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
    return Math.round(kb / 1024);
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { served, peakRssMb, figures, stop };
}

/** Signs the preset's district administrator in; returns the session cookie. */
export async function signInAdmin(served: ServedPreset): Promise<string> {
  const login = await fetch(`${served.address}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username: served.username, password: served.password }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The mix of report reads of the load benchmarks: district→schools, school→teachers, classroom→students and a
 * student's overview, over 7 and 30 days. */
export function reportMix(ids: ServedPreset['ids']): string[] {
  const { districtId: d, schoolId, classroomId, studentId } = ids;
  return ['7d', '30d'].flatMap((tf) => [
    `/r/districts/${d}/schools?timeframe=${tf}`,
    `/r/districts/${d}/teachers?school_id=${schoolId}&timeframe=${tf}`,
    `/r/districts/${d}/students?classroom_id=${classroomId}&timeframe=${tf}`,
    `/r/districts/${d}/students/${studentId}/overview?timeframe=${tf}`,
  ]);
}

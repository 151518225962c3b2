/**
 * Serves a cached benchmark preset on loopback for `npm run bench:load` (which starts it as a child process,
 * so the load generator and the server do not share an event loop). Prints one JSON line with the address,
 * the sign-in and the ids of the reports to read, then serves until SIGTERM or SIGINT. On SIGUSR2 it prints one
 * JSON line of its figures since the last (`ServerFigures`, preset-server.ts).
 * Usage: tsx tools/bench/serve-preset.ts m|l
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/config.js';
import { responseReuseStats } from '../../apps/server/src/http/response-reuse.js';
import { reportCacheStats } from '../../apps/server/src/reports/shared/report-cache.js';
import { coresBetween, readCpu, type MemoryParts, type ServerFigures } from './preset-server.js';
import { loadPreset, PRESETS, type PresetName } from './presets.js';

const presetName = process.argv[2] as PresetName;
if (!(presetName in PRESETS))
  throw new Error(`unknown preset ${presetName}; use ${Object.keys(PRESETS).join(' or ')}`);

const config = {
  ...loadConfig({ ...process.env, DATA_DIR: 'data/bench', WEB_DIST: '/nonexistent', DEMO: 'off' }),
  logLevel: 'warn',
};
const loaded = await loadPreset(presetName, config);
const { app } = await buildApp(config, loaded.database, { logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    address,
    ids: loaded.ids,
    username: loaded.adminUsername,
    password: loaded.password,
    students: loaded.students,
    studentDays: loaded.studentDays,
  }),
);

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
async function memoryParts(): Promise<MemoryParts> {
  const { rss, heapUsed, external } = process.memoryUsage();
  const duckdb =
    loaded.database.engine === 'duckdb'
      ? (
          await sql<{
            bytes: number;
          }>`SELECT sum(memory_usage_bytes)::DOUBLE AS bytes FROM duckdb_memory()`.execute(loaded.database.db)
        ).rows[0]!.bytes
      : null;
  return {
    resident: megabytes(rss),
    heap: megabytes(getHeapStatistics().total_physical_size),
    heapUsed: megabytes(heapUsed),
    external: megabytes(external),
    duckdb: duckdb === null ? null : megabytes(duckdb),
  };
}

/** The memory read once a minute since the figures were last sent. */
let memorySince: MemoryParts[] = [];
// A reading that fails (the database closing as the server stops) is left out.
setInterval(() => {
  memoryParts().then(
    (parts) => memorySince.push(parts),
    () => undefined,
  );
}, 60_000).unref();

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let reuseBefore = reportCacheStats();
let responsesBefore = responseReuseStats();
let cpuBefore = readCpu();
process.on('SIGUSR2', () => void sendFigures());
async function sendFigures() {
  const memoryMb = [...memorySince, await memoryParts()];
  memorySince = [];
  const reuse = reportCacheStats();
  const responses = responseReuseStats();
  const cpu = readCpu();
  // The histogram counts the 10 ms sampling interval in every delay: what is left is the time the loop was busy.
  const delay = (ns: number) => Math.max(0, Math.round((ns / 1e6 - 10) * 10) / 10);
  const figures: ServerFigures = {
    reuse: {
      hits: reuse.hits - reuseBefore.hits,
      loads: reuse.loads - reuseBefore.loads,
      patches: reuse.patches - reuseBefore.patches,
    },
    responses: {
      reused: responses.hits - responsesBefore.hits,
      kept: responses.stored - responsesBefore.stored,
      keptByReads: responses.keptByReads - responsesBefore.keptByReads,
      sentCompressed: responses.sentCompressed - responsesBefore.sentCompressed,
    },
    eventLoopDelayMs: {
      p50: delay(loopDelay.percentile(50)),
      p99: delay(loopDelay.percentile(99)),
      max: delay(loopDelay.max),
    },
    cores: coresBetween(cpuBefore, cpu),
    memoryMb,
  };
  cpuBefore = cpu;
  reuseBefore = reuse;
  responsesBefore = responses;
  loopDelay.reset();
  console.log(JSON.stringify({ figures }));
}

const stop = async () => {
  await app.close();
  await loaded.database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

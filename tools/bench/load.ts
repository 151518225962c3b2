/**
 * Report load benchmark: serves a cached preset on loopback in a child process (preset-server.ts) and drives it
 * with autocannon: a district administrator's mixed report reads (district→schools, school→teachers,
 * classroom→students, student overview; 7d and 30d) over 100 connections for 20 s.
 * The server runs with its default settings, so repeated reads reuse report rows until a write
 * (REPORT_CACHE_SECONDS); `--cold` turns reuse off and every request runs its queries.
 * Prints requests/s and latency percentiles; the last line is one JSON object.
 * Usage: npm run bench:load -- [m|l] [--connections N] [--seconds N] [--cold]
 * (default preset: l when it is cached under data/bench/, else m).
 */
import { parseArgs } from 'node:util';
import { driveReads, readOnce } from './drive-reads.js';
import { reportMix, servePreset, signInAdmin } from './preset-server.js';
import { buildPresetApart, isPresetCached, PRESETS, type PresetName } from './presets.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    cold: { type: 'boolean', default: false },
  },
});
const presetName = (positionals[0] ??
  process.env.BENCH_PRESET ??
  (isPresetCached('l') ? 'l' : 'm')) as PresetName;
if (!(presetName in PRESETS))
  throw new Error(`unknown preset ${presetName}; use ${Object.keys(PRESETS).join(' or ')}`);
const connections = Number(values.connections);
const seconds = Number(values.seconds);

await buildPresetApart(presetName);
const { served, stop } = await servePreset(presetName, {
  env: values.cold ? { REPORT_CACHE_SECONDS: '0' } : {},
});
try {
  const cookie = await signInAdmin(served);
  const paths = reportMix(served.ids);
  await readOnce(served.address, cookie, paths);
  const reads = await driveReads(served.address, cookie, paths, connections, seconds);
  const { p50, p95, p99 } = reads.latency;
  console.log(`\npreset ${presetName}: ${served.students} students, ${served.studentDays} student-day rows`);
  console.log(
    `${paths.length} report reads in turn, ${connections} connections, ${seconds} s on loopback, report reuse ${values.cold ? 'off' : 'on'}`,
  );
  console.log(
    `requests/s ${reads.requestsPerSecond}   latency p50 ${p50} ms   p95 ${p95} ms   p99 ${p99} ms   non-2xx ${reads.non2xx}   errors ${reads.errors}`,
  );
  const targets = {
    requestsPerSecond: reads.requestsPerSecond >= 1000,
    p95: p95 <= 50,
    noErrors: reads.non2xx === 0 && reads.errors === 0,
  };
  console.log(
    JSON.stringify({
      preset: presetName,
      students: served.students,
      reportReuse: !values.cold,
      connections,
      seconds,
      ...reads,
      targets,
    }),
  );
} finally {
  await stop();
}

/**
 * Report load benchmark: serves a cached preset on loopback in a child process (tools/bench/serve-preset.ts)
 * and drives it with autocannon: a district administrator's mixed report reads (district→schools,
 * school→teachers, classroom→students, student overview; 7d and 30d) over 100 connections for 20 s.
 * The server runs with its default settings, so repeated reads reuse report rows until a write
 * (REPORT_CACHE_SECONDS); `--cold` turns reuse off and every request runs its queries.
 * Prints requests/s and latency percentiles; the last line is one JSON object.
 * Usage: npm run bench:load -- [m|l] [--connections N] [--seconds N] [--cold]
 * (default preset: l when it is cached under data/bench/, else m).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { isPresetCached, PRESETS, type PresetName } from './presets.js';
import { percentiles } from './measure.js';

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

interface Served {
  address: string;
  ids: { districtId: number; schoolId: number; classroomId: number; studentId: number };
  username: string;
  password: string;
  students: number;
  studentDays: number;
}

const server = spawn(
  process.execPath,
  [...process.execArgv, new URL('./serve-preset.ts', import.meta.url).pathname, presetName],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(values.cold ? { REPORT_CACHE_SECONDS: '0' } : {}) },
  },
);
const exited = new Promise((resolve) => server.once('exit', resolve));
try {
  const served = await new Promise<Served>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the preset server exited with ${code}`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Served);
    });
  });

  const login = await fetch(`${served.address}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username: served.username, password: served.password }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

  const { districtId: d, schoolId, classroomId, studentId } = served.ids;
  const paths = ['7d', '30d'].flatMap((tf) => [
    `/r/districts/${d}/schools?timeframe=${tf}`,
    `/r/districts/${d}/teachers?school_id=${schoolId}&timeframe=${tf}`,
    `/r/districts/${d}/students?classroom_id=${classroomId}&timeframe=${tf}`,
    `/r/districts/${d}/students/${studentId}/overview?timeframe=${tf}`,
  ]);
  for (const path of paths) {
    const response = await fetch(`${served.address}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  }

  const samples: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: served.address,
        connections,
        duration: seconds,
        headers: { cookie },
        requests: paths.map((path) => ({ method: 'GET' as const, path })),
      },
      (error, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      samples.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });

  const { p50, p95 } = percentiles(samples);
  const sorted = [...samples].sort((a, b) => a - b);
  const p99 =
    Math.round(
      (sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? Number.NaN) * 10,
    ) / 10;
  const elapsedSeconds = (performance.now() - started) / 1000;
  const requestsPerSecond = Math.round((samples.length / elapsedSeconds) * 10) / 10;
  const non2xx = result.non2xx;
  const errors = result.errors + result.timeouts;
  console.log(`\npreset ${presetName}: ${served.students} students, ${served.studentDays} student-day rows`);
  console.log(
    `${paths.length} report reads in turn, ${connections} connections, ${seconds} s on loopback, report reuse ${values.cold ? 'off' : 'on'}`,
  );
  console.log(
    `requests/s ${requestsPerSecond}   latency p50 ${p50} ms   p95 ${p95} ms   p99 ${p99} ms   non-2xx ${non2xx}   errors ${errors}`,
  );
  const targets = {
    requestsPerSecond: requestsPerSecond >= 1000,
    p95: p95 <= 50,
    noErrors: non2xx === 0 && errors === 0,
  };
  console.log(
    JSON.stringify({
      preset: presetName,
      students: served.students,
      reportReuse: !values.cold,
      connections,
      seconds,
      requests: samples.length,
      requestsPerSecond,
      latency: { p50, p95, p99, max: result.latency.max },
      statuses: Object.fromEntries(statuses),
      non2xx,
      errors,
      targets,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await exited;
}

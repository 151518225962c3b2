/**
 * Report benchmark: loads a simulator preset into DuckDB (cached under data/bench/; a missing one is built first in
 * a process of its own, build-preset.ts, so the figures are those of a process that only serves), serves it over
 * HTTP on loopback and measures p50/p95 of four reports for 7d and 30d with report reuse off
 * (REPORT_CACHE_SECONDS=0), so every request runs its query; then copies the same data into PostgreSQL 15, builds
 * its per-school sums and times the district→schools list (schools and totals) there, as the product reads it and
 * as one statement over every student's days; times assignment creates and a classroom's history (assignments.ts)
 * and the classroom tabs (classroom-pages.ts). Prints a table and, last, one JSON line with every figure.
 * Usage: npm run bench -- [preset m|l] (default l; BENCH_PRESET also works).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { parseTimeframe, localDay } from '@dash/contracts';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/config.js';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { rebuildSchoolSumsBetweenBatches } from '../../apps/server/src/ingest/ingest.service.js';
import {
  aggregateGroupsWithTotals,
  aggregateQuery,
  type AggregateInput,
} from '../../apps/server/src/reports/lists/aggregates.repository.js';
import { buildPresetApart, loadPreset, PRESETS, type PresetName } from './presets.js';
import { benchAssignments } from './assignments.js';
import { benchClassroomPages } from './classroom-pages.js';
import { copyToPostgres } from './copy-to-postgres.js';
import { percentiles, timeHttp } from './measure.js';

const presetName = (process.argv[2] ?? process.env.BENCH_PRESET ?? 'l') as PresetName;
if (!(presetName in PRESETS))
  throw new Error(`unknown preset ${presetName}; use ${Object.keys(PRESETS).join(' or ')}`);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 60);

const config = {
  ...loadConfig({
    DATA_DIR: 'data/bench',
    WEB_DIST: '/nonexistent',
    DEMO: 'off',
    REPORT_CACHE_SECONDS: '0',
    DUCKDB_MEMORY_LIMIT: process.env.DUCKDB_MEMORY_LIMIT,
    DUCKDB_THREADS: process.env.DUCKDB_THREADS,
  }),
  logLevel: 'warn',
};
await buildPresetApart(presetName);
const loaded = await loadPreset(presetName, config);
const { database, ids } = loaded;
const { app } = await buildApp(config, database, { logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  body: JSON.stringify({ username: loaded.adminUsername, password: loaded.password }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
if (!login.ok) throw new Error(`bench login failed: ${login.status}`);

const d = ids.districtId;
const reports: Record<string, (tf: string) => string> = {
  'district→schools': (tf) => `/r/districts/${d}/schools?timeframe=${tf}`,
  'school→teachers': (tf) => `/r/districts/${d}/teachers?school_id=${ids.schoolId}&timeframe=${tf}`,
  'classroom→students': (tf) => `/r/districts/${d}/students?classroom_id=${ids.classroomId}&timeframe=${tf}`,
  'student overview': (tf) => `/r/districts/${d}/students/${ids.studentId}/overview?timeframe=${tf}`,
};
const figures: Record<string, { p50: number; p95: number }> = {};
for (const [name, url] of Object.entries(reports)) {
  for (const tf of ['7d', '30d'])
    figures[`${name} ${tf}`] = percentiles(await timeHttp(`${address}${url(tf)}`, cookie, iterations));
}
const assignments = await benchAssignments(
  address,
  cookie,
  database.db,
  { districtId: d, timeZone: loaded.timeZone },
  iterations,
);
figures[`create assignment (${assignments.classroomStudents} students)`] = assignments.create;
figures['classroom history, 200 assignments'] = assignments.history;
figures[`students' active assignments (${assignments.classroomStudents})`] = assignments.activeOfStudents;
const classroomPages = await benchClassroomPages(address, cookie, ids, iterations);
for (const [name, { p50, p95 }] of Object.entries(classroomPages)) figures[name] = { p50, p95 };
await app.close();

// PostgreSQL baseline: the same rows, the same set-based query (the schools and their totals), timed in-process.
const pgDir = `/tmp/dash-pg-bench-${process.pid}`;
const pgUrl = execFileSync('tools/start-test-postgres.sh', [pgDir, process.env.BENCH_PG_PORT ?? '55437'], {
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .pop()!;
const pg: DatabaseHandle = await openDatabase({ databaseUrl: pgUrl, duckdbPath: ':memory:' });
await migrate(pg.db);
const copied = await copyToPostgres(database.db, pg.db, d);
const sumsStarted = performance.now();
await rebuildSchoolSumsBetweenBatches(pg.db, d);
const postgresSumsBuildMs = performance.now() - sumsStarted;
const today = localDay(Date.now(), loaded.timeZone);
/** p95 over the samples of `run`, after one unmeasured run. */
async function timeInProcess(run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < Math.max(10, Math.floor(iterations / 3)); i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}
for (const tf of ['7d', '30d']) {
  const input: AggregateInput = {
    districtId: d,
    academicStandard: 'ccss',
    kind: 'school',
    scope: { kind: 'district' },
    filter: {},
    period: parseTimeframe(tf, today),
  };
  // As the product reads it (from the per-school sums), and the statement that sums every student's days.
  figures[`postgres district→schools ${tf}`] = await timeInProcess(() =>
    aggregateGroupsWithTotals(pg.db, input),
  );
  figures[`postgres district→schools per student ${tf}`] = await timeInProcess(() =>
    aggregateQuery(input, true).execute(pg.db),
  );
}
await pg.close();
const pgCtl = [
  `${process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'}/pg_ctl`,
  '-D',
  `${pgDir}/data`,
  'stop',
  '-m',
  'fast',
];
try {
  if (process.getuid?.() === 0)
    execFileSync('runuser', ['-u', process.env.PG_USER ?? 'postgres', '--', ...pgCtl], { stdio: 'ignore' });
  else execFileSync(pgCtl[0]!, pgCtl.slice(1), { stdio: 'ignore' });
  // The copy of the preset in PostgreSQL takes 0.6 GB at m, 3.2 GB at l: nothing is left behind.
  rmSync(pgDir, { recursive: true, force: true });
} catch {
  console.error(`could not stop the baseline PostgreSQL in ${pgDir}; remove it when it has stopped`);
}
await database.close();

const ratio30 = figures['postgres district→schools 30d']!.p95 / figures['district→schools 30d']!.p95;
const ratio7 = figures['postgres district→schools 7d']!.p95 / figures['district→schools 7d']!.p95;
// PostgreSQL summing every student's days, as it did before it kept per-school sums, against DuckDB's product path.
const perStudentRatio30 =
  figures['postgres district→schools per student 30d']!.p95 / figures['district→schools 30d']!.p95;
const perStudentRatio7 =
  figures['postgres district→schools per student 7d']!.p95 / figures['district→schools 7d']!.p95;
console.log(
  `\npreset ${presetName}: ${loaded.students} students, ${loaded.studentDays} student-day rows (${copied} rows copied to PostgreSQL), ${iterations} requests each, report reuse off`,
);
console.log('report'.padEnd(40), 'p50 ms'.padStart(9), 'p95 ms'.padStart(9));
for (const [name, f] of Object.entries(figures))
  console.log(name.padEnd(40), f.p50.toFixed(1).padStart(9), f.p95.toFixed(1).padStart(9));
console.log(
  `PostgreSQL / DuckDB-over-HTTP p95, district→schools: 30d ${ratio30.toFixed(1)}×, 7d ${ratio7.toFixed(1)}×; PostgreSQL per student: 30d ${perStudentRatio30.toFixed(1)}×, 7d ${perStudentRatio7.toFixed(1)}×`,
);
const targets = {
  schools30dP95: figures['district→schools 30d']!.p95 <= 30,
  classroomStudentsP95:
    Math.max(figures['classroom→students 7d']!.p95, figures['classroom→students 30d']!.p95) <= 10,
  // Both periods: the 7-day list is the one PostgreSQL answers relatively faster.
  tenTimesPostgres: Math.min(ratio30, ratio7) >= 10,
  createAssignmentP95: assignments.create.p95 <= 100,
  assignmentHistoryP95: assignments.history.p95 <= 20,
  ...Object.fromEntries(
    Object.entries(classroomPages).map(([name, { p95, targetP95 }]) => [`${name} p95`, p95 <= targetP95]),
  ),
};
console.log(
  JSON.stringify({
    preset: presetName,
    students: loaded.students,
    studentDays: loaded.studentDays,
    iterations,
    figures,
    ratio: {
      schools30d: ratio30,
      schools7d: ratio7,
      perStudentSchools30d: perStudentRatio30,
      perStudentSchools7d: perStudentRatio7,
    },
    postgresSumsBuildMs,
    targets,
  }),
);

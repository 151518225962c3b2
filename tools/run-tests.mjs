#!/usr/bin/env node
/**
 * `npm test`: every suite, and none may be skipped.
 *  1. i18n catalogue check
 *  2. unit + API suites on DuckDB (but `*.postgres.test.ts`); then the demo district's DuckDB database is built
 *     once, for the DuckDB load and crash tests and the journeys to start from
 *  3. the same suites on PostgreSQL 15 (DATABASE_URL, or a throwaway server started from the machine's binaries)
 *     — after each engine's suites, the load and crash tests at CI size on that engine (on PostgreSQL from a
 *     demo district built once in the throwaway server)
 *  4. end-to-end journeys in Debian's Chromium against a real server (after building the web app)
 * Ends with one line "N passed, N failed".
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

const durations = [];
/** Notes how long the step `label`, started at `started`, took (printed at the end). */
const noteDuration = (label, started) =>
  durations.push(`${label}: ${Math.round((performance.now() - started) / 1000)} s`);

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  noteDuration(label, started);
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function vitest(label, project, env = {}, extra = []) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'dash-vitest-')), 'report.json');
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
      ...extra,
    ],
    env,
  );
  if (!existsSync(out)) {
    failures.push(`${label}: no report`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += skipped;
  if (report.numTotalTests === 0) failures.push(`${label}: no tests ran`);
  if (skipped > 0) failures.push(`${label}: ${skipped} test(s) skipped`);
  if (report.numFailedTestSuites > 0 && report.numFailedTests === 0)
    failures.push(`${label}: a suite failed to load`);
}

/** The load and crash tests at CI size on one engine; each counts as one passed or failed test. */
function loadAndCrash(engine, env = {}) {
  for (const [script, args] of [
    ['test:load', ['--users', '6', '--seconds', '4']],
    ['test:crash', ['--batches', '12']],
  ]) {
    const ok = run(
      `${script} on ${engine}`,
      'npm',
      ['run', '--silent', script, '--', '--engine', engine, ...args],
      env,
    );
    if (ok) totals.passed += 1;
    else totals.failed += 1;
  }
}

function startPostgres() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, throwaway: false, stop: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'dash-pg-'));
  const port = String(56000 + Math.floor(Math.random() * 1000));
  const url = execFileSync('bash', [path.join(root, 'tools/start-test-postgres.sh'), dir, port], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  const stop = () => {
    spawnSync(
      'bash',
      [
        '-c',
        `${process.getuid?.() === 0 ? 'runuser -u postgres -- ' : ''}/usr/lib/postgresql/15/bin/pg_ctl -D ${dir}/data -m fast stop`,
      ],
      { stdio: 'ignore' },
    );
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, throwaway: true, stop };
}

/**
 * The demo district built once in a database of the throwaway PostgreSQL server (tools/demo-template.ts), for its
 * load and crash tests to copy. None on a server DATABASE_URL names, where it would be left behind.
 */
function postgresTemplateEnv(postgres) {
  if (!postgres.throwaway) return {};
  const label = 'build the demo district once on PostgreSQL';
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'tools/demo-template.ts', '--postgres'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: postgres.url },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  noteDuration(label, started);
  const name = built.stdout?.trim().split('\n').at(-1);
  if (built.status !== 0 || !name) {
    failures.push(label);
    return {};
  }
  return { DEMO_TEMPLATE_DATABASE: name };
}

run('i18n catalogues', 'npm', ['run', 'i18n:check', '-w', 'apps/web']);
// `*.postgres.test.ts` need PostgreSQL (several server processes on one database) and run in its pass only.
vitest('unit and API suites on DuckDB', 'unit', {}, ['--exclude', '**/*.postgres.test.ts']);

// The demo district's DuckDB database, built once (tools/demo-template.ts): the DuckDB load and crash tests and
// every journey's server start from a copy of it. Without it, each builds its own.
const demoTemplate = mkdtempSync(path.join(tmpdir(), 'dash-demo-'));
const templateEnv = run('build the demo district once', process.execPath, [
  '--import',
  'tsx',
  'tools/demo-template.ts',
  demoTemplate,
])
  ? { DEMO_TEMPLATE_DIR: demoTemplate }
  : {};
loadAndCrash('duckdb', templateEnv);

let postgres;
try {
  postgres = startPostgres();
  vitest('unit and API suites on PostgreSQL 15', 'unit', { DATABASE_URL: postgres.url });
  loadAndCrash('postgres', { DATABASE_URL: postgres.url, ...postgresTemplateEnv(postgres) });
} catch (error) {
  failures.push(`PostgreSQL could not start: ${error.message}`);
} finally {
  postgres?.stop();
}

if (run('build the web app', 'npm', ['run', 'build'])) {
  // Screenshots are for people to open after a journey run alone; nothing reads them back (e2e/support/browser.ts).
  vitest('end-to-end journeys in Chromium', 'e2e', { ...templateEnv, E2E_SCREENSHOTS: 'off' });
} else {
  failures.push('end-to-end journeys not run: the build failed');
}
rmSync(demoTemplate, { recursive: true, force: true });

console.log(`\nTime per step:\n  ${durations.join('\n  ')}`);
console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);

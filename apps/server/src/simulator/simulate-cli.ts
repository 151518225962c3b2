/**
 * npm run simulate -- [--preset demo|m|l] [--now 2026-11-20] [--seed N] [--duckdb PATH|:memory:] [--check]
 * Creates the preset's district (if missing) and plays its school year up to "now" through the ingest
 * service, on the database the server uses (DATABASE_URL, else DATA_DIR's DuckDB file; stop the server
 * first, DuckDB allows one process). Reports time and event count; --check runs the rebuild check after.
 */
import { hashPassword } from '../auth/password.js';
import { loadConfig } from '../config/config.js';
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import { BULK_LOAD_CHECKPOINT_THRESHOLD, openDatabase } from '../db/database.js';
import { migrateDatabase } from '../db/migrate.js';
import { buildDemoRoster, DEMO_PASSWORD } from '../demo/demo-district.js';
import { generateRoster } from '../demo/roster-generator.js';
import { DEMO_INGEST_KEY, setIngestKey } from '../ingest/ingest-key.js';
import { checkDerivedState } from '../learning/rebuild-check.js';
import { insertRoster } from '../roster/insert-roster.js';
import { simulateDistrict } from './simulate-district.js';
import { readArgs, readNow } from './cli-args.js';
import { isPresetName, PRESETS } from './presets.js';

const args = readArgs(process.argv.slice(2));
const presetName = args.get('preset') ?? 'demo';
if (!isPresetName(presetName)) throw new Error(`Unknown preset "${presetName}"; use demo, m or l.`);
const preset = PRESETS[presetName];
const now = readNow(args.get('now'));
const seed = args.has('seed') ? Number(args.get('seed')) : preset.seed;
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  duckdbPath: args.get('duckdb') ?? config.duckdbPath,
  duckdbCheckpointThreshold: BULK_LOAD_CHECKPOINT_THRESHOLD,
});
const { db, engine } = database;
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  await migrateDatabase(database);
  await ensureCurriculum(db);
  const exists = await db
    .selectFrom('districts')
    .select('district_id')
    .where('district_id', '=', preset.districtId)
    .executeTakeFirst();
  if (!exists) {
    const rosterStarted = performance.now();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const roster =
      presetName === 'demo'
        ? buildDemoRoster(passwordHash, now)
        : generateRoster({ ...preset, passwordHash, createdAt: now });
    await insertRoster(db, roster);
    console.log(
      `Roster of "${preset.districtName}" (district ${preset.districtId}): ${roster.schools.length} schools, ${roster.students.length} students, in ${seconds(performance.now() - rosterStarted)}.`,
    );
  } else {
    console.log(`District ${preset.districtId} exists; records already stored are skipped as duplicates.`);
  }
  if (presetName === 'demo') await setIngestKey(db, preset.districtId, DEMO_INGEST_KEY);
  let lastReport = 0;
  const result = await simulateDistrict(db, engine, preset.districtId, {
    seed,
    now,
    onProgress: (done, total) => {
      if (performance.now() - lastReport < 10_000 && done < total) return;
      lastReport = performance.now();
      console.log(`  ${done}/${total} students after ${seconds(performance.now() - started)}`);
    },
  });
  const total = performance.now() - started;
  console.log(
    `Preset ${presetName} on ${engine}: ${result.students} students, ${result.events} new events in ${result.batches} batches ` +
      `(${result.rejected} rejected), ${result.assignments.written} focus assignments (${result.assignments.refused} refused) in ${seconds(total)} — generating ${seconds(result.generateMs)}, assigning ${seconds(result.assignMs)}, ingesting ${seconds(result.ingestMs)}, ` +
      `${Math.round(result.events / (result.ingestMs / 1000 || 1))} events/s through ingest. "Now" = ${new Date(now).toISOString()}.`,
  );
  if (args.has('check')) {
    const checkStarted = performance.now();
    const report = await checkDerivedState(db, engine, preset.districtId);
    console.log(
      `Rebuild check: ${report.students} students, ${report.events} events, ${report.rowsCompared} rows compared, ` +
        `${report.differences.length + report.moreDifferences} differences, in ${seconds(performance.now() - checkStarted)}.`,
    );
    for (const difference of report.differences.slice(0, 5)) console.log(JSON.stringify(difference));
    if (report.differences.length > 0) process.exitCode = 1;
  }
} finally {
  await database.close();
}

/**
 * Batch ingest benchmark: builds a preset's district from nothing into a throwaway DuckDB file, as a preset's
 * first run does (presets.ts): its roster, then a school year of simulated events through the ingest service in
 * batches of 20,000 records, with the simulated teachers' focus assignments written in the batches' transactions.
 * Prints the build's time, its parts and ingest's events/s; the last line is one JSON object whose `targets` say
 * whether ingest took in at least 50,000 events a second and, at preset l, whether the build took at most 10 minutes.
 * Usage: npm run bench:ingest -- [m|l] (default m; l takes about a quarter of an hour on two cores).
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureCurriculum } from '../../apps/server/src/curriculum/curriculum.repository.js';
import { BULK_LOAD_CHECKPOINT_THRESHOLD, openDatabase } from '../../apps/server/src/db/database.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { buildPresetYear, PRESETS, type PresetName } from './presets.js';

/** The targets of batch ingest and of the largest preset's build. */
const INGEST_EVENTS_PER_SECOND_TARGET = 50_000;
const PRESET_L_BUILD_SECONDS_TARGET = 600;

const { positionals } = parseArgs({ allowPositionals: true });
const presetName = (positionals[0] ?? 'm') as PresetName;
if (!(presetName in PRESETS))
  throw new Error(`unknown preset ${presetName}; use ${Object.keys(PRESETS).join(' or ')}`);

/** Builds the preset into a file removed before and after, and returns what the build took. */
async function buildThrowaway(name: PresetName) {
  const file = `data/bench/ingest-${name}.duckdb`;
  const removeFile = () => {
    for (const path of [file, `${file}.wal`]) rmSync(path, { force: true });
  };
  removeFile();
  const database = await openDatabase({
    duckdbPath: file,
    duckdbCheckpointThreshold: BULK_LOAD_CHECKPOINT_THRESHOLD,
  });
  try {
    await migrateDatabase(database);
    await ensureCurriculum(database.db);
    return await buildPresetYear(database, name);
  } finally {
    await database.close();
    removeFile();
  }
}

const built = await buildThrowaway(presetName);
const seconds = (ms: number) => Math.round(ms / 100) / 10;
console.log(`\npreset ${presetName}: ${built.events} events of ${built.students} students`);
console.log(
  `built in ${seconds(built.buildMs)} s: generating ${seconds(built.generateMs)} s, writing assignments ` +
    `${seconds(built.assignMs)} s, ingesting ${seconds(built.ingestMs)} s (the three overlap)`,
);
console.log(`ingest: ${built.ingestEventsPerSecond} events/s (batches at work, their assignments included)`);
const targets = {
  ingestEventsPerSecond: built.ingestEventsPerSecond >= INGEST_EVENTS_PER_SECOND_TARGET,
  ...(presetName === 'l' && { presetLBuild: built.buildMs / 1000 <= PRESET_L_BUILD_SECONDS_TARGET }),
};
console.log(
  JSON.stringify({
    preset: presetName,
    events: built.events,
    students: built.students,
    buildSeconds: seconds(built.buildMs),
    generateSeconds: seconds(built.generateMs),
    assignSeconds: seconds(built.assignMs),
    ingestSeconds: seconds(built.ingestMs),
    ingestEventsPerSecond: built.ingestEventsPerSecond,
    targets,
  }),
);

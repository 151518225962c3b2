/**
 * Batch ingest benchmark. First it builds a preset's district from nothing into a throwaway DuckDB file, as a
 * preset's first run does (presets.ts): its roster, then a school year of simulated events through the ingest
 * service in batches of 20,000 records, generated in a worker meanwhile, with the simulated teachers' focus
 * assignments written in the batches' transactions. Then it imports that year's events again into a copy emptied
 * of them (reimport.ts): ingest with nothing generated beside it, and a check that the import gives back every
 * table as the build left it. Prints both times and their events/s; the last line is one JSON object whose
 * `targets` say whether ingest took in at least 50,000 events a second (the import; the build's ingest beside it),
 * whether the import gave the same state, and at preset l whether the build took at most 10 minutes.
 * Usage: npm run bench:ingest -- [m|l] (default m, about 4 minutes on two cores; l about 40).
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureCurriculum } from '../../apps/server/src/curriculum/curriculum.repository.js';
import { BULK_LOAD_CHECKPOINT_THRESHOLD, openDatabase } from '../../apps/server/src/db/database.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { buildPresetYear, PRESETS, type PresetBuild, type PresetName } from './presets.js';
import { reimportYear, type Reimport } from './reimport.js';

/** The targets of batch ingest and of the largest preset's build. */
const INGEST_EVENTS_PER_SECOND_TARGET = 50_000;
const PRESET_L_BUILD_SECONDS_TARGET = 600;

const { positionals } = parseArgs({ allowPositionals: true });
const presetName = (positionals[0] ?? 'm') as PresetName;
if (!(presetName in PRESETS))
  throw new Error(`unknown preset ${presetName}; use ${Object.keys(PRESETS).join(' or ')}`);

const files = [`data/bench/ingest-${presetName}.duckdb`, `data/bench/reimport-${presetName}.duckdb`] as const;
const removeFiles = () => {
  for (const file of files) for (const path of [file, `${file}.wal`]) rmSync(path, { force: true });
};

/** Builds the preset into the first file and returns what the build took. */
async function buildInto(file: string, name: PresetName) {
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
  }
}

removeFiles();
let built: PresetBuild;
let reimport: Reimport;
try {
  built = await buildInto(files[0], presetName);
  const { districtId, timeZone } = PRESETS[presetName];
  reimport = await reimportYear(files[0], files[1], districtId, timeZone);
} finally {
  removeFiles();
}
const seconds = (ms: number) => Math.round(ms / 100) / 10;
console.log(`\npreset ${presetName}: ${built.events} events of ${built.students} students`);
console.log(
  `built in ${seconds(built.buildMs)} s: generating ${seconds(built.generateMs)} s, writing assignments ` +
    `${seconds(built.assignMs)} s, ingesting ${seconds(built.ingestMs)} s (the three overlap)`,
);
console.log(
  `ingest in the build: ${built.ingestEventsPerSecond} events/s (batches at work, their assignments included)`,
);
console.log(
  `imported again: ${reimport.events} events in ${reimport.batches} batches, ${seconds(reimport.ms)} s: ` +
    `${reimport.eventsPerSecond} events/s (reading the batches ${seconds(reimport.readMs)} s of it, beside the batches at work); ` +
    (reimport.differingTables.length === 0
      ? 'every table as the build left it'
      : `tables that differ from the build's: ${reimport.differingTables.join(', ')}`),
);
const targets = {
  ingestEventsPerSecond: reimport.eventsPerSecond >= INGEST_EVENTS_PER_SECOND_TARGET,
  buildIngestEventsPerSecond: built.ingestEventsPerSecond >= INGEST_EVENTS_PER_SECOND_TARGET,
  importGivesSameState: reimport.differingTables.length === 0,
  ...(presetName === 'l' && { presetLBuild: built.buildMs / 1000 <= PRESET_L_BUILD_SECONDS_TARGET }),
};
console.log(
  JSON.stringify({
    preset: presetName,
    events: built.events,
    students: built.students,
    build: {
      seconds: seconds(built.buildMs),
      generateSeconds: seconds(built.generateMs),
      assignSeconds: seconds(built.assignMs),
      ingestSeconds: seconds(built.ingestMs),
      ingestEventsPerSecond: built.ingestEventsPerSecond,
    },
    reimport: { ...reimport, ms: Math.round(reimport.ms), readMs: Math.round(reimport.readMs) },
    targets,
  }),
);

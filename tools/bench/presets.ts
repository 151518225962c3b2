/**
 * Simulator presets of DESIGN §7 for benchmarks: m (about 10,000 students) and l (about 100,000 students,
 * 100 schools). A loaded preset is cached as a DuckDB file under data/bench/ and reused while it exists with
 * its `.loaded` marker, which is written when loading finished (an interrupted load is started again).
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../../apps/server/src/auth/password.js';
import { ensureCurriculum } from '../../apps/server/src/curriculum/curriculum.repository.js';
import {
  BULK_LOAD_CHECKPOINT_THRESHOLD,
  openDatabase,
  SERVER_CHECKPOINT_THRESHOLD,
  type DatabaseHandle,
} from '../../apps/server/src/db/database.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { rebuildSchoolSumsBetweenBatches } from '../../apps/server/src/ingest/ingest.service.js';
import { rosterMatchesSchoolSums } from '../../apps/server/src/learning/school-sums.js';
import { addAccount } from '../../apps/server/src/demo/roster-accounts.js';
import { generateRoster } from '../../apps/server/src/demo/roster-generator.js';
import { insertRoster } from '../../apps/server/src/roster/insert-roster.js';
import { PRESETS as SIMULATOR_PRESETS } from '../../apps/server/src/simulator/presets.js';
import { simulateDistrict } from '../../apps/server/src/simulator/simulate-district.js';

/** The benchmark sizes are the simulator's presets m and l (apps/server/src/simulator/presets.ts). */
export const PRESETS = { m: SIMULATOR_PRESETS.m, l: SIMULATOR_PRESETS.l };
export type PresetName = keyof typeof PRESETS;

const PASSWORD = 'bench-password-1';
const ADMIN = 'bench.districtadmin@bench.test';

export interface LoadedPreset {
  database: DatabaseHandle;
  ids: { districtId: number; schoolId: number; classroomId: number; studentId: number };
  adminUsername: string;
  password: string;
  timeZone: string;
  students: number;
  studentDays: number;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

const presetFile = (name: PresetName) => `data/bench/preset-${name}.duckdb`;

/** Whether a preset is loaded and cached under data/bench/. */
export const isPresetCached = (name: PresetName) => existsSync(`${presetFile(name)}.loaded`);

/**
 * Builds the preset when it is not cached, in a process of its own (build-preset.ts). A benchmark then opens it as a
 * server does: with the server's memory limit and threads, in a process whose heap holds no school year of events.
 */
export async function buildPresetApart(name: PresetName): Promise<void> {
  if (isPresetCached(name)) return;
  const script = path.resolve(import.meta.dirname, 'build-preset.ts');
  const child = spawn(process.execPath, [...process.execArgv, script, name], { stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`building preset ${name} failed (exit ${code})`);
}

/** What building a preset's school year took: the whole of it, and its parts (which overlap). */
export interface PresetBuild {
  events: number;
  students: number;
  buildMs: number;
  generateMs: number;
  assignMs: number;
  ingestMs: number;
  /** Events over the time a batch was at work in ingest (its assignments' writes included). */
  ingestEventsPerSecond: number;
}

/**
 * Builds a preset's district into an empty, migrated database with its curriculum: the roster, then a school year of
 * events through the ingest service (simulate-district.ts), then a checkpoint. Timed from the roster on.
 */
export async function buildPresetYear(database: DatabaseHandle, name: PresetName): Promise<PresetBuild> {
  const spec = PRESETS[name];
  const started = Date.now();
  const passwordHash = await hashPassword(PASSWORD);
  const roster = generateRoster({ ...spec, passwordHash, createdAt: started });
  addAccount(roster, {
    username: ADMIN,
    firstName: 'Bench',
    lastName: 'Admin',
    kind: 'district_admin',
    passwordHash,
    createdAt: started,
  });
  await insertRoster(database.db, roster);
  const result = await simulateDistrict(database.db, database.engine, spec.districtId, {
    seed: spec.seed,
    now: Date.now(),
    onProgress: (done, total) => {
      if (done % 2000 === 0) process.stderr.write(`  simulated ${done}/${total} students\n`);
    },
  });
  await sql`CHECKPOINT`.execute(database.db);
  return {
    events: result.events,
    students: result.students,
    buildMs: Date.now() - started,
    generateMs: result.generateMs,
    assignMs: result.assignMs,
    ingestMs: result.ingestMs,
    ingestEventsPerSecond: Math.round(result.events / (result.ingestMs / 1000)),
  };
}

/**
 * Opens the cached preset, or builds it: roster, curriculum and a school year of events through ingest. A server
 * passes its `duckdbMemoryLimit` and `duckdbThreads`; a build runs without them (every core), checkpointing as a bulk
 * load.
 */
export async function loadPreset(
  name: PresetName,
  options: { duckdbMemoryLimit?: string; duckdbThreads?: number } = {},
): Promise<LoadedPreset> {
  const DISTRICT_ID = PRESETS[name].districtId;
  const file = presetFile(name);
  const cached = isPresetCached(name);
  if (!cached && existsSync(file)) {
    // An interrupted load starts again; opening it first fails while another process is still loading it.
    await (await openDatabase({ duckdbPath: file })).close();
    for (const leftover of [file, `${file}.wal`]) rmSync(leftover, { force: true });
  }
  const database = await openDatabase({
    duckdbPath: file,
    duckdbMemoryLimit: cached ? options.duckdbMemoryLimit : undefined,
    duckdbThreads: cached ? options.duckdbThreads : undefined,
    duckdbCheckpointThreshold: cached ? undefined : BULK_LOAD_CHECKPOINT_THRESHOLD,
  });
  await migrateDatabase(database);
  await ensureCurriculum(database.db);
  const present = await database.db
    .selectFrom('districts')
    .select('district_id')
    .where('district_id', '=', DISTRICT_ID)
    .executeTakeFirst();
  if (!cached || !present) {
    const built = await buildPresetYear(database, name);
    // The benchmarks that follow time writes as a server makes them: the bulk load's threshold goes.
    await sql`SET checkpoint_threshold = ${sql.lit(SERVER_CHECKPOINT_THRESHOLD)}`.execute(database.db);
    console.error(
      `preset ${name} loaded in ${seconds(built.buildMs)}: ${built.events} events of ${built.students} students ` +
        `(generating ${seconds(built.generateMs)}, writing assignments ${seconds(built.assignMs)}, ingesting ${seconds(built.ingestMs)}: ` +
        `${built.ingestEventsPerSecond} events/s; the three overlap)`,
    );
    writeFileSync(
      `${file}.loaded`,
      `${JSON.stringify({ events: built.events, students: built.students, loadedAt: new Date().toISOString() })}\n`,
    );
  }
  const sumsStarted = Date.now();
  if (!(await rosterMatchesSchoolSums(database.db, DISTRICT_ID))) {
    await rebuildSchoolSumsBetweenBatches(database.db, DISTRICT_ID);
    await sql`CHECKPOINT`.execute(database.db);
    console.error(`preset ${name}: per-school sums built in ${seconds(Date.now() - sumsStarted)}`);
  }
  const pick = async () => {
    const classroom = await database.db
      .selectFrom('classrooms')
      .select(['classroom_id', 'school_id'])
      .where('district_id', '=', DISTRICT_ID)
      .orderBy('classroom_id')
      .executeTakeFirstOrThrow();
    const student = await database.db
      .selectFrom('enrollments')
      .select('student_id')
      .where('district_id', '=', DISTRICT_ID)
      .where('classroom_id', '=', classroom.classroom_id)
      .orderBy('student_id')
      .executeTakeFirstOrThrow();
    const counts = await database.db
      .selectFrom('students')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb
          .selectFrom('student_day')
          .select((s) => s.fn.countAll<number>().as('d'))
          .where('district_id', '=', DISTRICT_ID)
          .as('days'),
      ])
      .where('district_id', '=', DISTRICT_ID)
      .executeTakeFirstOrThrow();
    return { classroom, student, counts };
  };
  const { classroom, student, counts } = await pick();
  return {
    database,
    ids: {
      districtId: DISTRICT_ID,
      schoolId: classroom.school_id,
      classroomId: classroom.classroom_id,
      studentId: student.student_id,
    },
    adminUsername: ADMIN,
    password: PASSWORD,
    timeZone: PRESETS[name].timeZone,
    students: Number(counts.n),
    studentDays: Number(counts.days),
  };
}

/**
 * A district's school year imported again through the ingest service, as a district moving to the product would
 * send it: a built preset's file is copied, its events and every row derived from them are taken out (the roster
 * and the teachers' assignments stay, their play set back to none), and its events are read back from the original
 * file and sent in batches of whole students, at most 20,000 records each, two batches at work at once as a preset's
 * build stores them. Nothing generates records meanwhile, so the time is ingest's alone (reading the batches
 * included). Afterwards each table is compared with the original: the same rows, or the tables that differ.
 */
import { copyFileSync } from 'node:fs';
import { sql } from 'kysely';
import { BULK_LOAD_CHECKPOINT_THRESHOLD, openDatabase, type Db } from '../../apps/server/src/db/database.js';
import { ingestEvents } from '../../apps/server/src/ingest/ingest.service.js';
import { LEARNING_BULK_TABLES } from '../../apps/server/src/learning/learning-bulk-tables.js';
import { SIMULATION_BATCH_RECORDS } from '../../apps/server/src/simulator/simulate-district.js';

/** The tables ingest writes (the events and derived rows of its bulk path, the per-school sums), compared after. */
const WRITTEN_TABLES = [
  ...LEARNING_BULK_TABLES.map((table) => table.name),
  'school_day',
  'school_standard_start',
];

export interface Reimport {
  events: number;
  batches: number;
  ms: number;
  /** Of that time, reading the batches from the source (while the two batches before were at work). */
  readMs: number;
  eventsPerSecond: number;
  /** Tables whose rows differ from the original's (none when the import gave back the same state). */
  differingTables: string[];
}

/**
 * A batch's events as the JSON text of the activity records that stored them, made by DuckDB, so that the batch
 * reaches the event loop as one string to parse, as a preset's build gets its records from its worker.
 */
function recordsOfBatch(districtId: number, [first, last]: [number, number]) {
  return sql<{ records: string }>`
    SELECT '[' || string_agg(to_json({
      uid: uid, student_id: student_id, event_code: event_code, timestamp: occurred_at,
      lesson_slot_id: lesson_slot_id, lesson_group_id: lesson_group_id, standard_id: standard_id,
      lesson_passed: lesson_passed,
      total_lesson_time: CASE WHEN event_code IN (110, 120) OR time_spent_ms <> 0 THEN time_spent_ms END,
      assignment_id: assignment_id, lesson_goal_id: lesson_goal_id,
      milestone_trigger_lesson_slot_id: milestone_trigger_lesson_slot_id, label: label
    })::VARCHAR, ',' ORDER BY rowid) || ']' AS records
    FROM src.events WHERE rowid BETWEEN ${first} AND ${last} AND district_id = ${districtId}`;
}

/**
 * The source's events as batches of whole students, at most SIMULATION_BATCH_RECORDS each (a student with more goes
 * alone), in the order they are stored: a build stores a batch's students one after another, so each batch is one
 * range of row ids, read without a sort.
 */
async function batchRanges(db: Db, districtId: number): Promise<[number, number][]> {
  const { rows } = await sql<{ first: number; last: number; n: number }>`
    SELECT min(rowid) AS first, max(rowid) AS last, count(*)::INTEGER AS n FROM src.events
    WHERE district_id = ${districtId} GROUP BY student_id ORDER BY first`.execute(db);
  const ranges: [number, number][] = [];
  let size = 0;
  for (const { first, last, n } of rows) {
    if (last - first + 1 !== n)
      throw new Error("the source stores a student's events apart: it was not built batch by batch");
    const open = ranges.at(-1);
    if (open && size + n <= SIMULATION_BATCH_RECORDS && first === open[1] + 1) {
      open[1] = last;
      size += n;
    } else {
      ranges.push([first, last]);
      size = n;
    }
  }
  return ranges;
}

/** The copy emptied of what ingest writes, the assignments' play set back to none. */
async function emptyOfLearning(db: Db): Promise<void> {
  for (const table of WRITTEN_TABLES) await sql`DELETE FROM ${sql.table(table)}`.execute(db);
  await sql`
    UPDATE student_assignments SET lessons_passed = 0, time_spent_ms = 0, struggling = false,
      last_activity_at = NULL, student_status = CASE WHEN student_status = 'COMPLETE' THEN NULL ELSE student_status END`.execute(
    db,
  );
  await sql`CHECKPOINT`.execute(db);
}

/** The tables whose rows differ between the import and the original file. */
async function differingTables(db: Db): Promise<string[]> {
  const differing: string[] = [];
  for (const table of [...WRITTEN_TABLES, 'student_assignments']) {
    const columns = table === 'events' ? sql.raw('COLUMNS(* EXCLUDE (received_at))') : sql.raw('COLUMNS(*)');
    const summary = async (schema: string) => {
      const { rows } = await sql`
        SELECT count(*) AS n, sum(hash(${columns})) FROM ${sql.table(`${schema}.${table}`)}`.execute(db);
      return JSON.stringify(rows[0], (_, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      );
    };
    if ((await summary('main')) !== (await summary('src'))) differing.push(table);
  }
  return differing;
}

/** Imports the district's events of `sourceFile` again into a copy at `copyFile`; the caller removes the copy. */
export async function reimportYear(
  sourceFile: string,
  copyFile: string,
  districtId: number,
  timeZone: string,
): Promise<Reimport> {
  copyFileSync(sourceFile, copyFile);
  const database = await openDatabase({
    duckdbPath: copyFile,
    duckdbCheckpointThreshold: BULK_LOAD_CHECKPOINT_THRESHOLD,
  });
  try {
    const { db, engine } = database;
    await emptyOfLearning(db);
    await sql`ATTACH ${sql.lit(sourceFile)} AS src (READ_ONLY)`.execute(db);
    const ranges = await batchRanges(db, districtId);
    const started = performance.now();
    let events = 0;
    let stored: Promise<unknown> = Promise.resolve(); // the newest batch handed to ingest
    let storedBefore: Promise<unknown> = Promise.resolve(); // the one before it
    let readMs = 0;
    for (const range of ranges) {
      const reading = performance.now();
      const { rows } = await recordsOfBatch(districtId, range).execute(db);
      const records = JSON.parse(rows[0]!.records) as unknown[];
      readMs += performance.now() - reading;
      await storedBefore; // at most two batches at work; a failed batch stops the import here
      storedBefore = stored;
      stored = ingestEvents(db, engine, districtId, records, Date.now(), {
        timeZone,
        after: stored,
      }).then((outcome) => {
        events += outcome.accepted;
      });
      stored.catch(() => undefined); // awaited at a later batch
    }
    await storedBefore;
    await stored;
    await sql`CHECKPOINT`.execute(db);
    const ms = performance.now() - started;
    return {
      events,
      batches: ranges.length,
      ms,
      readMs,
      eventsPerSecond: Math.round(events / (ms / 1000)),
      differingTables: await differingTables(db),
    };
  } finally {
    await database.close();
  }
}

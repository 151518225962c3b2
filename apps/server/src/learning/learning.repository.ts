/** Queries of the events table (and which students have learning data). */
import type { DbOrTrx, Engine } from '../db/database.js';
import { insertRows, upsertRows } from './bulk-write.js';
import { inChunks } from './id-chunks.js';
import { EVENTS } from './learning-bulk-tables.js';
import type { EventTable } from './learning.table.js';
import { compareEvents } from './student-state.js';

/**
 * Stores events whose uids the district does not hold, with a plain insert: a uid already stored breaks the
 * table's key and fails the statement (and its transaction).
 */
export async function insertNewEvents(
  db: DbOrTrx,
  engine: Engine,
  rows: readonly EventTable[],
): Promise<void> {
  await insertRows(db, engine, EVENTS, rows);
}

/**
 * Rewrites stored events whose derived columns (lesson_plays, lesson_fails) changed: a late event replayed
 * their student. The record itself (every other column) is what was stored.
 */
export async function rewriteEvents(db: DbOrTrx, engine: Engine, rows: readonly EventTable[]): Promise<void> {
  await upsertRows(db, engine, EVENTS, rows);
}

/** Which of these uids the district already holds. */
export async function findStoredUids(
  db: DbOrTrx,
  districtId: number,
  uids: readonly string[],
): Promise<Set<string>> {
  const rows = await inChunks(uids, (chunk) =>
    db
      .selectFrom('events')
      .select('uid')
      .where('district_id', '=', districtId)
      .where('uid', 'in', chunk)
      .execute(),
  );
  return new Set(rows.map((row) => row.uid));
}

/** All events of some students, each student's in fold order (a student without events has an empty list). */
export async function findEventsByStudent(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
): Promise<Map<number, EventTable[]>> {
  const rows = await inChunks(studentIds, (chunk) =>
    db
      .selectFrom('events')
      .selectAll()
      .where('district_id', '=', districtId)
      .where('student_id', 'in', chunk)
      .execute(),
  );
  const byStudent = new Map<number, EventTable[]>(studentIds.map((id) => [id, []]));
  for (const event of rows.sort(compareEvents)) byStudent.get(event.student_id)!.push(event);
  return byStudent;
}

/** Student ids that have events in the district. */
export async function findStudentsWithEvents(db: DbOrTrx, districtId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('student_learning')
    .select('student_id')
    .where('district_id', '=', districtId)
    .orderBy('student_id')
    .execute();
  const fromEvents = await db
    .selectFrom('events')
    .select('student_id')
    .distinct()
    .where('district_id', '=', districtId)
    .execute();
  return [...new Set([...rows.map((r) => r.student_id), ...fromEvents.map((r) => r.student_id)])].sort(
    (a, b) => a - b,
  );
}

/** Queries of the events table (and which students have learning data). */
import type { DbOrTrx, Engine } from '../db/database.js';
import { insertNewRows } from './bulk-write.js';
import { inChunks } from './id-chunks.js';
import { EVENTS } from './learning-bulk-tables.js';
import type { EventTable } from './learning.table.js';
import { compareEvents, type FoldEvent } from './student-state.js';

/** Stores events whose uid is new to the district; returns the uids actually stored. */
export async function insertNewEvents(
  db: DbOrTrx,
  engine: Engine,
  rows: readonly EventTable[],
): Promise<Set<string>> {
  return new Set((await insertNewRows(db, engine, EVENTS, rows, 'uid')) as string[]);
}

/** All events of some students, each student's in fold order (a student without events has an empty list). */
export async function findEventsByStudent(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
): Promise<Map<number, FoldEvent[]>> {
  const rows = await inChunks(studentIds, (chunk) =>
    db
      .selectFrom('events')
      .select([
        'uid',
        'student_id',
        'event_code',
        'occurred_at',
        'lesson_slot_id',
        'lesson_group_id',
        'standard_id',
        'lesson_passed',
        'time_spent_ms',
        'assignment_id',
      ])
      .where('district_id', '=', districtId)
      .where('student_id', 'in', chunk)
      .execute(),
  );
  const byStudent = new Map<number, FoldEvent[]>(studentIds.map((id) => [id, []]));
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

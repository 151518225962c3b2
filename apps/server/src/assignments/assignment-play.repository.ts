/** Play on assignments: recomputed from the events, as kept on the students' rows, and added at ingest. */
import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';

/** Play on assignments recomputed from the events that carry their ids (the rebuild check's side). */
export async function playOnAssignments(db: DbOrTrx, districtId: number) {
  const rows = await db
    .selectFrom('events')
    .select(({ fn, eb }) => [
      'assignment_id',
      'student_id',
      fn.sum<number>('time_spent_ms').as('time_spent_ms'),
      fn.max<number>('occurred_at').as('last_activity_at'),
      fn
        .count<number>('uid')
        .filterWhere(eb.and([eb('event_code', '=', 110), eb('lesson_passed', '=', true)]))
        .as('lessons_passed'),
      fn.count<number>('uid').filterWhere('event_code', '=', 702).as('struggles'),
    ])
    .where('district_id', '=', districtId)
    .where('assignment_id', 'is not', null)
    .groupBy(['assignment_id', 'student_id'])
    .execute();
  return rows.map((row) => ({
    assignment_id: Number(row.assignment_id),
    student_id: row.student_id,
    lessons_passed: Number(row.lessons_passed),
    time_spent_ms: Number(row.time_spent_ms),
    struggling: Number(row.struggles) > 0,
    last_activity_at: Number(row.last_activity_at),
  }));
}

/** The play kept on every student's assignment row of a district, per "assignmentId:studentId". */
export async function storedPlayOfDistrict(db: DbOrTrx, districtId: number) {
  const rows = await db
    .selectFrom('student_assignments')
    .select([
      'assignment_id',
      'student_id',
      'lessons_passed',
      'time_spent_ms',
      'struggling',
      'last_activity_at',
      'student_status',
    ])
    .where('district_id', '=', districtId)
    .execute();
  return new Map(
    rows.map((row) => [
      `${row.assignment_id}:${row.student_id}`,
      {
        student_status: row.student_status,
        lessons_passed: Number(row.lessons_passed),
        time_spent_ms: Number(row.time_spent_ms),
        struggling: row.struggling,
        last_activity_at: row.last_activity_at === null ? null : Number(row.last_activity_at),
      },
    ]),
  );
}

/** Play to add to one student's row on one assignment. */
export interface PlayToAdd {
  assignment_id: number;
  student_id: number;
  lessons_passed: number;
  time_spent_ms: number;
  struggling: boolean;
  last_activity_at: number | null;
}

/** Rows per statement: six bound values a row keeps a statement well under PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;

/**
 * Adds play to the students' assignment rows, one statement per thousand rows (an UPDATE joined to the rows as
 * VALUES); a row that matches nothing (an unknown assignment or student) changes nothing. Pairs must be unique.
 */
export async function addPlayToStudentAssignments(
  trx: DbOrTrx,
  districtId: number,
  plays: readonly PlayToAdd[],
) {
  for (let start = 0; start < plays.length; start += ROWS_PER_STATEMENT) {
    const values = plays
      .slice(start, start + ROWS_PER_STATEMENT)
      .map(
        (p) =>
          sql`(CAST(${p.assignment_id} AS BIGINT), CAST(${p.student_id} AS INTEGER), CAST(${p.lessons_passed} AS INTEGER), CAST(${p.time_spent_ms} AS BIGINT), CAST(${p.struggling} AS BOOLEAN), CAST(${p.last_activity_at ?? 0} AS BIGINT))`,
      );
    // A spot check whose lessons are now all passed is COMPLETE (spec §3, §4): no longer active, it no longer
    // counts toward the student's limit. A status already set (COMPLETE, REMOVED) stays.
    await sql`
      UPDATE student_assignments AS sa SET
        lessons_passed = sa.lessons_passed + play.lessons_passed,
        time_spent_ms = sa.time_spent_ms + play.time_spent_ms,
        struggling = sa.struggling OR play.struggling,
        last_activity_at = greatest(coalesce(sa.last_activity_at, 0), play.last_activity_at),
        student_status = CASE
          WHEN sa.student_status IS NULL AND a.assignment_type = 'SPOT'
            AND sa.lessons_passed + play.lessons_passed >= a.lessons_assigned THEN 'COMPLETE'
          ELSE sa.student_status
        END
      FROM (VALUES ${sql.join(values)})
        AS play (assignment_id, student_id, lessons_passed, time_spent_ms, struggling, last_activity_at),
        assignments AS a
      WHERE sa.district_id = ${districtId}
        AND sa.assignment_id = play.assignment_id
        AND sa.student_id = play.student_id
        AND a.district_id = sa.district_id
        AND a.assignment_id = sa.assignment_id`.execute(trx);
  }
}

/** The lessons a district's spot checks assign, by assignment id (the rebuild check's side of completion). */
export async function spotChecksOfDistrict(db: DbOrTrx, districtId: number) {
  const rows = await db
    .selectFrom('assignments')
    .select(['assignment_id', 'lessons_assigned'])
    .where('district_id', '=', districtId)
    .where('assignment_type', '=', 'SPOT')
    .execute();
  return new Map(rows.map((row) => [Number(row.assignment_id), row.lessons_assigned ?? 0]));
}

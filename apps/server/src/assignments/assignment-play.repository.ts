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
    ])
    .where('district_id', '=', districtId)
    .execute();
  return new Map(
    rows.map((row) => [
      `${row.assignment_id}:${row.student_id}`,
      {
        lessons_passed: Number(row.lessons_passed),
        time_spent_ms: Number(row.time_spent_ms),
        struggling: row.struggling,
        last_activity_at: row.last_activity_at === null ? null : Number(row.last_activity_at),
      },
    ]),
  );
}

/** Adds play to one student's assignment row; no row (an unknown assignment or student) is no change. */
export async function addPlayToStudentAssignment(
  trx: DbOrTrx,
  districtId: number,
  assignmentId: number,
  studentId: number,
  play: {
    lessons_passed: number;
    time_spent_ms: number;
    struggling: boolean;
    last_activity_at: number | null;
  },
) {
  await trx
    .updateTable('student_assignments')
    .set((eb) => ({
      lessons_passed: eb('lessons_passed', '+', play.lessons_passed),
      time_spent_ms: eb('time_spent_ms', '+', play.time_spent_ms),
      struggling: play.struggling ? true : eb.ref('struggling'),
      last_activity_at: sql<number>`greatest(coalesce(last_activity_at, 0), ${play.last_activity_at ?? 0})`,
    }))
    .where('district_id', '=', districtId)
    .where('assignment_id', '=', assignmentId)
    .where('student_id', '=', studentId)
    .execute();
}

/** Reads for one student's progress on one assignment: the assignment row, the student's row, and their events. */
import { EVENT_CODES } from '@dash/contracts';
import type { DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';
import {
  ASSIGNMENT_COLUMNS,
  STUDENT_ON_ASSIGNMENT_COLUMNS,
  studentRowsWithAssignment,
} from './assignment-rows.repository.js';

/** The assignment and the student's row on it; undefined when the student is not on that assignment. */
export async function studentOnAssignment(
  db: DbOrTrx,
  districtId: number,
  assignmentId: number,
  studentId: number,
) {
  return studentRowsWithAssignment(db)
    .innerJoin('students as s', sameTenant('s.student_id', 'sa.student_id'))
    .select([...ASSIGNMENT_COLUMNS, 'a.status', ...STUDENT_ON_ASSIGNMENT_COLUMNS])
    .where('sa.district_id', '=', districtId)
    .where('sa.assignment_id', '=', assignmentId)
    .where('sa.student_id', '=', studentId)
    .executeTakeFirst();
}

/** The student's plays (completed, paused) and struggles on lessons, from the events carrying the assignment's id. */
export async function assignmentPlayEvents(
  db: DbOrTrx,
  districtId: number,
  assignmentId: number,
  studentId: number,
) {
  const rows = await db
    .selectFrom('events')
    .select(['event_code', 'lesson_slot_id', 'lesson_passed', 'time_spent_ms', 'occurred_at', 'local_date'])
    .where('district_id', '=', districtId)
    .where('assignment_id', '=', assignmentId)
    .where('student_id', '=', studentId)
    .where('event_code', 'in', [
      EVENT_CODES.LESSON_COMPLETED,
      EVENT_CODES.LESSON_PAUSED,
      EVENT_CODES.LESSON_STRUGGLING,
    ])
    .where('lesson_slot_id', 'is not', null)
    .orderBy('occurred_at')
    .orderBy('uid')
    .execute();
  return rows.map((row) => ({
    ...row,
    lesson_slot_id: Number(row.lesson_slot_id),
    time_spent_ms: Number(row.time_spent_ms),
    occurred_at: Number(row.occurred_at),
  }));
}

/**
 * What moved the student's percent on the focus up to `lastDay` (district-local): passed plays of its lessons (any
 * assignment or none) and standard-completed events of its standards.
 */
export async function focusProgressEvents(
  db: DbOrTrx,
  districtId: number,
  studentId: number,
  focus: { slotIds: readonly number[]; standardIds: readonly number[] },
  lastDay: string,
) {
  if (focus.slotIds.length === 0 && focus.standardIds.length === 0) return [];
  return db
    .selectFrom('events')
    .select(['event_code', 'lesson_slot_id', 'standard_id', 'local_date'])
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId)
    .where('local_date', '<=', lastDay)
    .where((eb) =>
      eb.or([
        ...(focus.slotIds.length
          ? [
              eb.and([
                eb('event_code', '=', EVENT_CODES.LESSON_COMPLETED),
                eb('lesson_passed', '=', true),
                eb('lesson_slot_id', 'in', focus.slotIds),
              ]),
            ]
          : []),
        ...(focus.standardIds.length
          ? [
              eb.and([
                eb('event_code', '=', EVENT_CODES.STANDARD_COMPLETED),
                eb('standard_id', 'in', focus.standardIds),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('occurred_at')
    .execute();
}

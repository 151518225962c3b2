/** Reads for the math product's active-lessons call: started, active assignments and the lessons already passed. */
import type { DbOrTrx } from '../db/database.js';
import { ASSIGNMENT_COLUMNS } from './assignment-rows.repository.js';
import { activeStudentRows } from './assignments.repository.js';

/** The students' assignments active on `today` that have started (spec §4 active), with lessons passed so far. */
export function startedActiveAssignmentsOf(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  today: string,
) {
  return activeStudentRows(db, districtId, studentIds, today)
    .select(['sa.student_id', 'sa.lessons_passed', ...ASSIGNMENT_COLUMNS])
    .where('a.start_date', '<=', today)
    .execute();
}

/** Which of these lessons each student has passed at least once. */
export function passedLessonsOf(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  lessonSlotIds: readonly number[],
) {
  return db
    .selectFrom('student_lesson_passes')
    .select(['student_id', 'lesson_slot_id'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', studentIds)
    .where('lesson_slot_id', 'in', lessonSlotIds)
    .where('passes', '>', 0)
    .execute();
}

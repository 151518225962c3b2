/**
 * What the authorization matrix needs of the printables: a classroom-code report switched on (the flag is off
 * by default) and, for the milestone letter, a lesson group every student has completed.
 */
import type { Db } from '../db/database.js';
import { getCatalogue } from '../curriculum/catalogue.js';
import { newLessonGroupRow } from '../learning/student-rows.js';

const slot = getCatalogue().lessonSlots[0]!;
/** The trigger lesson slot the matrix asks the milestone letter about. */
export const MATRIX_LESSON_SLOT_ID = slot.lesson_slot_id;

/** Turns show_classroom_login_code on in every district (the matrix's home and foreign ones). */
export async function showClassroomCodes(db: Db) {
  const districts = await db.selectFrom('districts').select(['district_id', 'feature_flags']).execute();
  for (const d of districts) {
    const flags = { ...JSON.parse(d.feature_flags), show_classroom_login_code: true };
    await db
      .updateTable('districts')
      .set({ feature_flags: JSON.stringify(flags) })
      .where('district_id', '=', d.district_id)
      .execute();
  }
}

/** A student's lesson group completed at `at` (its UTC day), every lesson of it passed. */
export function completedLessonGroupRow(
  owner: { district_id: number; student_id: number },
  group: { lesson_group_id: number; lessons_count: number },
  at: number,
) {
  return {
    ...newLessonGroupRow(owner, group.lesson_group_id, at),
    lessons_in_group_count: group.lessons_count,
    lessons_passed: group.lessons_count,
    tested_lessons_count: group.lessons_count,
    status: 'COMPLETED',
    completed_at: at,
    completed_date: new Date(at).toISOString().slice(0, 10),
  };
}

/** Every student has completed the lesson group of MATRIX_LESSON_SLOT_ID (once). */
export async function completeMatrixMilestone(db: Db) {
  const at = Date.UTC(2026, 4, 4);
  const done = await db
    .selectFrom('student_lesson_group')
    .select(['district_id', 'student_id'])
    .where('lesson_group_id', '=', slot.lesson_group_id)
    .execute();
  const seen = new Set(done.map((r) => `${r.district_id}:${r.student_id}`));
  const students = (await db.selectFrom('students').select(['district_id', 'student_id']).execute()).filter(
    (s) => !seen.has(`${s.district_id}:${s.student_id}`),
  );
  if (students.length === 0) return;
  await db
    .insertInto('student_lesson_group')
    .values(students.map((s) => completedLessonGroupRow(s, { ...slot, lessons_count: 1 }, at)))
    .execute();
}

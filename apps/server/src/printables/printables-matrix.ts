/**
 * What the authorization matrix needs of the printables: a classroom-code report switched on (the flag is off
 * by default) and, for the milestone letter, a lesson group every student has completed.
 */
import type { Db } from '../db/database.js';
import { getCatalogue } from '../curriculum/catalogue.js';

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
    .values(
      students.map((s) => ({
        district_id: s.district_id,
        student_id: s.student_id,
        lesson_group_id: slot.lesson_group_id,
        lessons_in_group_count: 1,
        lessons_passed: 1,
        tested_lessons_count: 1,
        failed_lessons_count: 0,
        status: 'COMPLETED',
        needs_attention: false,
        needs_attention_since: null,
        struggling_event_at: null,
        in_progress_event_at: null,
        started_at: at,
        completed_at: at,
        completed_date: '2026-05-04',
        last_activity_at: at,
      })),
    )
    .execute();
}

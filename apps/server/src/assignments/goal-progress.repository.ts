/** Reads for a student's goals (goal summary and report) and their standards now (goal standard progress). */
import type { FocusType } from '@dash/contracts';
import type { DbOrTrx } from '../db/database.js';
import { studentRowsWithAssignment } from './assignment-rows.repository.js';

/**
 * The student's goal assignments running within [from, to] (started on or before `to`, ending on or after
 * `from`), optionally of one focus; newest start first.
 */
export async function goalAssignmentsOfStudent(
  db: DbOrTrx,
  districtId: number,
  studentId: number,
  window: { from: string; to: string; focus?: { type: FocusType; id: number } },
) {
  let query = studentRowsWithAssignment(db)
    .select(['a.assignment_id', 'a.focus_type', 'a.focus_id'])
    .where('sa.district_id', '=', districtId)
    .where('sa.student_id', '=', studentId)
    .where('a.assignment_type', 'in', ['GOAL', 'GOAL_PLAY_PRESUMED_PASSED'])
    .where('a.start_date', '<=', window.to)
    .where('a.end_date', '>=', window.from);
  if (window.focus)
    query = query.where('a.focus_type', '=', window.focus.type).where('a.focus_id', '=', window.focus.id);
  const rows = await query.orderBy('a.start_date', 'desc').orderBy('a.assignment_id', 'desc').execute();
  return rows.map((row) => ({ ...row, assignment_id: Number(row.assignment_id) }));
}

/** GET /m/assignments/students (spec §7): the active assignments of students the assign forms offer. */
import { localDay } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { assertMayReadStudents, assignableEnrollments } from './assignment-access.js';
import * as repository from './assignments.repository.js';

/** The students' active assignments, for the assign forms (which students already have 2). */
export async function activeAssignmentsOfStudents(
  db: Db,
  actor: Actor,
  studentIds: number[],
  now = Date.now(),
) {
  await assertMayReadStudents(db, actor, studentIds);
  const today = localDay(now, actor.district.timeZone);
  const rows = await repository.activeAssignmentsOf(db, actor.districtId, studentIds, today);
  const enrollments = await assignableEnrollments(
    db,
    actor,
    await repository.enrollmentsOf(db, actor.districtId, studentIds),
  );
  return studentIds.map((userId) => ({
    user_id: userId,
    assignments: rows.filter((row) => row.student_id === userId).map(({ student_id: _, ...rest }) => rest),
    classroom_ids: enrollments.filter((e) => e.student_id === userId).map((e) => e.classroom_id),
  }));
}

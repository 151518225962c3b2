/**
 * Who may assign or cancel focus lessons for which students (spec §4 Assign button, §5 guardian create, §6):
 * the policy module decides; this file only names the objects an assignment write touches.
 */
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/app-error.js';
import { canAccessTarget, canAssign, canOpenPane } from '../policy/policy.js';
import { loadTargetFacts } from '../roster/target-facts.js';
import { enrolledStudentIds } from './assignments.repository.js';

async function mayAssign(db: Db, actor: Actor, classroomId: number | null, studentIds: readonly number[]) {
  if (!canAssign(actor) || classroomId === null || studentIds.length === 0) return false;
  const enrolled = await enrolledStudentIds(db, actor.districtId, classroomId, studentIds);
  if (studentIds.some((id) => !enrolled.has(id))) return false;
  if (actor.role === 'guardian')
    return (
      canOpenPane(actor, 'student', 'create_assignment') &&
      studentIds.every((id) => actor.studentIds.includes(id))
    );
  const classroom = { type: 'classroom', districtId: actor.districtId, classroomId } as const;
  return (
    canOpenPane(actor, 'classroom', 'create_assignment') &&
    (await canAccessTarget(actor, classroom, (target) => loadTargetFacts(db, target)))
  );
}

/**
 * Refuses (403, audited) unless the actor may assign to these students of this classroom. A classroom,
 * assignment or student outside the actor's scope is refused like a missing one (null), so ids reveal nothing.
 */
export async function assertMayAssign(
  db: Db,
  actor: Actor,
  classroomId: number | null,
  studentIds: readonly number[],
) {
  if (await mayAssign(db, actor, classroomId, studentIds)) return;
  await recordAudit(db, {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action: 'authorization',
    outcome: 'denied',
    target: `classroom:${classroomId}`,
    detail: `assignment for ${studentIds.length} student(s)`,
  });
  throw forbidden('You cannot assign lessons to these students.');
}

/**
 * Of the students' enrolments, those in classrooms the actor may assign in: a guardian's child in any of their
 * classrooms, staff in the classrooms they may open. Ids of other classrooms are never revealed.
 */
export async function assignableEnrollments(
  db: Db,
  actor: Actor,
  enrollments: readonly { student_id: number; classroom_id: number }[],
) {
  if (!canAssign(actor)) return [];
  if (actor.role === 'guardian') return enrollments.filter((e) => actor.studentIds.includes(e.student_id));
  const classroomIds = [...new Set(enrollments.map((e) => e.classroom_id))];
  const open = await Promise.all(
    classroomIds.map((classroomId) =>
      canAccessTarget(actor, { type: 'classroom', districtId: actor.districtId, classroomId }, (target) =>
        loadTargetFacts(db, target),
      ),
    ),
  );
  const allowed = new Set(classroomIds.filter((_, index) => open[index]));
  return enrollments.filter((e) => allowed.has(e.classroom_id));
}

/** Refuses (403, audited) unless every one of these students is in the actor's scope (spec §6). */
export async function assertMayReadStudents(db: Db, actor: Actor, studentIds: readonly number[]) {
  const visible = await Promise.all(
    studentIds.map((studentId) =>
      canAccessTarget(actor, { type: 'student', districtId: actor.districtId, studentId }, (target) =>
        loadTargetFacts(db, target),
      ),
    ),
  );
  if (visible.every(Boolean)) return;
  await recordAudit(db, {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action: 'authorization',
    outcome: 'denied',
    target: `students:${studentIds.length}`,
    detail: 'active assignments of students',
  });
  throw forbidden('You cannot see the assignments of these students.');
}

/**
 * Who may assign or cancel focus lessons for which students (spec §4 Assign button, §5 guardian create, §6):
 * the policy module decides; this file only names the objects an assignment write touches.
 */
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/app-error.js';
import { canAccessTarget, canAssign, canOpenPane, type TargetFacts } from '../policy/policy.js';
import { loadTargetFacts } from '../roster/target-facts.js';
import {
  enrolledStudentIds,
  placementsOfClassrooms,
  placementsOfStudents,
} from './assignments.repository.js';

/**
 * Refuses a request whose named objects the policy does not allow: the refusal is audited (authorization,
 * denied, with the target and detail given) and a 403 with `message` is thrown.
 */
export async function refuseAudited(
  db: Db,
  actor: Actor,
  refusal: { target: string; detail: string; message: string },
): Promise<never> {
  await recordAudit(db, {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action: 'authorization',
    outcome: 'denied',
    target: refusal.target,
    detail: refusal.detail,
  });
  throw forbidden(refusal.message);
}

/**
 * The policy facts of many objects of one kind, read in one go the first time the policy module asks for one
 * of them (a list of students or classrooms is checked in a few queries, not two per object).
 */
function factsReadTogether(load: () => Promise<Map<number, TargetFacts>>) {
  let loaded: Promise<Map<number, TargetFacts>> | undefined;
  return async (id: number) => (await (loaded ??= load())).get(id) ?? null;
}

async function factsOfStudents(db: Db, districtId: number, studentIds: readonly number[]) {
  const { existing, placements } = await placementsOfStudents(db, districtId, studentIds);
  const facts = new Map<number, TargetFacts>(existing.map((id) => [id, { schoolIds: [], teacherIds: [] }]));
  for (const p of placements) {
    facts.get(p.student_id)?.schoolIds.push(p.school_id);
    facts.get(p.student_id)?.teacherIds.push(p.teacher_id);
  }
  return facts;
}

async function factsOfClassrooms(db: Db, districtId: number, classroomIds: readonly number[]) {
  const rows = await placementsOfClassrooms(db, districtId, classroomIds);
  return new Map<number, TargetFacts>(
    rows.map((c) => [c.classroom_id, { schoolIds: [c.school_id], teacherIds: [c.teacher_id] }]),
  );
}

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
  await refuseAudited(db, actor, {
    target: `classroom:${classroomId}`,
    detail: `assignment for ${studentIds.length} student(s)`,
    message: 'You cannot assign lessons to these students.',
  });
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
  const factsOf = factsReadTogether(() => factsOfClassrooms(db, actor.districtId, classroomIds));
  const open = await Promise.all(
    classroomIds.map((classroomId) =>
      canAccessTarget(actor, { type: 'classroom', districtId: actor.districtId, classroomId }, () =>
        factsOf(classroomId),
      ),
    ),
  );
  const allowed = new Set(classroomIds.filter((_, index) => open[index]));
  return enrollments.filter((e) => allowed.has(e.classroom_id));
}

/** Refuses (403, audited) unless every one of these students is in the actor's scope (spec §6). */
export async function assertMayReadStudents(db: Db, actor: Actor, studentIds: readonly number[]) {
  const factsOf = factsReadTogether(() => factsOfStudents(db, actor.districtId, studentIds));
  const visible = await Promise.all(
    studentIds.map((studentId) =>
      canAccessTarget(actor, { type: 'student', districtId: actor.districtId, studentId }, () =>
        factsOf(studentId),
      ),
    ),
  );
  if (visible.every(Boolean)) return;
  await refuseAudited(db, actor, {
    target: `students:${studentIds.length}`,
    detail: 'active assignments of students',
    message: 'You cannot see the assignments of these students.',
  });
}

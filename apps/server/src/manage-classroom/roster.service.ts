/**
 * A classroom's roster and its students' passwords (spec §2 roster, roster_ro, password panes; §7 roster,
 * magneto roster, students_info_with_passwords), and the roster edits: moving students to another classroom
 * of the district and graduating primary students (spec §2 graduate confirmation).
 */
import { LEARNING_ENVIRONMENTS, type GraduateRequest, type MoveStudentsRequest } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/app-error.js';
import { canEditRoster, canManage } from '../policy/account-policy.js';
import { editableClassroom, readableClassroom } from './classroom-settings.service.js';
import { assertMayEditRoster, assertMayManage, mayEdit, mayEditNow } from './manage-access.js';
import {
  classroomsOfDistrict,
  enrolledIn,
  moveEnrollments,
  studentsOfClassroom,
  updateStudent,
} from './manage-classroom.repository.js';
import { runManageWrite } from './manage-write.js';
import { learningEnvironmentOf, mergeDocument } from './settings-documents.js';

const authType = (value: number) => (value === 1 ? 1 : 2) as 1 | 2;

/** Classrooms other than `classroomId` the actor may move students to (the policy decides each). */
async function moveTargets(db: Db, actor: Actor, classroomId: number) {
  if (!canEditRoster(actor) || !mayEditNow(actor)) return [];
  const rows = await classroomsOfDistrict(db, actor.districtId);
  const targets = [];
  for (const row of rows) {
    if (row.classroom_id === classroomId) continue;
    const target = {
      type: 'classroom',
      districtId: actor.districtId,
      classroomId: row.classroom_id,
    } as const;
    const facts = { schoolIds: [row.school_id], teacherIds: [row.teacher_id] };
    if (await canManage(actor, target, () => Promise.resolve(facts)))
      targets.push({ id: row.classroom_id, name: row.name });
  }
  return targets;
}

export async function getRoster(db: Db, actor: Actor, classroomId: number) {
  const row = await readableClassroom(db, actor, classroomId);
  const students = await studentsOfClassroom(db, actor.districtId, classroomId);
  return {
    id: row.classroom_id,
    provision_uid: row.provision_uid,
    type: 'classroom' as const,
    editable: mayEdit(actor, row),
    name: row.name,
    authentication_type: authType(row.authentication_type),
    roster_editable: mayEdit(actor, row) && canEditRoster(actor),
    move_targets: await moveTargets(db, actor, classroomId),
    students: students.map((s) => ({
      id: s.student_id,
      provision_uid: s.provision_uid,
      first_name: s.first_name,
      last_name: s.last_name,
      username: s.username,
      grade_id: s.grade_id,
      activated: s.played !== null,
    })),
  };
}

/** The roster as the district's rostering system holds it: read-only (roster_ro), nothing to edit or move. */
export async function getMagnetoRoster(db: Db, actor: Actor, classroomId: number) {
  const roster = await getRoster(db, actor, classroomId);
  return { ...roster, editable: false, roster_editable: false, move_targets: [] };
}

export async function getStudentsWithPasswords(db: Db, actor: Actor, classroomId: number) {
  const row = await readableClassroom(db, actor, classroomId);
  const students = await studentsOfClassroom(db, actor.districtId, classroomId);
  return {
    id: row.classroom_id,
    provision_uid: row.provision_uid,
    type: 'classroom' as const,
    editable: mayEdit(actor, row),
    authentication_type: authType(row.authentication_type),
    students: students.map((s) => ({
      id: s.student_id,
      provision_uid: s.provision_uid,
      first_name: s.first_name,
      last_name: s.last_name,
      username: s.username,
      text_password: s.text_password,
      picture_password: s.picture_password,
    })),
  };
}

async function assertAllEnrolled(db: Db, actor: Actor, classroomId: number, studentIds: readonly number[]) {
  const enrolled = await enrolledIn(db, actor.districtId, classroomId, studentIds);
  if (studentIds.some((id) => !enrolled.has(id)))
    throw badRequest('A chosen student is not in this classroom.');
}

/** Moves students of this classroom to another one both ends of which the actor may manage (spec §6). */
export async function moveStudents(db: Db, actor: Actor, classroomId: number, body: MoveStudentsRequest) {
  await editableClassroom(db, actor, classroomId, body);
  await assertMayEditRoster(db, actor, classroomId);
  await assertMayManage(db, actor, 'classroom', body.to_classroom_id);
  const studentIds = [...new Set(body.student_ids)];
  await assertAllEnrolled(db, actor, classroomId, studentIds);
  if (body.to_classroom_id === classroomId) return { changed: 0 };
  await runManageWrite(db, actor, {
    action: 'students_moved',
    target: `classroom:${classroomId}`,
    before: { classroom_id: classroomId, student_ids: studentIds },
    after: { classroom_id: body.to_classroom_id, student_ids: studentIds },
    classroomIds: [classroomId, body.to_classroom_id],
    studentIds,
    apply: (trx) => moveEnrollments(trx, actor.districtId, classroomId, body.to_classroom_id, studentIds),
  });
  return { changed: studentIds.length };
}

/** The graduate action: primary students of this classroom move to the intermediate environment. */
export async function graduateStudents(db: Db, actor: Actor, classroomId: number, body: GraduateRequest) {
  await editableClassroom(db, actor, classroomId, body);
  const chosen = new Set(body.student_ids);
  const students = (await studentsOfClassroom(db, actor.districtId, classroomId)).filter((s) =>
    chosen.has(s.student_id),
  );
  if (students.length !== chosen.size) throw badRequest('A chosen student is not in this classroom.');
  const primary = students.filter((s) => learningEnvironmentOf(s) === LEARNING_ENVIRONMENTS.primary);
  if (primary.length === 0) return { changed: 0 };
  const ids = primary.map((s) => s.student_id);
  await runManageWrite(db, actor, {
    action: 'students_graduated',
    target: `classroom:${classroomId}`,
    before: { learning_environment: LEARNING_ENVIRONMENTS.primary, student_ids: ids },
    after: { learning_environment: LEARNING_ENVIRONMENTS.intermediate, student_ids: ids },
    classroomIds: [classroomId],
    studentIds: ids,
    apply: async (trx) => {
      for (const s of primary)
        await updateStudent(trx, actor.districtId, s.student_id, {
          settings: mergeDocument(s.settings, { learning_environment: LEARNING_ENVIRONMENTS.intermediate }),
        });
    },
  });
  return { changed: ids.length };
}

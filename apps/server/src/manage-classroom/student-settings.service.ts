/**
 * A student's settings and password (spec §2 settings and password panes, §3 Student (settings), §7
 * /m/student/{id}/settings and student_password): in scope only; the audit says "password changed", never
 * the password.
 */
import type { StudentPasswordRequest, StudentSettingsUpdate } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { assertMayEdit, assertMayManage, mayEdit } from './manage-access.js';
import { findStudent, updateStudent } from './manage-classroom.repository.js';
import { changedFields, runManageWrite } from './manage-write.js';

export async function getStudentSettings(db: Db, actor: Actor, studentId: number) {
  await assertMayManage(db, actor, 'student', studentId);
  const row = await findStudent(db, actor.districtId, studentId);
  if (!row) throw notFound('That student does not exist.');
  return {
    id: row.student_id,
    provision_uid: row.provision_uid,
    type: 'student' as const,
    editable: mayEdit(actor, row),
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    grade_id: row.grade_id,
    status: row.status,
  };
}

async function editableStudent(
  db: Db,
  actor: Actor,
  pathId: number,
  body: { id: number; provision_uid: string | null },
) {
  const read = () => findStudent(db, actor.districtId, pathId);
  await assertMayEdit(
    db,
    actor,
    { type: 'student', id: body.id, pathId, provisionUid: body.provision_uid },
    read,
  );
  return (await read())!;
}

export async function saveStudentSettings(db: Db, actor: Actor, id: number, body: StudentSettingsUpdate) {
  const row = await editableStudent(db, actor, id, body);
  const current = { first_name: row.first_name, last_name: row.last_name, grade_id: row.grade_id };
  const next = { first_name: body.first_name, last_name: body.last_name, grade_id: body.grade_id };
  const { before, after, changed } = changedFields(current, next);
  if (changed)
    await runManageWrite(db, actor, {
      action: 'student_settings_changed',
      target: `student:${id}`,
      before,
      after,
      classroomIds: [],
      studentIds: [id],
      apply: (trx) => updateStudent(trx, actor.districtId, id, after),
    });
  return getStudentSettings(db, actor, id);
}

/** Sets a student's text or picture password (the other kind is kept, so switching the class back works). */
export async function saveStudentPassword(db: Db, actor: Actor, id: number, body: StudentPasswordRequest) {
  await editableStudent(db, actor, id, body);
  const kind = body.picture_password !== undefined ? 'picture' : 'text';
  await runManageWrite(db, actor, {
    action: 'student_password_changed',
    target: `student:${id}`,
    before: { password: `${kind} password` },
    after: { password: `${kind} password changed` },
    classroomIds: [],
    studentIds: [id],
    apply: (trx) =>
      updateStudent(
        trx,
        actor.districtId,
        id,
        body.picture_password !== undefined
          ? { picture_password: body.picture_password }
          : { text_password: body.text_password },
      ),
  });
  return { changed: 1 };
}

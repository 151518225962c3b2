/**
 * A classroom's settings panes (spec §2 classroom_settings, password_type, engagement_restrictions,
 * primary_graduation; §7 GET/POST /m/classroom/{id}/…): read in scope, written with error 1000 when editing is
 * blocked, each write audited with before/after and moving the classroom's live version.
 */
import type {
  AuthenticationTypeUpdate,
  ClassroomSettingsUpdate,
  EngagementRestrictionsUpdate,
  PrimaryGraduationUpdate,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import type { ClassroomTable } from '../roster/roster.table.js';
import { assertMayEdit, assertMayManage, mayEdit } from './manage-access.js';
import { findClassroom, studentsOfClassroom, updateClassroom } from './manage-classroom.repository.js';
import { changedFields, runManageWrite } from './manage-write.js';
import { learningEnvironmentOf, mergeDocument, readClassroomDocument } from './settings-documents.js';

/** The classroom, once the actor may manage it (403 otherwise, like a missing one). */
export async function readableClassroom(db: Db, actor: Actor, classroomId: number) {
  await assertMayManage(db, actor, 'classroom', classroomId);
  const row = await findClassroom(db, actor.districtId, classroomId);
  if (!row) throw notFound('That classroom does not exist.');
  return row;
}

const identity = (actor: Actor, row: ClassroomTable) => ({
  id: row.classroom_id,
  provision_uid: row.provision_uid,
  type: 'classroom' as const,
  editable: mayEdit(actor, row),
});

export async function getClassroomSettings(db: Db, actor: Actor, classroomId: number) {
  const row = await readableClassroom(db, actor, classroomId);
  return {
    ...identity(actor, row),
    name: row.name,
    grade_id: row.grade_id,
    school_id: row.school_id,
    teacher_id: row.teacher_id,
    login_code: row.login_code,
    academic_standard: row.academic_standard,
  };
}

export async function getAuthenticationType(db: Db, actor: Actor, classroomId: number) {
  const row = await readableClassroom(db, actor, classroomId);
  return { ...identity(actor, row), authentication_type: row.authentication_type === 1 ? 1 : 2 } as const;
}

export async function getEngagementRestrictions(db: Db, actor: Actor, classroomId: number) {
  const row = await readableClassroom(db, actor, classroomId);
  const document = readClassroomDocument(row.settings);
  return { ...identity(actor, row), engagement_restrictions: document.engagement_restrictions };
}

export async function getPrimaryGraduation(db: Db, actor: Actor, classroomId: number) {
  const row = await readableClassroom(db, actor, classroomId);
  const students = await studentsOfClassroom(db, actor.districtId, classroomId);
  return {
    ...identity(actor, row),
    primary_graduation: readClassroomDocument(row.settings).primary_graduation,
    students: students.map((s) => ({
      id: s.student_id,
      first_name: s.first_name,
      last_name: s.last_name,
      grade_id: s.grade_id,
      learning_environment: learningEnvironmentOf(s),
    })),
  };
}

/** The checks every classroom write runs first; answers the stored row. */
export async function editableClassroom(
  db: Db,
  actor: Actor,
  pathId: number,
  body: { id: number; provision_uid: string | null },
) {
  const read = () => findClassroom(db, actor.districtId, pathId);
  await assertMayEdit(
    db,
    actor,
    { type: 'classroom', id: body.id, pathId, provisionUid: body.provision_uid },
    read,
  );
  return (await read())!;
}

/** Writes the changed columns of one classroom (nothing when nothing changed) and audits them. */
async function writeClassroom(
  db: Db,
  actor: Actor,
  row: ClassroomTable,
  current: Record<string, unknown>,
  next: Record<string, unknown>,
  columns: (after: Record<string, unknown>) => Partial<ClassroomTable>,
) {
  const { before, after, changed } = changedFields(current, next);
  if (changed)
    await runManageWrite(db, actor, {
      action: 'classroom_settings_changed',
      target: `classroom:${row.classroom_id}`,
      before,
      after,
      classroomIds: [row.classroom_id],
      studentIds: [],
      apply: (trx) => updateClassroom(trx, actor.districtId, row.classroom_id, columns(after)),
    });
}

export async function saveClassroomSettings(db: Db, actor: Actor, id: number, body: ClassroomSettingsUpdate) {
  const row = await editableClassroom(db, actor, id, body);
  const next = { name: body.name, grade_id: body.grade_id };
  await writeClassroom(db, actor, row, { name: row.name, grade_id: row.grade_id }, next, (after) => after);
  return getClassroomSettings(db, actor, id);
}

export async function saveAuthenticationType(
  db: Db,
  actor: Actor,
  id: number,
  body: AuthenticationTypeUpdate,
) {
  const row = await editableClassroom(db, actor, id, body);
  const current = { authentication_type: row.authentication_type };
  await writeClassroom(db, actor, row, current, { authentication_type: body.authentication_type }, (a) => a);
  return getAuthenticationType(db, actor, id);
}

export async function saveEngagementRestrictions(
  db: Db,
  actor: Actor,
  id: number,
  body: EngagementRestrictionsUpdate,
) {
  const row = await editableClassroom(db, actor, id, body);
  const current = { engagement_restrictions: readClassroomDocument(row.settings).engagement_restrictions };
  const next = { engagement_restrictions: [...body.engagement_restrictions].sort() };
  current.engagement_restrictions.sort();
  await writeClassroom(db, actor, row, current, next, (after) => ({
    settings: mergeDocument(row.settings, after),
  }));
  return getEngagementRestrictions(db, actor, id);
}

export async function savePrimaryGraduation(db: Db, actor: Actor, id: number, body: PrimaryGraduationUpdate) {
  const row = await editableClassroom(db, actor, id, body);
  const current = { primary_graduation: readClassroomDocument(row.settings).primary_graduation };
  await writeClassroom(db, actor, row, current, { primary_graduation: body.primary_graduation }, (after) => ({
    settings: mergeDocument(row.settings, after),
  }));
  return getPrimaryGraduation(db, actor, id);
}

/**
 * Settings of a teacher, a school and a district on the Manage page (spec §2, §3 Teacher, §5, §7): read as the
 * caller may see them; saved with only the changed fields, in one transaction with the audit entry.
 */
import {
  ACADEMIC_STANDARD_CATALOGUE,
  DISTRICT_OPTION_DEFAULTS,
  EDITABLE_DISTRICT_OPTIONS,
  type DistrictSettings,
  type DistrictSettingsSave,
  type SchoolSettings,
  type SchoolSettingsSave,
  type TeacherAcademicStandards,
  type TeacherSettings,
  type TeacherSettingsSave,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { readDistrictOptions } from '../accounts/district-settings.js';
import { withTransaction, type Db } from '../db/database.js';
import { badRequest } from '../http/app-error.js';
import { settingsEditBlockReason } from '../policy/account-policy.js';
import { auditSettingsChange, changedFields, requireEditable, requireManageable } from './manage-access.js';
import {
  findManagedDistrict,
  findManagedSchool,
  findManagedTeacher,
  saveTeacherStandard,
  updateDistrict,
  updateSchool,
  updateTeacher,
} from './manage-settings.repository.js';

const editable = (actor: Actor, row: { provision_uid: string | null }) =>
  settingsEditBlockReason(actor, row) === null;

async function loadTeacher(db: Db, actor: Actor, teacherId: number) {
  await requireManageable(db, actor, { type: 'teacher', districtId: actor.districtId, teacherId });
  return (await findManagedTeacher(db, actor.districtId, teacherId))!;
}

export async function readTeacherSettings(db: Db, actor: Actor, teacherId: number): Promise<TeacherSettings> {
  const t = await loadTeacher(db, actor, teacherId);
  return {
    id: t.teacher_id,
    provision_uid: t.provision_uid,
    type: 'teacher',
    editable: editable(actor, t),
    first_name: t.first_name,
    last_name: t.last_name,
    email_address: t.email_address,
    school_id: t.school_id,
    school_name: t.school_name,
    academic_standard: t.academic_standard ?? actor.district.academicStandard,
  };
}

export async function saveTeacherSettings(
  db: Db,
  actor: Actor,
  teacherId: number,
  save: TeacherSettingsSave,
  ip: string,
): Promise<string[]> {
  const t = await loadTeacher(db, actor, teacherId);
  requireEditable(actor, 'teacher', { id: t.teacher_id, provision_uid: t.provision_uid }, save);
  const { id: _id, provision_uid: _uid, type: _type, ...sent } = save;
  const change = changedFields(t, sent);
  if (Object.keys(change.after).length === 0) return [];
  await withTransaction(
    db,
    async (trx) => {
      await updateTeacher(trx, actor.districtId, teacherId, change.after);
      await auditSettingsChange(trx, actor, 'teacher', teacherId, change, ip);
    },
    { districtId: actor.districtId },
  );
  return Object.keys(change.after);
}

export async function readTeacherStandards(
  db: Db,
  actor: Actor,
  teacherId: number,
): Promise<TeacherAcademicStandards> {
  const t = await loadTeacher(db, actor, teacherId);
  return {
    selected: t.academic_standard ?? actor.district.academicStandard,
    district_default: actor.district.academicStandard,
    academic_standards: ACADEMIC_STANDARD_CATALOGUE.map((s) => ({ ...s })),
    editable: editable(actor, t),
  };
}

export async function saveTeacherStandardChoice(
  db: Db,
  actor: Actor,
  teacherId: number,
  save: { id: number; provision_uid: string; academic_standard: string },
  ip: string,
): Promise<string[]> {
  const t = await loadTeacher(db, actor, teacherId);
  requireEditable(actor, 'teacher', { id: t.teacher_id, provision_uid: t.provision_uid }, save);
  if (!ACADEMIC_STANDARD_CATALOGUE.some((s) => s.name === save.academic_standard && s.selectable))
    throw badRequest('Choose one of the academic standards offered.', [
      { path: 'academic_standard', message: 'Not offered.' },
    ]);
  const current = t.academic_standard ?? actor.district.academicStandard;
  if (current === save.academic_standard && t.academic_standard !== null) return [];
  await withTransaction(
    db,
    async (trx) => {
      await saveTeacherStandard(trx, actor.districtId, teacherId, save.academic_standard);
      const change = {
        before: { academic_standard: current },
        after: { academic_standard: save.academic_standard },
      };
      await auditSettingsChange(trx, actor, 'teacher', teacherId, change, ip);
    },
    { districtId: actor.districtId },
  );
  return ['academic_standard'];
}

async function loadSchool(db: Db, actor: Actor, schoolId: number) {
  await requireManageable(db, actor, { type: 'school', districtId: actor.districtId, schoolId });
  return (await findManagedSchool(db, actor.districtId, schoolId))!;
}

export async function readSchoolSettings(db: Db, actor: Actor, schoolId: number): Promise<SchoolSettings> {
  const s = await loadSchool(db, actor, schoolId);
  return {
    id: s.school_id,
    provision_uid: s.provision_uid,
    type: 'school',
    editable: editable(actor, s),
    name: s.name,
    city: s.city,
    zip: s.zip,
  };
}

export async function saveSchoolSettings(
  db: Db,
  actor: Actor,
  schoolId: number,
  save: SchoolSettingsSave,
  ip: string,
): Promise<string[]> {
  const s = await loadSchool(db, actor, schoolId);
  requireEditable(actor, 'school', { id: s.school_id, provision_uid: s.provision_uid }, save);
  const { id: _id, provision_uid: _uid, type: _type, ...sent } = save;
  const change = changedFields(s, sent);
  if (Object.keys(change.after).length === 0) return [];
  await withTransaction(
    db,
    async (trx) => {
      await updateSchool(trx, actor.districtId, schoolId, change.after);
      await auditSettingsChange(trx, actor, 'school', schoolId, change, ip);
    },
    { districtId: actor.districtId },
  );
  return Object.keys(change.after);
}

async function loadDistrict(db: Db, actor: Actor, districtId: number) {
  await requireManageable(db, actor, { type: 'district', districtId });
  return (await findManagedDistrict(db, districtId))!;
}

const editableOptions = (json: string) => {
  const all = readDistrictOptions(json);
  return Object.fromEntries(EDITABLE_DISTRICT_OPTIONS.map((k) => [k, all[k]])) as DistrictSettings['options'];
};

export async function readDistrictSettings(
  db: Db,
  actor: Actor,
  districtId: number,
): Promise<DistrictSettings> {
  const d = await loadDistrict(db, actor, districtId);
  return {
    id: d.district_id,
    provision_uid: d.provision_uid,
    type: 'district',
    editable: editable(actor, d),
    name: d.name,
    time_zone: d.time_zone,
    country: d.country,
    academic_standard: d.academic_standard,
    options: editableOptions(d.options),
  };
}

export async function saveDistrictSettings(
  db: Db,
  actor: Actor,
  districtId: number,
  save: DistrictSettingsSave,
  ip: string,
): Promise<string[]> {
  const d = await loadDistrict(db, actor, districtId);
  requireEditable(actor, 'district', { id: d.district_id, provision_uid: d.provision_uid }, save);
  const stored = { name: d.name, ...editableOptions(d.options) };
  const change = changedFields(stored, { name: save.name, ...save.options });
  if (Object.keys(change.after).length === 0) return [];
  const { name, ...options } = change.after;
  const allOptions = { ...DISTRICT_OPTION_DEFAULTS, ...readDistrictOptions(d.options), ...options };
  await withTransaction(
    db,
    async (trx) => {
      await updateDistrict(trx, districtId, {
        ...(name !== undefined ? { name } : {}),
        ...(Object.keys(options).length > 0 ? { options: JSON.stringify(allOptions) } : {}),
      });
      await auditSettingsChange(trx, actor, 'district', districtId, change, ip);
    },
    { districtId },
  );
  return Object.keys(change.after);
}

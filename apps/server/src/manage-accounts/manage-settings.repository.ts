/** The rows the Manage page reads and saves: a teacher (with their account), a school, a district. */
import type { DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';

export function findManagedTeacher(db: DbOrTrx, districtId: number, teacherId: number) {
  return db
    .selectFrom('teachers as t')
    .innerJoin('schools as s', sameTenant('s.school_id', 't.school_id'))
    .leftJoin('teacher_settings as ts', sameTenant('ts.teacher_id', 't.teacher_id'))
    .select([
      't.teacher_id',
      't.first_name',
      't.last_name',
      't.email_address',
      't.provision_uid',
      't.school_id',
      's.name as school_name',
      'ts.academic_standard',
    ])
    .where('t.district_id', '=', districtId)
    .where('t.teacher_id', '=', teacherId)
    .executeTakeFirst();
}

export type TeacherChanges = Partial<{ first_name: string; last_name: string; email_address: string | null }>;

/** Saves a teacher's name and email, on the teacher row and on the account that teaches as them. */
export async function updateTeacher(
  db: DbOrTrx,
  districtId: number,
  teacherId: number,
  changes: TeacherChanges,
) {
  await db
    .updateTable('teachers')
    .set(changes)
    .where('district_id', '=', districtId)
    .where('teacher_id', '=', teacherId)
    .execute();
  await db
    .updateTable('customers')
    .set(changes)
    .where('district_id', '=', districtId)
    .where('teacher_id', '=', teacherId)
    .execute();
}

/** Sets a teacher's own academic standard (one row per teacher). */
export async function saveTeacherStandard(
  db: DbOrTrx,
  districtId: number,
  teacherId: number,
  standard: string,
) {
  await db
    .deleteFrom('teacher_settings')
    .where('district_id', '=', districtId)
    .where('teacher_id', '=', teacherId)
    .execute();
  await db
    .insertInto('teacher_settings')
    .values({ district_id: districtId, teacher_id: teacherId, academic_standard: standard })
    .execute();
}

export function findManagedSchool(db: DbOrTrx, districtId: number, schoolId: number) {
  return db
    .selectFrom('schools')
    .select(['school_id', 'name', 'city', 'zip', 'provision_uid'])
    .where('district_id', '=', districtId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
}

export type SchoolChanges = Partial<{ name: string; city: string | null; zip: string | null }>;

export async function updateSchool(
  db: DbOrTrx,
  districtId: number,
  schoolId: number,
  changes: SchoolChanges,
) {
  await db
    .updateTable('schools')
    .set(changes)
    .where('district_id', '=', districtId)
    .where('school_id', '=', schoolId)
    .execute();
}

export function findManagedDistrict(db: DbOrTrx, districtId: number) {
  return db
    .selectFrom('districts')
    .select(['district_id', 'name', 'time_zone', 'country', 'academic_standard', 'options', 'provision_uid'])
    .where('district_id', '=', districtId)
    .executeTakeFirst();
}

export async function updateDistrict(
  db: DbOrTrx,
  districtId: number,
  changes: Partial<{ name: string; options: string }>,
) {
  await db.updateTable('districts').set(changes).where('district_id', '=', districtId).execute();
}

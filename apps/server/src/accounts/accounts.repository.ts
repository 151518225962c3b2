import type { DbOrTrx } from '../db/database.js';

export function findAccountByUsername(db: DbOrTrx, username: string) {
  return db
    .selectFrom('account_directory as a')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.district_id', '=', 'a.district_id').onRef('c.customer_id', '=', 'a.customer_id'),
    )
    .select(['c.district_id', 'c.customer_id', 'c.password_hash', 'c.valid'])
    .where('a.username', '=', username)
    .executeTakeFirst();
}

export function findCustomer(db: DbOrTrx, districtId: number, customerId: number) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('district_id', '=', districtId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export function findDistrict(db: DbOrTrx, districtId: number) {
  return db.selectFrom('districts').selectAll().where('district_id', '=', districtId).executeTakeFirst();
}

export async function listAdministeredSchoolIds(db: DbOrTrx, districtId: number, customerId: number) {
  const rows = await db
    .selectFrom('customer_schools')
    .select('school_id')
    .where('district_id', '=', districtId)
    .where('customer_id', '=', customerId)
    .orderBy('school_id')
    .execute();
  return rows.map((r) => r.school_id);
}

export async function listTaughtClassrooms(db: DbOrTrx, districtId: number, teacherId: number) {
  return db
    .selectFrom('classrooms')
    .select(['classroom_id', 'school_id'])
    .where('district_id', '=', districtId)
    .where('teacher_id', '=', teacherId)
    .orderBy('classroom_id')
    .execute();
}

export async function findTeacherSchoolId(db: DbOrTrx, districtId: number, teacherId: number) {
  const row = await db
    .selectFrom('teachers')
    .select('school_id')
    .where('district_id', '=', districtId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
  return row?.school_id ?? null;
}

export async function listGuardianStudentIds(db: DbOrTrx, districtId: number, customerId: number) {
  const rows = await db
    .selectFrom('guardian_students')
    .select('student_id')
    .where('district_id', '=', districtId)
    .where('customer_id', '=', customerId)
    .orderBy('student_id')
    .execute();
  return rows.map((r) => r.student_id);
}

export async function listSchoolNames(db: DbOrTrx, districtId: number, schoolIds: number[]) {
  if (schoolIds.length === 0) return [];
  return db
    .selectFrom('schools')
    .select(['school_id', 'name'])
    .where('district_id', '=', districtId)
    .where('school_id', 'in', schoolIds)
    .execute();
}

export function updatePassword(
  db: DbOrTrx,
  districtId: number,
  customerId: number,
  passwordHash: string,
  at: number,
) {
  return db
    .updateTable('customers')
    .set({ password_hash: passwordHash, password_changed_at: at })
    .where('district_id', '=', districtId)
    .where('customer_id', '=', customerId)
    .execute();
}

import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';
import type { Actor } from './actor.js';

export function findAccountByUsername(db: DbOrTrx, username: string) {
  return db
    .selectFrom('account_directory as a')
    .innerJoin('customers as c', sameTenant('c.customer_id', 'a.customer_id'))
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

/** What links a customer to ids, and the id column: the schools a school admin runs, a guardian's children. */
const CUSTOMER_LINKS = { customer_schools: 'school_id', guardian_students: 'student_id' } as const;

/** The ids `link` ties the customer to, ascending. */
export async function listLinkedIds(
  db: DbOrTrx,
  link: keyof typeof CUSTOMER_LINKS,
  districtId: number,
  customerId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom(link)
    .select(sql.ref<number>(CUSTOMER_LINKS[link]).as('id'))
    .where('district_id', '=', districtId)
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
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

export async function listSchoolNames(db: DbOrTrx, districtId: number, schoolIds: number[]) {
  if (schoolIds.length === 0) return [];
  return db
    .selectFrom('schools')
    .select(['school_id', 'name'])
    .where('district_id', '=', districtId)
    .where('school_id', 'in', schoolIds)
    .execute();
}

/** Stores a new password hash for the customer. */
export function updatePassword(
  db: DbOrTrx,
  customer: Pick<Actor, 'districtId' | 'customerId'>,
  passwordHash: string,
  at: number,
) {
  return db
    .updateTable('customers')
    .set({ password_hash: passwordHash, password_changed_at: at })
    .where('district_id', '=', customer.districtId)
    .where('customer_id', '=', customer.customerId)
    .execute();
}

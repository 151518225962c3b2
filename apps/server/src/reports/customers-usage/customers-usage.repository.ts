/** Queries of the customers usage reports: the dashboard users of each school and their sessions. */
import type { SessionTable } from '../../accounts/accounts.table.js';
import type { DbOrTrx } from '../../db/database.js';
import { sameTenant } from '../../db/tenant-join.js';

export interface SchoolCustomer {
  school_id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
}

/** The valid accounts of the district's teachers and administrators (guardians left out), as `cu`. */
const educators = (db: DbOrTrx, districtId: number) =>
  db
    .selectFrom('customers as cu')
    .where('cu.district_id', '=', districtId)
    .where('cu.account_kind', '!=', 'guardian')
    .where('cu.valid', '=', true);

/**
 * Teachers and administrators (valid accounts, no guardians) of the district's schools: a customer belongs
 * to a school they administer (customer_schools) and to the home school of their teacher record.
 */
export async function listSchoolCustomers(
  db: DbOrTrx,
  districtId: number,
  schoolId?: number,
): Promise<SchoolCustomer[]> {
  let administered = educators(db, districtId)
    .innerJoin('customer_schools as cs', sameTenant('cs.customer_id', 'cu.customer_id'))
    .select(['cs.school_id', 'cu.customer_id', 'cu.first_name', 'cu.last_name']);
  let taught = educators(db, districtId)
    .innerJoin('teachers as t', sameTenant('t.teacher_id', 'cu.teacher_id'))
    .select(['t.school_id', 'cu.customer_id', 'cu.first_name', 'cu.last_name']);
  if (schoolId !== undefined) {
    administered = administered.where('cs.school_id', '=', schoolId);
    taught = taught.where('t.school_id', '=', schoolId);
  }
  const rows = await administered.union(taught).execute();
  return rows;
}

/** A dashboard session of the district (its row without the district). */
export type SessionSpan = Omit<SessionTable, 'district_id'>;

/** Sessions of the district started within [fromMs, toMs); ended sessions are kept, so the history is complete. */
export async function listSessionsStarted(
  db: DbOrTrx,
  districtId: number,
  fromMs: number,
  toMs: number,
): Promise<SessionSpan[]> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('district_id', '=', districtId)
    .where('created_at', '>=', fromMs)
    .where('created_at', '<', toMs)
    .execute();
  return rows.map(({ district_id: _, ...r }) => ({
    ...r,
    created_at: Number(r.created_at),
    last_seen_at: Number(r.last_seen_at),
    expires_at: Number(r.expires_at),
    ended_at: r.ended_at === null ? null : Number(r.ended_at),
  }));
}

export async function listSchoolNames(db: DbOrTrx, districtId: number) {
  return db
    .selectFrom('schools')
    .select(['school_id', 'name'])
    .where('district_id', '=', districtId)
    .orderBy('name')
    .orderBy('school_id')
    .execute();
}

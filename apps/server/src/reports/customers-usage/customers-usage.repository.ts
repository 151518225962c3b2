/** Queries of the customers usage reports: the dashboard users of each school and their sessions. */
import type { DbOrTrx } from '../../db/database.js';

export interface SchoolCustomer {
  school_id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
}

/**
 * Teachers and administrators (valid accounts, no guardians) of the district's schools: a customer belongs
 * to a school they administer (customer_schools) and to the home school of their teacher record.
 */
export async function listSchoolCustomers(
  db: DbOrTrx,
  districtId: number,
  schoolId?: number,
): Promise<SchoolCustomer[]> {
  let administered = db
    .selectFrom('customers as cu')
    .innerJoin('customer_schools as cs', (j) =>
      j.onRef('cs.district_id', '=', 'cu.district_id').onRef('cs.customer_id', '=', 'cu.customer_id'),
    )
    .select(['cs.school_id', 'cu.customer_id', 'cu.first_name', 'cu.last_name'])
    .where('cu.district_id', '=', districtId)
    .where('cu.account_kind', '!=', 'guardian')
    .where('cu.valid', '=', true);
  let taught = db
    .selectFrom('customers as cu')
    .innerJoin('teachers as t', (j) =>
      j.onRef('t.district_id', '=', 'cu.district_id').onRef('t.teacher_id', '=', 'cu.teacher_id'),
    )
    .select(['t.school_id', 'cu.customer_id', 'cu.first_name', 'cu.last_name'])
    .where('cu.district_id', '=', districtId)
    .where('cu.account_kind', '!=', 'guardian')
    .where('cu.valid', '=', true);
  if (schoolId !== undefined) {
    administered = administered.where('cs.school_id', '=', schoolId);
    taught = taught.where('t.school_id', '=', schoolId);
  }
  const rows = await administered.union(taught).execute();
  return rows;
}

export interface SessionSpan {
  session_id: string;
  customer_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ended_at: number | null;
  end_reason: string | null;
}

/** Sessions of the district started within [fromMs, toMs); ended sessions are kept, so the history is complete. */
export async function listSessionsStarted(
  db: DbOrTrx,
  districtId: number,
  fromMs: number,
  toMs: number,
): Promise<SessionSpan[]> {
  const rows = await db
    .selectFrom('sessions')
    .select([
      'session_id',
      'customer_id',
      'created_at',
      'last_seen_at',
      'expires_at',
      'ended_at',
      'end_reason',
    ])
    .where('district_id', '=', districtId)
    .where('created_at', '>=', fromMs)
    .where('created_at', '<', toMs)
    .execute();
  return rows.map((r) => ({
    session_id: r.session_id,
    customer_id: r.customer_id,
    created_at: Number(r.created_at),
    last_seen_at: Number(r.last_seen_at),
    expires_at: Number(r.expires_at),
    ended_at: r.ended_at === null ? null : Number(r.ended_at),
    end_reason: r.end_reason,
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

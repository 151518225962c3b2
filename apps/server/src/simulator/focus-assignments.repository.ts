/** Reads for the simulated teachers' focus assignments. */
import type { DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';

/** Each classroom's teacher's account, the one who assigns in the simulated district. */
export async function teacherAccountsOfClassrooms(db: DbOrTrx, districtId: number) {
  const rows = await db
    .selectFrom('classrooms as c')
    .innerJoin('customers as cu', sameTenant('cu.teacher_id', 'c.teacher_id'))
    .select(['c.classroom_id', 'cu.customer_id'])
    .where('c.district_id', '=', districtId)
    .execute();
  return new Map(rows.map((row) => [row.classroom_id, row.customer_id]));
}

/** The ids of the district's assignments already written (a later run writes only the new ones). */
export async function existingAssignmentIds(db: DbOrTrx, districtId: number) {
  const rows = await db
    .selectFrom('assignments')
    .select('assignment_id')
    .where('district_id', '=', districtId)
    .execute();
  return new Set(rows.map((row) => Number(row.assignment_id)));
}

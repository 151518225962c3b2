/** Writes of the simulated teachers' past focus assignments. */
import type { Insertable } from 'kysely';
import type { AssignmentTable, StudentAssignmentTable } from '../assignments/assignments.table.js';
import type { DbOrTrx } from '../db/database.js';

/** Each classroom's teacher's account, the one who assigns in the simulated district. */
export async function teacherAccountsOfClassrooms(db: DbOrTrx, districtId: number) {
  const rows = await db
    .selectFrom('classrooms as c')
    .innerJoin('customers as cu', (join) =>
      join.onRef('cu.district_id', '=', 'c.district_id').onRef('cu.teacher_id', '=', 'c.teacher_id'),
    )
    .select(['c.classroom_id', 'cu.customer_id'])
    .where('c.district_id', '=', districtId)
    .execute();
  return new Map(rows.map((row) => [row.classroom_id, row.customer_id]));
}

/** Inserts many assignments with their students (the simulator's history), in chunks; rows already there stay. */
export async function insertAssignmentHistory(
  trx: DbOrTrx,
  assignments: Insertable<AssignmentTable>[],
  students: Insertable<StudentAssignmentTable>[],
) {
  const tables = [
    ['assignments', assignments],
    ['student_assignments', students],
  ] as const;
  for (const [table, rows] of tables)
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + 500) as never)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
}

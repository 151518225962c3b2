import type { Db } from '../db/database.js';
import type { Roster } from './roster.types.js';
import { withTransaction } from '../db/database.js';

const CHUNK = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Writes a whole roster in one transaction: all of it or none of it. */
export async function insertRoster(db: Db, roster: Roster): Promise<void> {
  await withTransaction(
    db,
    async (trx) => {
      await trx.insertInto('districts').values(roster.district).execute();
      await insertChunked(roster.schools, (c) => trx.insertInto('schools').values(c).execute());
      await insertChunked(roster.teachers, (c) => trx.insertInto('teachers').values(c).execute());
      await insertChunked(roster.classrooms, (c) => trx.insertInto('classrooms').values(c).execute());
      await insertChunked(roster.students, (c) => trx.insertInto('students').values(c).execute());
      await insertChunked(roster.enrollments, (c) => trx.insertInto('enrollments').values(c).execute());
      await insertChunked(roster.customers, (c) => trx.insertInto('customers').values(c).execute());
      await insertChunked(roster.customers, (c) =>
        trx
          .insertInto('account_directory')
          .values(
            c.map((x) => ({
              username: x.username.toLowerCase(),
              district_id: x.district_id,
              customer_id: x.customer_id,
            })),
          )
          .execute(),
      );
      await insertChunked(roster.customerSchools, (c) =>
        trx.insertInto('customer_schools').values(c).execute(),
      );
      await insertChunked(roster.guardianStudents, (c) =>
        trx.insertInto('guardian_students').values(c).execute(),
      );
    },
    { districtId: roster.district.district_id },
  );
}

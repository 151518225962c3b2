/** Queries ingest needs besides the learning tables: districts by key, students of a district. */
import type { DbOrTrx } from '../db/database.js';

export async function findDistrictByIngestKeyHash(db: DbOrTrx, keyHash: string) {
  return db
    .selectFrom('districts')
    .select(['district_id', 'time_zone', 'ingest_key_hash'])
    .where('ingest_key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function findDistrict(db: DbOrTrx, districtId: number) {
  return db
    .selectFrom('districts')
    .select(['district_id', 'time_zone'])
    .where('district_id', '=', districtId)
    .executeTakeFirst();
}

export async function setIngestKeyHash(db: DbOrTrx, districtId: number, keyHash: string): Promise<void> {
  await db
    .updateTable('districts')
    .set({ ingest_key_hash: keyHash })
    .where('district_id', '=', districtId)
    .execute();
}

/** Which of these student ids exist in the district. */
export async function findExistingStudentIds(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < studentIds.length; i += 1000) {
    const rows = await db
      .selectFrom('students')
      .select('student_id')
      .where('district_id', '=', districtId)
      .where('student_id', 'in', studentIds.slice(i, i + 1000))
      .execute();
    for (const row of rows) found.add(row.student_id);
  }
  return found;
}

/**
 * Takes the district's row lock for this transaction ("update the parent row first", DESIGN §3), so ingests
 * of one district from several processes run one after another: PostgreSQL waits, DuckDB reports a
 * conflict that withTransaction retries.
 */
export async function lockDistrictForIngest(trx: DbOrTrx, districtId: number): Promise<void> {
  await trx
    .updateTable('districts')
    .set((eb) => ({ ingest_key_hash: eb.ref('ingest_key_hash') }))
    .where('district_id', '=', districtId)
    .execute();
}

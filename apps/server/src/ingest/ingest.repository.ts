/** Queries ingest needs besides the learning tables: districts by key, students of a district and their places. */
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

/** Where a student of the district is enrolled: classrooms and their schools (none for a student in none). */
export interface StudentPlaces {
  classroomIds: number[];
  schoolIds: number[];
}

/** The students of the district among these ids, with the classrooms they are enrolled in and their schools. */
export async function findStudentPlaces(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
): Promise<Map<number, StudentPlaces>> {
  const found = new Map<number, StudentPlaces>();
  for (let i = 0; i < studentIds.length; i += 1000) {
    const rows = await db
      .selectFrom('students as s')
      .leftJoin('enrollments as e', (join) =>
        join.onRef('e.district_id', '=', 's.district_id').onRef('e.student_id', '=', 's.student_id'),
      )
      .leftJoin('classrooms as c', (join) =>
        join.onRef('c.district_id', '=', 'e.district_id').onRef('c.classroom_id', '=', 'e.classroom_id'),
      )
      .select(['s.student_id', 'e.classroom_id', 'c.school_id'])
      .where('s.district_id', '=', districtId)
      .where('s.student_id', 'in', studentIds.slice(i, i + 1000))
      .execute();
    for (const row of rows) {
      let places = found.get(row.student_id);
      if (!places) found.set(row.student_id, (places = { classroomIds: [], schoolIds: [] }));
      if (row.classroom_id !== null) places.classroomIds.push(row.classroom_id);
      if (row.school_id !== null) places.schoolIds.push(row.school_id);
    }
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

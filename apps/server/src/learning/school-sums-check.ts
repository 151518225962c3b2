/**
 * The rebuild check of the per-school sums (learning/school-sums.ts): builds them whole again in a transaction
 * that is rolled back, and compares them row by row with what ingest kept.
 */
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db/database.js';
import { rebuildSchoolSums } from './school-sums.js';

/** The kept rows of one table, by key, as text. */
async function rowsOf(db: DbOrTrx, districtId: number): Promise<Map<string, string>> {
  const days = await sql<{ key: string; row: string }>`
    select concat_ws('|', 'school_day', school_id, cast(local_date as text)) as key,
      concat_ws(':', session_ms, extended_ms, lessons_completed, standards_grown, cast(active as text)) as row
    from school_day where district_id = ${districtId}`.execute(db);
  const starts = await sql<{ key: string; row: string }>`
    select concat_ws('|', 'school_standard_start', school_id, cast(started_date as text), cast(proficient_date as text)) as key,
      cast(standards as text) as row
    from school_standard_start where district_id = ${districtId}`.execute(db);
  const members = await sql<{ key: string; row: string }>`
    select concat_ws('|', 'school_member', school_id, student_id) as key, concat_ws(':', grade_id, bit_index) as row
    from school_member where district_id = ${districtId}`.execute(db);
  const grades = await sql<{ key: string; row: string }>`
    select concat_ws('|', 'school_grade', school_id, grade_id) as key, cast(students as text) as row
    from school_grade where district_id = ${districtId}`.execute(db);
  return new Map([...days.rows, ...starts.rows, ...members.rows, ...grades.rows].map((r) => [r.key, r.row]));
}

class RolledBack extends Error {}

/** A row whose kept and rebuilt text differ (undefined: no such row). */
export interface SumsDifference {
  key: string;
  kept: string | undefined;
  rebuilt: string | undefined;
}

/** The differences between the district's kept per-school sums and a rebuild of them (none when not built). */
export async function checkSchoolSums(db: Db, districtId: number): Promise<SumsDifference[]> {
  const built = await sql`select 1 from school_sums_roster where district_id = ${districtId}`.execute(db);
  if (built.rows.length === 0) return [];
  const kept = await rowsOf(db, districtId);
  let rebuilt = new Map<string, string>();
  await db
    .transaction()
    .execute(async (trx) => {
      await rebuildSchoolSums(trx, districtId);
      rebuilt = await rowsOf(trx, districtId);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return [...new Set([...kept.keys(), ...rebuilt.keys()])]
    .filter((key) => kept.get(key) !== rebuilt.get(key))
    .map((key) => ({ key, kept: kept.get(key), rebuilt: rebuilt.get(key) }));
}

/** Copies one district's roster and derived learning state from DuckDB into PostgreSQL for the baseline. */
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';

const BATCH = 20_000;
const TABLES = [
  'districts',
  'schools',
  'teachers',
  'classrooms',
  'students',
  'enrollments',
  'student_day',
  'student_standard',
  'student_standard_start',
] as const;
const CURRICULUM = [
  'curriculum_levels',
  'curriculum_domains',
  'curriculum_clusters',
  'curriculum_standards',
] as const;

/**
 * Copies in slices of DuckDB's rowid: every row exactly once without sorting the table for each page
 * (an ORDER BY on a non-unique prefix with OFFSET paging repeats and skips rows).
 */
async function copyRows(
  from: Db,
  to: Db,
  table: string,
  where: ReturnType<typeof sql> | null,
): Promise<number> {
  let copied = 0;
  const last = Number(
    (await sql<{ m: number | null }>`select max(rowid) as m from ${sql.table(table)}`.execute(from)).rows[0]
      ?.m ?? -1,
  );
  for (let start = 0; start <= last; start += BATCH) {
    const rows = (
      await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)} where rowid >= ${sql.lit(start)} and rowid < ${sql.lit(start + BATCH)} ${where ? sql`and ${where}` : sql``}`.execute(
        from,
      )
    ).rows;
    if (rows.length === 0) continue;
    // Chunks keep each statement under PostgreSQL's 65,535 bind parameters.
    const perStatement = Math.max(1, Math.floor(60_000 / Object.keys(rows[0]!).length));
    for (let i = 0; i < rows.length; i += perStatement) {
      await to
        .insertInto(table as 'students')
        .values(rows.slice(i, i + perStatement) as never)
        .execute();
    }
    copied += rows.length;
  }
  return copied;
}

export async function copyToPostgres(from: Db, to: Db, districtId: number): Promise<number> {
  let total = 0;
  for (const table of CURRICULUM) {
    const has = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(to);
    if (Number(has.rows[0]!.n) === 0) total += await copyRows(from, to, table, null);
  }
  for (const table of TABLES) total += await copyRows(from, to, table, sql`district_id = ${districtId}`);
  await sql`analyze`.execute(to);
  return total;
}

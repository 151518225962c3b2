/**
 * Per-school sums (ARCHITECTURE "Per-school sums", migration 028): per school and day the usage of its enrolled
 * students and who of them played, as a bit string of their indexes in the school, so that a period's active
 * students are `bit_count(bit_or(…))` over its days, each counted once; and per school the standards its students
 * started by play, counted per day started and day made proficient. School 0 is the whole district (its totals).
 *
 * Built whole from student_day, student_standard_start and the roster (`rebuildSchoolSums`); an ingest batch then
 * adds its students' changes to them (school-sums-keep.ts), in its transaction. A
 * roster write leaves them built on the old roster, which `rosterMatchesSchoolSums` tells, and the lists do not
 * read them until they are rebuilt (reports/lists/school-sums-list.ts).
 */
import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import { engineOf } from '../db/duckdb-dialect.js';
import { NOT_YET_PROFICIENT } from './row-changes.js';

/** School 0: the whole district, each student once. */
export const WHOLE_DISTRICT = 0;

/** The roster as the sums number it: distinct (school, student, grade), and (0, student, grade) for the district. */
const rosterSql = (districtId: number) => sql`
  with enrolled as (
    select distinct c.school_id, e.student_id, st.grade_id
    from classrooms c
    join enrollments e on e.district_id = c.district_id and e.classroom_id = c.classroom_id
    join students st on st.district_id = e.district_id and st.student_id = e.student_id
    where c.district_id = ${districtId}
  )
  select school_id, student_id, grade_id from enrolled
  union all
  select distinct cast(${WHOLE_DISTRICT} as integer), student_id, grade_id from enrolled`;

/** Whether the district's sums exist and were built from the roster as it stands. */
export async function rosterMatchesSchoolSums(db: DbOrTrx, districtId: number): Promise<boolean> {
  const { rows } = await sql<{ built: number; differences: number }>`
    with roster as (${rosterSql(districtId)}),
    built as (select school_id, student_id, grade_id from school_member where district_id = ${districtId})
    select (select count(*) from school_sums_roster where district_id = ${districtId}) as built,
      (select count(*) from (select * from roster except select * from built) a)
      + (select count(*) from (select * from built except select * from roster) b) as differences`.execute(
    db,
  );
  return Number(rows[0]?.built) > 0 && Number(rows[0]?.differences) === 0;
}

/** The bit string of the members of `m` who played on the days of `d`, `bits` long. */
function activeBits(db: DbOrTrx, bits: number): RawBuilder<unknown> {
  const played = sql`filter (where d.session_ms > 0 or d.lessons_completed > 0)`;
  return engineOf(db) === 'duckdb'
    ? sql`bitstring_agg(m.bit_index, 0, ${bits - 1}) ${played}`
    : sql`bit_or(set_bit(cast(repeat('0', ${bits}) as bit varying), m.bit_index, 1)) ${played}`;
}

/** Which rows a (re)computation covers: every one, or some schools' on some days (or started days). */
interface Reach {
  schoolIds: readonly number[];
  days: readonly string[];
}

const inList = (
  column: RawBuilder<unknown>,
  values: readonly (number | string)[],
  type: RawBuilder<unknown>,
) => sql`${column} in (${sql.join(values.map((v) => sql`cast(${v} as ${type})`))})`;

/** Computes the school_day rows of the reach (all when none) from the members' day rows, after deleting them. */
export async function computeSchoolDays(db: DbOrTrx, districtId: number, reach?: Reach): Promise<void> {
  const sizes = await sql<{ school_bits: number; district_bits: number }>`
    select school_bits, district_bits from school_sums_roster where district_id = ${districtId}`.execute(db);
  const size = sizes.rows[0];
  if (!size) return;
  const day = (column: RawBuilder<unknown>) => (reach ? inList(column, reach.days, sql`date`) : sql`true`);
  const schools = reach ? inList(sql`school_id`, reach.schoolIds, sql`integer`) : sql`true`;
  await sql`delete from school_day where district_id = ${districtId} and ${schools} and ${day(sql`local_date`)}`.execute(
    db,
  );
  for (const whole of [false, true]) {
    const bits = Number(whole ? size.district_bits : size.school_bits);
    const ids = reach?.schoolIds.filter((id) => (id === WHOLE_DISTRICT) === whole);
    if (bits === 0 || ids?.length === 0) continue;
    const which = ids
      ? inList(sql`m.school_id`, ids, sql`integer`)
      : whole
        ? sql`m.school_id = ${WHOLE_DISTRICT}`
        : sql`m.school_id <> ${WHOLE_DISTRICT}`;
    await sql`insert into school_day (district_id, school_id, local_date, session_ms, extended_ms, lessons_completed, standards_grown, active)
      select m.district_id, m.school_id, d.local_date, sum(d.session_ms), sum(d.extended_ms), sum(d.lessons_completed),
        sum(d.standards_grown), ${activeBits(db, bits)}
      from school_member m
      join student_day d on d.district_id = m.district_id and d.student_id = m.student_id
      where m.district_id = ${districtId} and ${which} and ${day(sql`d.local_date`)}
      group by m.district_id, m.school_id, d.local_date`.execute(db);
  }
}

/** Computes the school_standard_start rows of the reach (its days are started days; all when none). */
async function computeStandardStarts(db: DbOrTrx, districtId: number, reach?: Reach): Promise<void> {
  const schools = (column: RawBuilder<unknown>) =>
    reach ? inList(column, reach.schoolIds, sql`integer`) : sql`true`;
  const days = (column: RawBuilder<unknown>) => (reach ? inList(column, reach.days, sql`date`) : sql`true`);
  await sql`delete from school_standard_start where district_id = ${districtId} and ${schools(sql`school_id`)}
    and ${days(sql`started_date`)}`.execute(db);
  await sql`insert into school_standard_start (district_id, school_id, started_date, proficient_date, standards)
    select m.district_id, m.school_id, s.started_date, coalesce(s.proficient_date, cast(${NOT_YET_PROFICIENT} as date)), count(*)
    from school_member m
    join student_standard_start s on s.district_id = m.district_id and s.student_id = m.student_id
    where m.district_id = ${districtId} and ${schools(sql`m.school_id`)} and ${days(sql`s.started_date`)}
    group by 1, 2, 3, 4`.execute(db);
}

/**
 * Builds the district's sums whole from its roster and derived rows. Run it in a transaction that holds the
 * district's ingest lock, so that no batch changes the rows while they are summed.
 */
export async function rebuildSchoolSums(trx: DbOrTrx, districtId: number): Promise<void> {
  for (const table of [
    'school_standard_start',
    'school_day',
    'school_grade',
    'school_member',
    'school_sums_roster',
  ])
    await sql`delete from ${sql.table(table)} where district_id = ${districtId}`.execute(trx);
  await sql`insert into school_member (district_id, school_id, student_id, grade_id, bit_index)
    select ${districtId}, r.school_id, r.student_id, r.grade_id,
      cast(row_number() over (partition by r.school_id order by r.student_id) - 1 as integer)
    from (${rosterSql(districtId)}) r`.execute(trx);
  await sql`insert into school_grade (district_id, school_id, grade_id, students)
    select district_id, school_id, grade_id, count(*) from school_member where district_id = ${districtId}
    group by district_id, school_id, grade_id`.execute(trx);
  await sql`insert into school_sums_roster (district_id, school_bits, district_bits)
    select ${districtId},
      coalesce(max(case when school_id <> ${WHOLE_DISTRICT} then bit_index end), -1) + 1,
      coalesce(max(case when school_id = ${WHOLE_DISTRICT} then bit_index end), -1) + 1
    from school_member where district_id = ${districtId}`.execute(trx);
  await computeSchoolDays(trx, districtId);
  await computeStandardStarts(trx, districtId);
}

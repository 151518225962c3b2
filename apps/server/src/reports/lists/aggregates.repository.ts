/**
 * The set-based report query: per group in the caller's scope, over the period, the usage sums from
 * student_day (with the standards made proficient, summed there at ingest) and the standards progressed in from
 * student_standard_start, with the totals over every student once.
 * Both engines run the same text (Kysely's PostgreSQL compiler); dates are compared as DATE.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { placeOf } from '../../db/write-counts.js';
import { cached, cachedRows } from '../shared/report-cache.js';
import { aggregateFewStudents, isFewStudents } from './few-students.repository.js';
import { isKeptList, keptListGroups } from './kept-lists.js';
import { sumAggregates } from './report-metrics.js';
import { answeredBySchoolSums, schoolSumsQuery } from './school-sums-list.js';
import {
  gradeStandardsCte,
  membersCte,
  nameJoin,
  periodSumsCtes,
  type AggregateInput,
  type GroupAggregate,
  type GroupTotals,
} from './member-sql.js';

export type {
  AggregateInput,
  GroupAggregate,
  GroupKind,
  GroupTotals,
  MemberFilter,
  Period,
} from './member-sql.js';

const SUM_COLUMNS = [
  'session_ms',
  'extended_ms',
  'lessons_completed',
  'standards_growth',
  'standards_partial_growth',
  'standards_count',
] as const;

/**
 * The aggregate query: per student in scope their sums over the period (`per_student`, from `periodSumsCtes`),
 * then per group. With `withTotals`, a last row (is_total) sums `per_student`, so a student enrolled in two listed
 * groups counts once in the totals.
 */
export function aggregateQuery(input: AggregateInput, withTotals: boolean) {
  const { districtId, kind } = input;
  const names = nameJoin(kind, districtId);
  const groupSums = sql.join(
    SUM_COLUMNS.map((c) => sql`cast(coalesce(sum(p.${sql.ref(c)}), 0) as bigint) as ${sql.ref(c)}`),
  );
  const none = sql`cast(null as text)`;
  const totals = withTotals
    ? sql`
    union all
    select cast(null as integer) as id, ${none} as name, ${none} as first_name, ${none} as last_name, cast(null as integer) as grade,
      ${none} as city, ${none} as zip, ${none} as email_address, true as is_total,
      count(*) as count_students, cast(coalesce(sum(p.active), 0) as bigint) as count_active_students, ${groupSums}
    from per_student p`
    : sql``;
  return sql<GroupAggregate & { is_total: boolean }>`
    with ${membersCte(districtId, kind, input.scope, input.filter)},
    students_in as (select distinct student_id, grade_id from members),
    ${periodSumsCtes(input)},
    ${gradeStandardsCte(input.academicStandard)},
    per_student as (
      select s.student_id,
        case when u.session_ms > 0 or u.lessons_completed > 0 then 1 else 0 end as active,
        coalesce(u.session_ms, 0) as session_ms,
        coalesce(u.extended_ms, 0) as extended_ms,
        coalesce(u.lessons_completed, 0) as lessons_completed,
        coalesce(u.standards_growth, 0) as standards_growth,
        coalesce(pr.standards_partial_growth, 0) as standards_partial_growth,
        coalesce(gs.n, 0) as standards_count
      from students_in s
      left join usage u on u.student_id = s.student_id
      left join progressed pr on pr.student_id = s.student_id
      left join grade_standards gs on gs.grade_id = s.grade_id
    ),
    g as (
      select m.group_id, count(*) as count_students, cast(coalesce(sum(p.active), 0) as bigint) as count_active_students, ${groupSums}
      from members m
      join per_student p on p.student_id = m.student_id
      group by m.group_id
    )
    select g.group_id as id, ${names.columns}, false as is_total, g.count_students, g.count_active_students, g.session_ms, g.extended_ms,
      g.lessons_completed, g.standards_growth, g.standards_partial_growth, g.standards_count
    from g ${names.join}
    ${totals}
    order by is_total, id`;
}

/** A stored sums row as numbers; no row: zeros. */
export function totalsOf(row: GroupTotals | undefined): GroupTotals {
  return {
    count_students: Number(row?.count_students ?? 0),
    count_active_students: Number(row?.count_active_students ?? 0),
    session_ms: Number(row?.session_ms ?? 0),
    extended_ms: Number(row?.extended_ms ?? 0),
    lessons_completed: Number(row?.lessons_completed ?? 0),
    standards_growth: Number(row?.standards_growth ?? 0),
    standards_partial_growth: Number(row?.standards_partial_growth ?? 0),
    standards_count: Number(row?.standards_count ?? 0),
  };
}

const toAggregate = (row: GroupAggregate): GroupAggregate => ({
  ...row,
  id: Number(row.id),
  ...totalsOf(row),
});

/** The rows of a handful of students from the small queries, copied so that the cached rows stay untouched. */
async function fewStudentsGroups(db: DbOrTrx, input: AggregateInput): Promise<GroupAggregate[]> {
  const rows = await cached(
    db,
    input.districtId,
    `few ${JSON.stringify(input)}`,
    () => aggregateFewStudents(db, input),
    placeOf(input.filter),
  );
  return rows.map((row) => ({ ...row }));
}

/** A set-based list's rows (and totals), from the per-school sums when they answer it, else per student. */
function setBasedRows(db: DbOrTrx, input: AggregateInput, withTotals: boolean, bySchoolSums: boolean) {
  const query = bySchoolSums ? schoolSumsQuery(input, withTotals) : aggregateQuery(input, withTotals);
  return cachedRows(
    db,
    input.districtId,
    `${bySchoolSums ? 'school sums' : 'groups'}${withTotals ? '+totals' : ''} ${JSON.stringify(input)}`,
    () => query.compile(db),
    placeOf(input.filter),
  );
}

/**
 * One row per group (school, teacher, …) in scope: enrolled and active students, usage and lesson sums
 * over the period, and standards growth. Students enrolled twice in a group count once.
 */
export async function aggregateGroups(db: DbOrTrx, input: AggregateInput): Promise<GroupAggregate[]> {
  if (isFewStudents(input)) return fewStudentsGroups(db, input);
  const bySchoolSums = await answeredBySchoolSums(db, input);
  if (!bySchoolSums && isKeptList(input)) return (await keptListGroups(db, input)).groups;
  const rows = await setBasedRows(db, input, false, bySchoolSums);
  return rows.map(({ is_total: _, ...row }) => toAggregate(row));
}

/**
 * The groups of `aggregateGroups` and, from the same query, the totals over all students in scope
 * (each student once, even when enrolled in two listed groups).
 */
export async function aggregateGroupsWithTotals(
  db: DbOrTrx,
  input: AggregateInput,
): Promise<{ groups: GroupAggregate[]; totals: GroupTotals }> {
  if (isFewStudents(input)) {
    const groups = await fewStudentsGroups(db, input);
    // Every student is listed once, so the totals are the sum of the rows.
    return { groups, totals: sumAggregates(groups) };
  }
  const bySchoolSums = await answeredBySchoolSums(db, input);
  if (!bySchoolSums && isKeptList(input)) return keptListGroups(db, input);
  const rows = await setBasedRows(db, input, true, bySchoolSums);
  const groups: GroupAggregate[] = [];
  let totals: GroupTotals | undefined;
  for (const { is_total, ...row } of rows) {
    if (is_total) totals = row;
    else groups.push(toAggregate(row));
  }
  return { groups, totals: totalsOf(totals) };
}

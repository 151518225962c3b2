/**
 * SQL fragments every report query shares: the period's dates, the caller's scope and the list's filter as
 * predicates, and the members CTE of (group, student) pairs. Types of the report rows live here too.
 */
import { sql, type RawBuilder } from 'kysely';
import type { VisibleScope } from '../../policy/policy.js';
import { grownOnDaysSql, progressedInStartSql } from '../shared/standards-growth.js';

/** What the rows of a report are. */
export type GroupKind = 'district' | 'school' | 'teacher' | 'classroom' | 'grade' | 'student';

/** Narrows the classrooms (and students) a report covers, on top of the caller's scope. */
export interface MemberFilter {
  schoolId?: number;
  teacherId?: number;
  classroomId?: number;
  /** A student's grade. */
  gradeId?: number;
  studentId?: number;
}

export interface Period {
  from: string;
  to: string;
}

/** Sums of one group over a period, as stored (milliseconds, counts). */
export interface GroupAggregate {
  id: number;
  name: string;
  first_name: string | null;
  last_name: string | null;
  grade: number | null;
  city: string | null;
  zip: string | null;
  email_address: string | null;
  count_students: number;
  count_active_students: number;
  session_ms: number;
  extended_ms: number;
  lessons_completed: number;
  standards_growth: number;
  standards_partial_growth: number;
  standards_count: number;
}

export const date = (day: string) => sql`cast(${day} as date)`;

/**
 * The caller's scope as a predicate on classroom `c` and enrollment `e` (policy.visibleScope).
 * NOTE: security-critical: this is what keeps other schools' and other teachers' students out of a list.
 */
export function scopePredicate(scope: VisibleScope): RawBuilder<unknown> {
  switch (scope.kind) {
    case 'district':
      return sql`true`;
    case 'schools':
      return scope.schoolIds.length ? sql`c.school_id in (${sql.join(scope.schoolIds)})` : sql`false`;
    case 'teacher':
      return sql`c.teacher_id = ${scope.teacherId}`;
    case 'students':
      return scope.studentIds.length ? sql`e.student_id in (${sql.join(scope.studentIds)})` : sql`false`;
  }
}

export function filterPredicate(filter: MemberFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.schoolId !== undefined) parts.push(sql`c.school_id = ${filter.schoolId}`);
  if (filter.teacherId !== undefined) parts.push(sql`c.teacher_id = ${filter.teacherId}`);
  if (filter.classroomId !== undefined) parts.push(sql`c.classroom_id = ${filter.classroomId}`);
  if (filter.gradeId !== undefined) parts.push(sql`st.grade_id = ${filter.gradeId}`);
  if (filter.studentId !== undefined) parts.push(sql`e.student_id = ${filter.studentId}`);
  return sql.join(parts, sql` and `);
}

export const GROUP_KEY: Record<GroupKind, RawBuilder<unknown>> = {
  district: sql`c.district_id`,
  school: sql`c.school_id`,
  teacher: sql`c.teacher_id`,
  classroom: sql`c.classroom_id`,
  grade: sql`st.grade_id`,
  student: sql`e.student_id`,
};

/** The members CTE: (group, student) pairs of enrolled students in scope and filter. */
export function membersCte(districtId: number, kind: GroupKind, scope: VisibleScope, filter: MemberFilter) {
  return sql`members as (
    select distinct ${GROUP_KEY[kind]} as group_id, e.student_id, st.grade_id
    from classrooms c
    join enrollments e on e.district_id = c.district_id and e.classroom_id = c.classroom_id
    join students st on st.district_id = e.district_id and st.student_id = e.student_id
    where c.district_id = ${districtId} and (${scopePredicate(scope)}) and (${filterPredicate(filter)})
  )`;
}

/** Names of each kind of row: a join on `g.group_id` and the Report item columns. */
export function nameJoin(
  kind: GroupKind,
  districtId: number,
): { join: RawBuilder<unknown>; columns: RawBuilder<unknown> } {
  const none = sql`cast(null as text)`;
  switch (kind) {
    case 'district':
      return {
        join: sql`join districts n on n.district_id = g.group_id`,
        columns: sql`n.name, ${none} as first_name, ${none} as last_name, cast(null as integer) as grade, ${none} as city, ${none} as zip, ${none} as email_address`,
      };
    case 'school':
      return {
        join: sql`join schools n on n.district_id = ${districtId} and n.school_id = g.group_id`,
        columns: sql`n.name, ${none} as first_name, ${none} as last_name, cast(null as integer) as grade, n.city, n.zip, ${none} as email_address`,
      };
    case 'teacher':
      return {
        join: sql`join teachers n on n.district_id = ${districtId} and n.teacher_id = g.group_id`,
        columns: sql`n.first_name || ' ' || n.last_name as name, n.first_name, n.last_name, cast(null as integer) as grade, ${none} as city, ${none} as zip, n.email_address`,
      };
    case 'classroom':
      return {
        join: sql`join classrooms n on n.district_id = ${districtId} and n.classroom_id = g.group_id`,
        columns: sql`n.name, ${none} as first_name, ${none} as last_name, n.grade_id as grade, ${none} as city, ${none} as zip, ${none} as email_address`,
      };
    case 'grade':
      return {
        join: sql`join grades n on n.grade_id = g.group_id`,
        columns: sql`n.name, ${none} as first_name, ${none} as last_name, n.grade_id as grade, ${none} as city, ${none} as zip, ${none} as email_address`,
      };
    case 'student':
      return {
        join: sql`join students n on n.district_id = ${districtId} and n.student_id = g.group_id`,
        columns: sql`n.first_name || ' ' || n.last_name as name, n.first_name, n.last_name, n.grade_id as grade, ${none} as city, ${none} as zip, ${none} as email_address`,
      };
  }
}

/** Sums over every student in scope, each counted once (a list's totals). */
export type GroupTotals = Pick<
  GroupAggregate,
  | 'count_students'
  | 'count_active_students'
  | 'session_ms'
  | 'extended_ms'
  | 'lessons_completed'
  | 'standards_growth'
  | 'standards_partial_growth'
  | 'standards_count'
>;

export interface AggregateInput {
  districtId: number;
  academicStandard: string;
  kind: GroupKind;
  scope: VisibleScope;
  filter: MemberFilter;
  period: Period;
}

/** The `grade_standards` CTE: how many standards each grade has in the academic standard (a student's count). */
export const gradeStandardsCte = (academicStandard: string) => sql`grade_standards as (
      select l.grade_id, count(*) as n
      from curriculum_standards cs join curriculum_levels l on l.level_id = cs.level_id
      where l.academic_standard = ${academicStandard}
      group by l.grade_id
    )`;

/** Whether the input covers every enrolled student of the district (a district-wide scope, no filter). */
export const coversDistrict = (input: AggregateInput) =>
  input.scope.kind === 'district' && Object.values(input.filter).every((v) => v === undefined);

/**
 * The `usage` and `progressed` CTEs over the students of the `members` CTE: per student, the period's usage with
 * the standards play made proficient (student_day) and the standards progressed in (student_standard_start), both
 * pre-summarised at ingest (shared/standards-growth.ts). Over the whole district the period's rows are summed
 * without joining the students first (a later join drops the rest; the early join only pays off when it leaves
 * most rows out).
 */
export function periodSumsCtes(input: AggregateInput): RawBuilder<unknown> {
  const { districtId, period } = input;
  const from = date(period.from);
  const to = date(period.to);
  const inScope = coversDistrict(input)
    ? sql``
    : sql`join (select distinct student_id from members) s on s.student_id = r.student_id`;
  return sql`usage as (
      select r.student_id, sum(r.session_ms) as session_ms, sum(r.extended_ms) as extended_ms,
        sum(r.lessons_completed) as lessons_completed, ${grownOnDaysSql('r')} as standards_growth
      from student_day r ${inScope}
      where r.district_id = ${districtId} and r.local_date between ${from} and ${to}
      group by r.student_id
    ),
    progressed as (
      select r.student_id, count(*) as standards_partial_growth
      from student_standard_start r ${inScope}
      where r.district_id = ${districtId} and ${progressedInStartSql('r', from, to)}
      group by r.student_id
    )`;
}

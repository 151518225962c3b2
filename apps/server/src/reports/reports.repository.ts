/**
 * The only place report queries are built: set-based SQL over the derived learning state (student_day,
 * student_standard) joined to the roster, one query per report, filtered by the caller's visible scope.
 * Both engines run the same text (Kysely's PostgreSQL compiler); dates are compared as DATE.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import type { VisibleScope } from '../policy/policy.js';
import { ReadCache } from '../db/read-cache.js';
import { cached, cachedRows } from './report-cache.js';

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

const date = (day: string) => sql`cast(${day} as date)`;

/**
 * The caller's scope as a predicate on classroom `c` and enrollment `e` (policy.visibleScope).
 * NOTE: security-critical: this is what keeps other schools' and other teachers' students out of a list.
 */
function scopePredicate(scope: VisibleScope): RawBuilder<unknown> {
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

function filterPredicate(filter: MemberFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.schoolId !== undefined) parts.push(sql`c.school_id = ${filter.schoolId}`);
  if (filter.teacherId !== undefined) parts.push(sql`c.teacher_id = ${filter.teacherId}`);
  if (filter.classroomId !== undefined) parts.push(sql`c.classroom_id = ${filter.classroomId}`);
  if (filter.gradeId !== undefined) parts.push(sql`st.grade_id = ${filter.gradeId}`);
  if (filter.studentId !== undefined) parts.push(sql`e.student_id = ${filter.studentId}`);
  return sql.join(parts, sql` and `);
}

const GROUP_KEY: Record<GroupKind, RawBuilder<unknown>> = {
  district: sql`c.district_id`,
  school: sql`c.school_id`,
  teacher: sql`c.teacher_id`,
  classroom: sql`c.classroom_id`,
  grade: sql`st.grade_id`,
  student: sql`e.student_id`,
};

/** Names of each kind of row: a join on `g.group_id` and the Report item columns. */
function nameJoin(
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

/** The members CTE: (group, student) pairs of enrolled students in scope and filter. */
function membersCte(districtId: number, kind: GroupKind, scope: VisibleScope, filter: MemberFilter) {
  return sql`members as (
    select distinct ${GROUP_KEY[kind]} as group_id, e.student_id, st.grade_id
    from classrooms c
    join enrollments e on e.district_id = c.district_id and e.classroom_id = c.classroom_id
    join students st on st.district_id = e.district_id and st.student_id = e.student_id
    where c.district_id = ${districtId} and (${scopePredicate(scope)}) and (${filterPredicate(filter)})
  )`;
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

const SUM_COLUMNS = [
  'session_ms',
  'extended_ms',
  'lessons_completed',
  'standards_growth',
  'standards_partial_growth',
  'standards_count',
] as const;

/** Whether the input covers every enrolled student of the district (a district-wide scope, no filter). */
const coversDistrict = (input: AggregateInput) =>
  input.scope.kind === 'district' && Object.values(input.filter).every((v) => v === undefined);

/**
 * The aggregate query: per student in scope their sums over the period (`per_student`), then per group.
 * Growth reads only the student_standard rows made proficient within the period, and those started within
 * it and not proficient by its end (each a range the engine filters while scanning): no other row counts.
 * With `withTotals`, a last row (is_total) sums `per_student`, so a student enrolled in two listed groups
 * counts once in the totals. Over the whole district the period's rows are summed per student without first
 * joining the students in scope (the later left join drops the rest; the early join only pays off when it
 * leaves most rows out).
 */
function aggregateQuery(input: AggregateInput, withTotals: boolean) {
  const { districtId, kind, period } = input;
  const names = nameJoin(kind, districtId);
  const from = date(period.from);
  const to = date(period.to);
  const inScope = (alias: 'sd' | 'ss') =>
    coversDistrict(input)
      ? sql``
      : sql`join students_in s on s.student_id = ${sql.ref(`${alias}.student_id`)}`;
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
    usage as (
      select sd.student_id, sum(sd.session_ms) as session_ms, sum(sd.extended_ms) as extended_ms,
        sum(sd.lessons_completed) as lessons_completed
      from student_day sd
      ${inScope('sd')}
      where sd.district_id = ${districtId} and sd.local_date between ${from} and ${to}
      group by sd.student_id
    ),
    growth as (
      select x.student_id, sum(x.growth) as standards_growth, sum(x.partial) as standards_partial_growth
      from (
        select ss.student_id, 1 as growth, 0 as partial
        from student_standard ss
        ${inScope('ss')}
        where ss.district_id = ${districtId} and ss.proficient_date between ${from} and ${to}
        union all
        select ss.student_id, 0 as growth, 1 as partial
        from student_standard ss
        ${inScope('ss')}
        where ss.district_id = ${districtId} and ss.started_date between ${from} and ${to}
          and (ss.proficient_date is null or ss.proficient_date > ${to})
      ) x
      group by x.student_id
    ),
    grade_standards as (
      select l.grade_id, count(*) as n
      from curriculum_standards cs join curriculum_levels l on l.level_id = cs.level_id
      where l.academic_standard = ${input.academicStandard}
      group by l.grade_id
    ),
    per_student as (
      select s.student_id,
        case when u.session_ms > 0 or u.lessons_completed > 0 then 1 else 0 end as active,
        coalesce(u.session_ms, 0) as session_ms,
        coalesce(u.extended_ms, 0) as extended_ms,
        coalesce(u.lessons_completed, 0) as lessons_completed,
        coalesce(gr.standards_growth, 0) as standards_growth,
        coalesce(gr.standards_partial_growth, 0) as standards_partial_growth,
        coalesce(gs.n, 0) as standards_count
      from students_in s
      left join usage u on u.student_id = s.student_id
      left join growth gr on gr.student_id = s.student_id
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

const toAggregate = (row: GroupAggregate): GroupAggregate => ({
  ...row,
  id: Number(row.id),
  count_students: Number(row.count_students),
  count_active_students: Number(row.count_active_students),
  session_ms: Number(row.session_ms),
  extended_ms: Number(row.extended_ms),
  lessons_completed: Number(row.lessons_completed),
  standards_growth: Number(row.standards_growth),
  standards_partial_growth: Number(row.standards_partial_growth),
  standards_count: Number(row.standards_count),
});

function totalsOf(row: GroupTotals | undefined): GroupTotals {
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

/**
 * A list of a few students: a classroom's, a teacher's, a guardian's children, one student. Such a list is
 * answered by three small queries (the students; then their usage and their growth in the period, side by
 * side) instead of the set-based query: on DuckDB each stage of a query costs about a millisecond whatever
 * its size, and the set-based query has many. The figures are the same (reports.api.test.ts recomputes both
 * paths from the raw events).
 */
const isFewStudents = (input: AggregateInput) =>
  input.kind === 'student' &&
  (input.filter.classroomId !== undefined ||
    input.filter.studentId !== undefined ||
    input.filter.teacherId !== undefined ||
    input.scope.kind === 'students' ||
    input.scope.kind === 'teacher');

/**
 * Standards per grade of an academic standard: curriculum reference data, kept for a minute (dropped at
 * once when this process writes the curriculum), also when report reuse is off.
 */
const gradeStandardsCache = new ReadCache<ReadonlyMap<number, number>>({
  tables: ['curriculum_levels', 'curriculum_standards'],
  ttlMs: 60_000,
  maxEntries: 16,
});

function standardsPerGrade(db: DbOrTrx, academicStandard: string): Promise<ReadonlyMap<number, number>> {
  return gradeStandardsCache.getOrLoad(db, academicStandard, async () => {
    const rows = await sql<{ grade_id: number; n: number }>`
      select l.grade_id, count(*) as n
      from curriculum_standards cs join curriculum_levels l on l.level_id = cs.level_id
      where l.academic_standard = ${academicStandard}
      group by l.grade_id`.execute(db);
    return new Map(rows.rows.map((g) => [Number(g.grade_id), Number(g.n)]));
  });
}

async function aggregateFewStudents(db: DbOrTrx, input: AggregateInput): Promise<GroupAggregate[]> {
  const { districtId, period } = input;
  const from = date(period.from);
  const to = date(period.to);
  // A student enrolled in two classrooms in scope comes twice; the first row stands for both.
  const enrolled = (
    await sql<{ student_id: number; first_name: string; last_name: string; grade_id: number }>`
      select e.student_id, st.first_name, st.last_name, st.grade_id
      from classrooms c
      join enrollments e on e.district_id = c.district_id and e.classroom_id = c.classroom_id
      join students st on st.district_id = e.district_id and st.student_id = e.student_id
      where c.district_id = ${districtId} and (${scopePredicate(input.scope)}) and (${filterPredicate(input.filter)})`.execute(
      db,
    )
  ).rows;
  const students = [...new Map(enrolled.map((s) => [Number(s.student_id), s])).values()].sort(
    (a, b) => Number(a.student_id) - Number(b.student_id),
  );
  if (students.length === 0) return [];
  const ids = sql.join(students.map((s) => s.student_id));
  const [usage, growth, standardsOf] = await Promise.all([
    sql<{ student_id: number; session_ms: number; extended_ms: number; lessons_completed: number }>`
      select student_id, cast(sum(session_ms) as bigint) as session_ms, cast(sum(extended_ms) as bigint) as extended_ms,
        cast(sum(lessons_completed) as bigint) as lessons_completed
      from student_day
      where district_id = ${districtId} and student_id in (${ids}) and local_date between ${from} and ${to}
      group by student_id`.execute(db),
    sql<{ student_id: number; standards_growth: number; standards_partial_growth: number }>`
      select student_id,
        count(*) filter (where proficient_date between ${from} and ${to}) as standards_growth,
        count(*) filter (where started_date between ${from} and ${to} and (proficient_date is null or proficient_date > ${to})) as standards_partial_growth
      from student_standard
      where district_id = ${districtId} and student_id in (${ids})
        and (proficient_date between ${from} and ${to} or started_date between ${from} and ${to})
      group by student_id`.execute(db),
    standardsPerGrade(db, input.academicStandard),
  ]);
  const usageOf = new Map(usage.rows.map((u) => [Number(u.student_id), u]));
  const growthOf = new Map(growth.rows.map((g) => [Number(g.student_id), g]));
  return students.map((s) => {
    const id = Number(s.student_id);
    const u = usageOf.get(id);
    const g = growthOf.get(id);
    const session = Number(u?.session_ms ?? 0);
    const lessons = Number(u?.lessons_completed ?? 0);
    return {
      id,
      name: `${s.first_name} ${s.last_name}`,
      first_name: s.first_name,
      last_name: s.last_name,
      grade: Number(s.grade_id),
      city: null,
      zip: null,
      email_address: null,
      count_students: 1,
      count_active_students: session > 0 || lessons > 0 ? 1 : 0,
      session_ms: session,
      extended_ms: Number(u?.extended_ms ?? 0),
      lessons_completed: lessons,
      standards_growth: Number(g?.standards_growth ?? 0),
      standards_partial_growth: Number(g?.standards_partial_growth ?? 0),
      standards_count: standardsOf.get(Number(s.grade_id)) ?? 0,
    };
  });
}

/** Every student listed once, so the totals are the sum of the rows. */
const sumOfRows = (rows: readonly GroupTotals[]): GroupTotals =>
  totalsOf(
    rows.reduce<GroupTotals>(
      (t, r) => ({
        count_students: t.count_students + r.count_students,
        count_active_students: t.count_active_students + r.count_active_students,
        session_ms: t.session_ms + r.session_ms,
        extended_ms: t.extended_ms + r.extended_ms,
        lessons_completed: t.lessons_completed + r.lessons_completed,
        standards_growth: t.standards_growth + r.standards_growth,
        standards_partial_growth: t.standards_partial_growth + r.standards_partial_growth,
        standards_count: t.standards_count + r.standards_count,
      }),
      totalsOf(undefined),
    ),
  );

/**
 * One row per group (school, teacher, …) in scope: enrolled and active students, usage and lesson sums
 * over the period, and standards growth. Students enrolled twice in a group count once.
 */
export async function aggregateGroups(db: DbOrTrx, input: AggregateInput): Promise<GroupAggregate[]> {
  if (isFewStudents(input))
    return (await cached(db, `few ${JSON.stringify(input)}`, () => aggregateFewStudents(db, input))).map(
      (row) => ({ ...row }),
    );
  const rows = await cachedRows(db, `groups ${JSON.stringify(input)}`, () =>
    aggregateQuery(input, false).compile(db),
  );
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
    const groups = (
      await cached(db, `few ${JSON.stringify(input)}`, () => aggregateFewStudents(db, input))
    ).map((row) => ({ ...row }));
    return { groups, totals: sumOfRows(groups) };
  }
  const rows = await cachedRows(db, `groups+totals ${JSON.stringify(input)}`, () =>
    aggregateQuery(input, true).compile(db),
  );
  const groups: GroupAggregate[] = [];
  let totals: GroupTotals | undefined;
  for (const { is_total, ...row } of rows) {
    if (is_total) totals = row;
    else groups.push(toAggregate(row));
  }
  return { groups, totals: totalsOf(totals) };
}

export interface UsageBucket {
  label: string;
  session_ms: number;
  extended_ms: number;
  lessons_completed: number;
  active_students: number;
}

const BUCKET: Record<'day' | 'week' | 'month', RawBuilder<unknown>> = {
  day: sql`sd.local_date`,
  week: sql`sd.local_date - cast(extract(dow from sd.local_date) as integer)`,
  month: sql`cast(date_trunc('month', sd.local_date) as date)`,
};

/** Usage of the students in scope and filter per day, week (from Sunday) or month of the period. */
export async function usageBuckets(
  db: DbOrTrx,
  input: {
    districtId: number;
    scope: VisibleScope;
    filter: MemberFilter;
    period: Period;
    by: 'day' | 'week' | 'month';
  },
): Promise<UsageBucket[]> {
  const { districtId, period } = input;
  const query = sql<UsageBucket>`
    with ${membersCte(districtId, 'district', input.scope, input.filter)},
    students_in as (select distinct student_id from members)
    select cast(${BUCKET[input.by]} as text) as label,
      cast(sum(sd.session_ms) as bigint) as session_ms,
      cast(sum(sd.extended_ms) as bigint) as extended_ms,
      cast(sum(sd.lessons_completed) as bigint) as lessons_completed,
      count(distinct sd.student_id) filter (where sd.session_ms > 0 or sd.lessons_completed > 0) as active_students
    from student_day sd
    join students_in s on s.student_id = sd.student_id
    where sd.district_id = ${districtId} and sd.local_date between ${date(period.from)} and ${date(period.to)}
    group by 1
    order by 1`;
  const rows = await cachedRows(db, `usage ${JSON.stringify(input)}`, () => query.compile(db));
  return rows.map((row) => ({
    label: String(row.label).slice(0, 10),
    session_ms: Number(row.session_ms),
    extended_ms: Number(row.extended_ms),
    lessons_completed: Number(row.lessons_completed),
    active_students: Number(row.active_students),
  }));
}

export interface StudentStandardRow {
  standard_id: number;
  code: string;
  name: string;
  level_code: string;
  level_name: string;
  grade_id: number;
  domain_code: string;
  domain_name: string;
  domain_ordinal: number;
  percent_complete: number | null;
  proficient_date: string | null;
  started_date: string | null;
}

/** Every standard of the student's academic standard, with the student's progress where there is some. */
export async function listStudentStandards(
  db: DbOrTrx,
  input: { districtId: number; studentId: number; academicStandard: string },
): Promise<StudentStandardRow[]> {
  const query = sql<StudentStandardRow>`
    select cs.standard_id, cs.code, cs.name, l.code as level_code, l.name as level_name, l.grade_id,
      d.code as domain_code, d.name as domain_name, d.ordinal as domain_ordinal,
      ss.percent_complete, cast(ss.proficient_date as text) as proficient_date, cast(ss.started_date as text) as started_date
    from curriculum_standards cs
    join curriculum_levels l on l.level_id = cs.level_id
    join curriculum_domains d on d.domain_id = cs.domain_id
    left join student_standard ss on ss.district_id = ${input.districtId} and ss.student_id = ${input.studentId} and ss.standard_id = cs.standard_id
    where l.academic_standard = ${input.academicStandard}
    order by l.ordinal, d.ordinal, cs.ordinal`;
  return (await cachedRows(db, `standards ${JSON.stringify(input)}`, () => query.compile(db))).map((row) => ({
    ...row,
  }));
}

/** The alert a student shows (lowest ordinal), if any. */
export async function findStudentAlert(db: DbOrTrx, districtId: number, studentId: number) {
  const query = db
    .selectFrom('student_learning')
    .select(['alert_type', 'alert_ordinal'])
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId);
  const [row] = await cachedRows(db, `alert ${districtId} ${studentId}`, () => query.compile());
  return row ? { ...row } : undefined;
}

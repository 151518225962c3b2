/** The report rows of a few students (a classroom, a teacher, a guardian's children, one student). */
import { sql } from 'kysely';
import { grownOnDaysSql, progressedInStartSql } from '../shared/standards-growth.js';
import type { DbOrTrx } from '../../db/database.js';
import { ReadCache } from '../../db/read-cache.js';
import {
  date,
  filterPredicate,
  scopePredicate,
  type AggregateInput,
  type GroupAggregate,
  type GroupTotals,
  type Period,
} from './member-sql.js';

/**
 * A list of a few students: a classroom's, a teacher's, a guardian's children, one student. Such a list is
 * answered by two small queries (the students; then their usage with the standards made proficient, and the
 * standards progressed in, of the period, in one statement) instead of the set-based query: on DuckDB each stage
 * of a query costs about a millisecond whatever its size, and the set-based query has many. The figures are the same (reports.api.test.ts recomputes both
 * paths from the raw events).
 */
export const isFewStudents = (input: AggregateInput) =>
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

export function standardsPerGrade(
  db: DbOrTrx,
  academicStandard: string,
): Promise<ReadonlyMap<number, number>> {
  return gradeStandardsCache.getOrLoad(db, academicStandard, async () => {
    const rows = await sql<{ grade_id: number; n: number }>`
      select l.grade_id, count(*) as n
      from curriculum_standards cs join curriculum_levels l on l.level_id = cs.level_id
      where l.academic_standard = ${academicStandard}
      group by l.grade_id`.execute(db);
    return new Map(rows.rows.map((g) => [Number(g.grade_id), Number(g.n)]));
  });
}

/** One student's sums over a period: usage, the standards play made proficient and those progressed in. */
export interface StudentSums {
  session_ms: number;
  extended_ms: number;
  lessons_completed: number;
  standards_growth: number;
  standards_partial_growth: number;
}

/**
 * The sums over `period` of each student of `studentIds` who has any (the others have none), read by primary key.
 * Growth is pre-summarised at ingest (shared/standards-growth.ts), as the set-based query reads it.
 */
export async function sumsOfStudents(
  db: DbOrTrx,
  districtId: number,
  period: Period,
  studentIds: readonly number[],
): Promise<Map<number, StudentSums>> {
  const sums = new Map<number, StudentSums>();
  if (studentIds.length === 0) return sums;
  const from = date(period.from);
  const to = date(period.to);
  const ids = sql.join(studentIds);
  // One statement: under load each statement waits for its share of the database, whatever its size.
  const rows = await sql<StudentSums & { student_id: number }>`
    select student_id, cast(sum(session_ms) as bigint) as session_ms, cast(sum(extended_ms) as bigint) as extended_ms,
      cast(sum(lessons_completed) as bigint) as lessons_completed, cast(${grownOnDaysSql('')} as bigint) as standards_growth,
      cast(0 as bigint) as standards_partial_growth
    from student_day
    where district_id = ${districtId} and student_id in (${ids}) and local_date between ${from} and ${to}
    group by student_id
    union all
    select student_id, cast(0 as bigint), cast(0 as bigint), cast(0 as bigint), cast(0 as bigint), cast(count(*) as bigint)
    from student_standard_start
    where district_id = ${districtId} and student_id in (${ids}) and ${progressedInStartSql('', from, to)}
    group by student_id`.execute(db);
  for (const row of rows.rows) {
    const id = Number(row.student_id);
    const into = sums.get(id) ?? {
      session_ms: 0,
      extended_ms: 0,
      lessons_completed: 0,
      standards_growth: 0,
      standards_partial_growth: 0,
    };
    sums.set(id, into);
    for (const key of Object.keys(into) as (keyof StudentSums)[]) into[key] += Number(row[key]);
  }
  return sums;
}

/** A student a list of a few students shows: their enrollment in scope, name and grade. */
interface EnrolledStudent {
  student_id: number;
  first_name: string;
  last_name: string;
  grade_id: number;
}

/**
 * The students enrolled in a few-students list's scope and filter, kept a few seconds like the activity pages'
 * names: dropped by any write of this process to classrooms, enrollments or students and by those other servers
 * announce, so an ingest batch keeps it (also when report reuse is off). At preset l this read was 4.5 of a
 * classroom list's 9.5 ms of statements.
 */
const enrolledInScope = new ReadCache<readonly EnrolledStudent[]>({
  tables: ['classrooms', 'enrollments', 'students'],
  ttlMs: 5_000,
  maxEntries: 10_000,
});

function findEnrolled(db: DbOrTrx, input: AggregateInput): Promise<readonly EnrolledStudent[]> {
  const { districtId, scope, filter } = input;
  return enrolledInScope.getOrLoad(
    db,
    `${districtId} ${JSON.stringify(scope)} ${JSON.stringify(filter)}`,
    async () =>
      (
        await sql<EnrolledStudent>`
          select e.student_id, st.first_name, st.last_name, st.grade_id
          from classrooms c
          join enrollments e on e.district_id = c.district_id and e.classroom_id = c.classroom_id
          join students st on st.district_id = e.district_id and st.student_id = e.student_id
          where c.district_id = ${districtId} and (${scopePredicate(scope)}) and (${filterPredicate(filter)})`.execute(
          db,
        )
      ).rows,
    { districtId },
  );
}

export async function aggregateFewStudents(db: DbOrTrx, input: AggregateInput): Promise<GroupAggregate[]> {
  const { districtId, period } = input;
  // A student enrolled in two classrooms in scope comes twice; the first row stands for both.
  const enrolled = await findEnrolled(db, input);
  const students = [...new Map(enrolled.map((s) => [Number(s.student_id), s])).values()].sort(
    (a, b) => Number(a.student_id) - Number(b.student_id),
  );
  if (students.length === 0) return [];
  const [sums, standardsOf] = await Promise.all([
    sumsOfStudents(
      db,
      districtId,
      period,
      students.map((s) => Number(s.student_id)),
    ),
    standardsPerGrade(db, input.academicStandard),
  ]);
  return students.map((s) => {
    const id = Number(s.student_id);
    return {
      id,
      name: `${s.first_name} ${s.last_name}`,
      first_name: s.first_name,
      last_name: s.last_name,
      grade: Number(s.grade_id),
      city: null,
      zip: null,
      email_address: null,
      ...studentRow(sums.get(id), standardsOf.get(Number(s.grade_id)) ?? 0),
    };
  });
}

/** The report figures of one student from their sums (none: zeros) and their grade's standards count. */
export function studentRow(sums: StudentSums | undefined, standardsCount: number): GroupTotals {
  const session = sums?.session_ms ?? 0;
  const lessons = sums?.lessons_completed ?? 0;
  return {
    count_students: 1,
    count_active_students: session > 0 || lessons > 0 ? 1 : 0,
    session_ms: session,
    extended_ms: sums?.extended_ms ?? 0,
    lessons_completed: lessons,
    standards_growth: sums?.standards_growth ?? 0,
    standards_partial_growth: sums?.standards_partial_growth ?? 0,
    standards_count: standardsCount,
  };
}

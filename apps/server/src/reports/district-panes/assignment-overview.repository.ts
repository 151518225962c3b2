/**
 * The SQL of the assignment overview: per school in the caller's scope, the focus assignments that started in a
 * period, with their classrooms, students, and how many student assignments completed or are still active
 * (spec §4: active while ACTIVE and the student's status starts with neither COMPLETE nor REMOVED); a school
 * without any reads zeros. One query, the totals over the same rows.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import type { VisibleScope } from '../../policy/policy.js';
import {
  date,
  filterPredicate,
  scopePredicate,
  type MemberFilter,
  type Period,
} from '../lists/member-sql.js';

export interface AssignmentOverviewInput {
  districtId: number;
  scope: VisibleScope;
  filter: MemberFilter;
  period: Period;
}

export interface AssignmentCounts {
  id: number | null;
  name: string | null;
  count_classrooms: number;
  count_assignments: number;
  count_students: number;
  count_student_assignments: number;
  count_completed: number;
  count_active: number;
}

const COUNTS = sql`count(distinct x.classroom_id) as count_classrooms,
  count(distinct x.assignment_id) as count_assignments,
  count(distinct x.student_id) as count_students,
  count(x.assignment_id) as count_student_assignments,
  coalesce(sum(x.completed), 0) as count_completed,
  coalesce(sum(x.active), 0) as count_active`;

/** One row per school in scope (zeros without assignments in the period), then the totals row (id null). */
export async function readAssignmentOverview(
  db: DbOrTrx,
  input: AssignmentOverviewInput,
): Promise<AssignmentCounts[]> {
  const { districtId } = input;
  // The student assignments are `e`: the scope and filter predicates name a student as e.student_id.
  const result = await sql<AssignmentCounts & { is_total: boolean }>`
    with x as (
      select c.school_id, a.classroom_id, a.assignment_id, e.student_id,
        case when e.student_status like 'COMPLETE%' then 1 else 0 end as completed,
        case when a.status = 'ACTIVE' and (e.student_status is null or
          (e.student_status not like 'COMPLETE%' and e.student_status not like 'REMOVED%')) then 1 else 0 end as active
      from assignments a
      join classrooms c on c.district_id = a.district_id and c.classroom_id = a.classroom_id
      join student_assignments e on e.district_id = a.district_id and e.assignment_id = a.assignment_id
      join students st on st.district_id = e.district_id and st.student_id = e.student_id
      where a.district_id = ${districtId}
        and a.start_date between ${date(input.period.from)} and ${date(input.period.to)}
        and (${scopePredicate(input.scope)}) and (${filterPredicate(input.filter)})
    ),
    schools_in as (
      select distinct c.school_id
      from classrooms c
      join enrollments e on e.district_id = c.district_id and e.classroom_id = c.classroom_id
      join students st on st.district_id = e.district_id and st.student_id = e.student_id
      where c.district_id = ${districtId} and (${scopePredicate(input.scope)}) and (${filterPredicate(input.filter)})
    )
    select s.school_id as id, sc.name, false as is_total, ${COUNTS}
    from schools_in s
    join schools sc on sc.district_id = ${districtId} and sc.school_id = s.school_id
    left join x on x.school_id = s.school_id
    group by s.school_id, sc.name
    union all
    select cast(null as integer) as id, cast(null as text) as name, true as is_total, ${COUNTS}
    from x
    order by is_total, id`.execute(db);
  return result.rows.map((row) => ({
    id: row.id === null ? null : Number(row.id),
    name: row.name,
    count_classrooms: Number(row.count_classrooms),
    count_assignments: Number(row.count_assignments),
    count_students: Number(row.count_students),
    count_student_assignments: Number(row.count_student_assignments),
    count_completed: Number(row.count_completed),
    count_active: Number(row.count_active),
  }));
}

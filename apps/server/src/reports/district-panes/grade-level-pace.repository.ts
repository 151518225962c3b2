/**
 * The SQL of the grade-level pace: every student in the caller's scope with the classroom their report opens in,
 * their grade's standards, those proficient at the start of the school year (before it, or by a placement: where
 * the student started, never growth) and now, those made proficient by play this year, and their first day of play
 * this year. One query.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import type { VisibleScope } from '../../policy/policy.js';
import { date, filterPredicate, scopePredicate, type MemberFilter } from '../lists/member-sql.js';
import { grewInSql } from '../shared/standards-growth.js';

export interface PaceInput {
  districtId: number;
  academicStandard: string;
  scope: VisibleScope;
  filter: MemberFilter;
  yearStart: string;
  today: string;
}

export interface PaceRow {
  student_id: number;
  first_name: string;
  last_name: string;
  grade_id: number;
  school_id: number;
  school_name: string;
  teacher_id: number;
  classroom_id: number;
  standards_count: number;
  proficient_at_start: number;
  proficient_now: number;
  grown_this_year: number;
  first_play_date: string | null;
}

/** Students with grade-level standards to reach (K–8 of the academic standard), with their counted figures. */
export async function readGradeLevelPace(db: DbOrTrx, input: PaceInput): Promise<PaceRow[]> {
  const { districtId } = input;
  const yearStart = date(input.yearStart);
  const today = date(input.today);
  const result = await sql<PaceRow>`
    with placed as (
      select e.student_id, st.first_name, st.last_name, st.grade_id, c.school_id, c.teacher_id, c.classroom_id,
        row_number() over (partition by e.student_id order by c.classroom_id) as nth
      from classrooms c
      join enrollments e on e.district_id = c.district_id and e.classroom_id = c.classroom_id
      join students st on st.district_id = e.district_id and st.student_id = e.student_id
      where c.district_id = ${districtId} and (${scopePredicate(input.scope)}) and (${filterPredicate(input.filter)})
    ),
    students_in as (select * from placed where nth = 1),
    grade_standards as (
      select l.grade_id, cs.standard_id
      from curriculum_standards cs join curriculum_levels l on l.level_id = cs.level_id
      where l.academic_standard = ${input.academicStandard}
    ),
    grade_counts as (select grade_id, count(*) as n from grade_standards group by grade_id),
    progress as (
      select ss.student_id,
        sum(case when ss.proficient_date < ${yearStart}
          or (coalesce(ss.proficient_by_placement, false) and ss.proficient_date <= ${today}) then 1 else 0 end) as proficient_at_start,
        sum(case when ss.proficient_date <= ${today} then 1 else 0 end) as proficient_now,
        sum(case when ${grewInSql('ss', yearStart, today)} then 1 else 0 end) as grown_this_year
      from student_standard ss
      join students_in s on s.student_id = ss.student_id
      join grade_standards gs on gs.standard_id = ss.standard_id and gs.grade_id = s.grade_id
      where ss.district_id = ${districtId} and ss.proficient_date is not null
      group by ss.student_id
    ),
    first_play as (
      select sd.student_id, min(sd.local_date) as first_play_date
      from student_day sd
      join students_in s on s.student_id = sd.student_id
      where sd.district_id = ${districtId} and sd.local_date between ${yearStart} and ${today}
        and (sd.lessons_completed > 0 or sd.session_ms > 0)
      group by sd.student_id
    )
    select s.student_id, s.first_name, s.last_name, s.grade_id, s.school_id, sc.name as school_name,
      s.teacher_id, s.classroom_id, gc.n as standards_count,
      coalesce(p.proficient_at_start, 0) as proficient_at_start,
      coalesce(p.proficient_now, 0) as proficient_now,
      coalesce(p.grown_this_year, 0) as grown_this_year,
      cast(f.first_play_date as text) as first_play_date
    from students_in s
    join grade_counts gc on gc.grade_id = s.grade_id
    join schools sc on sc.district_id = ${districtId} and sc.school_id = s.school_id
    left join progress p on p.student_id = s.student_id
    left join first_play f on f.student_id = s.student_id
    order by s.student_id`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    student_id: Number(row.student_id),
    grade_id: Number(row.grade_id),
    school_id: Number(row.school_id),
    teacher_id: Number(row.teacher_id),
    classroom_id: Number(row.classroom_id),
    standards_count: Number(row.standards_count),
    proficient_at_start: Number(row.proficient_at_start),
    proficient_now: Number(row.proficient_now),
    grown_this_year: Number(row.grown_this_year),
  }));
}

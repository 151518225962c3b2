/**
 * The grade-level pace of every student in the caller's scope this school year (standards proficiency, progress,
 * predictive insights and the district progress indicator read it): each student's projection, and per school
 * and per grade how many reached grade level, are on pace or off pace.
 */
import {
  localDay,
  schoolYearEnd,
  schoolYearOf,
  schoolYearStart,
  type GradeLevelPaceQuery,
  type GradeLevelPaceResponse,
  type PaceGroup,
  type PaceStudent,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { visibleScope } from '../../policy/policy.js';
import { readGradeLevelPace } from './grade-level-pace.repository.js';
import { projectPace } from './pace-projection.js';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
const mean = (values: readonly number[]) =>
  values.length ? Math.round(values.reduce((sum, v) => sum + v, 0) / values.length) : 0;

/** One group's counts and average percents over its students. */
function groupOf(id: number, name: string, students: readonly PaceStudent[]): PaceGroup {
  const count = (status: PaceStudent['status']) => students.filter((s) => s.status === status).length;
  const reached = count('reached');
  const onPace = count('on_pace');
  return {
    id,
    name,
    count_students: students.length,
    count_reached: reached,
    count_on_pace: onPace,
    count_off_pace: count('off_pace'),
    percent_on_pace: percent(reached + onPace, students.length),
    average_percent_at_start: mean(students.map((s) => percent(s.proficient_at_start, s.standards_count))),
    average_percent_now: mean(students.map((s) => percent(s.proficient_now, s.standards_count))),
    average_projected_percent: mean(students.map((s) => s.projected_percent)),
    grown_this_year: students.reduce((sum, s) => sum + s.grown_this_year, 0),
  };
}

/** Groups of the students by a key, in key order. */
function groupsBy(
  students: readonly PaceStudent[],
  keyOf: (s: PaceStudent) => number,
  nameOf: (s: PaceStudent) => string,
): PaceGroup[] {
  const byKey = new Map<number, PaceStudent[]>();
  for (const student of students) {
    const members = byKey.get(keyOf(student));
    if (members) members.push(student);
    else byKey.set(keyOf(student), [student]);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => a - b)
    .map(([key, members]) => groupOf(key, nameOf(members[0]!), members));
}

export async function getGradeLevelPace(
  db: DbOrTrx,
  actor: Actor,
  query: GradeLevelPaceQuery,
  now = Date.now(),
): Promise<GradeLevelPaceResponse> {
  const today = localDay(now, actor.district.timeZone);
  const year = schoolYearOf(today);
  const days = { today, yearEnd: schoolYearEnd(year) };
  const rows = await readGradeLevelPace(db, {
    districtId: actor.districtId,
    academicStandard: actor.district.academicStandard,
    scope: visibleScope(actor),
    filter: { schoolId: query.school_id, gradeId: query.grade_id },
    yearStart: schoolYearStart(year),
    today,
  });
  const students: PaceStudent[] = rows.map((row) => {
    const projection = projectPace(
      {
        standardsCount: row.standards_count,
        proficientNow: row.proficient_now,
        grownThisYear: row.grown_this_year,
        firstPlayDate: row.first_play_date,
      },
      days,
    );
    return {
      id: row.student_id,
      first_name: row.first_name,
      last_name: row.last_name,
      grade: row.grade_id,
      school_id: row.school_id,
      school_name: row.school_name,
      teacher_id: row.teacher_id,
      classroom_id: row.classroom_id,
      standards_count: row.standards_count,
      proficient_at_start: row.proficient_at_start,
      proficient_now: row.proficient_now,
      grown_this_year: row.grown_this_year,
      first_play_date: row.first_play_date,
      pace_per_week: projection.pacePerWeek,
      projected: projection.projected,
      projected_percent: projection.projectedPercent,
      status: projection.status,
    };
  });
  return {
    data: {
      students,
      schools: groupsBy(
        students,
        (s) => s.school_id,
        (s) => s.school_name,
      ),
      grades: groupsBy(
        students,
        (s) => s.grade,
        (s) => String(s.grade),
      ),
    },
    report_dates: { from_date: schoolYearStart(year), to_date: today },
    school_year_end: days.yearEnd,
    links: { next_page: null },
    errors: [],
  };
}

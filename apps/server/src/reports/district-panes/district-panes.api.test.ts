/**
 * The district-wide panes' own routes over hand-made data: the grade-level pace of a student placed on three
 * standards of their grade before the school year and who completed two more by play this year (first played a
 * month ago), each school's and grade's counts over exactly the students the caller may see; the assignment
 * overview of an assignment made today; teachers refused; a bad timeframe is a 400.
 */
import {
  addDays,
  EVENT_CODES,
  localDay,
  schoolYearEnd,
  schoolYearOf,
  type ActivityRecord,
  type GradeLevelPaceResponse,
  type PaceStudent,
} from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { assignAsTeacher } from '../../testing/assign-as-teacher.js';
import { daysAgoRecords, ingestHandWritten, lessonPlayOf, slotsOf } from '../../testing/learning-fixture.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { TZ } from '../standards/standards-fixture.js';
import { projectPace } from './pace-projection.js';

const record = daysAgoRecords('pace', TZ);
const play = lessonPlayOf(record);
const today = localDay(Date.now(), TZ);
let grade: number;
let gradeStandards: number;

/** Standards of a grade that are neither sub-standards nor have any: their lessons teach them alone. */
function leafStandardsOf(gradeId: number) {
  const catalogue = getCatalogue();
  const levelIds = new Set(catalogue.levels.filter((l) => l.grade_id === gradeId).map((l) => l.level_id));
  const inGrade = catalogue.standards.filter((s) => levelIds.has(s.level_id));
  const parents = new Set(inGrade.map((s) => s.parent_standard_id));
  return {
    count: inGrade.length,
    leaves: inGrade.filter((s) => s.parent_standard_id === null && !parents.has(s.standard_id)),
  };
}

const server = useTestServer({
  signIn: ['districtAdmin', 'schoolAdmin', 'teacher'],
  prepare: async () => {
    const student = server.home.ids.ownStudentId;
    const row = await server.database.db
      .selectFrom('students')
      .select('grade_id')
      .where('district_id', '=', server.home.districtId)
      .where('student_id', '=', student)
      .executeTakeFirstOrThrow();
    grade = row.grade_id;
    const { count, leaves } = leafStandardsOf(grade);
    gradeStandards = count;
    const [placed1, placed2, placed3, grown1, grown2, placedThisYear] = leaves;
    // Placed before this school year began (July 1): proficient at the start, never growth.
    const daysToLastYear = Math.round(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${schoolYearOf(today)}-06-20T00:00:00Z`)) / 86_400_000,
    );
    const records: ActivityRecord[] = [placed1, placed2, placed3].map((s) =>
      record(student, daysToLastYear, 10, {
        event_code: EVENT_CODES.PLACEMENT,
        lesson_passed: true,
        standard_id: s!.standard_id,
      }),
    );
    // Placed this year, 25 days ago: also where the student started the year, not growth.
    records.push(
      record(student, 25, 10, {
        event_code: EVENT_CODES.PLACEMENT,
        lesson_passed: true,
        standard_id: placedThisYear!.standard_id,
      }),
    );
    // First play of the year 30 days ago (a failed lesson), then two standards completed 20 days ago.
    records.push(play(student, 30, 10, slotsOf(grown1!.code)[0]!, false));
    for (const standard of [grown1!, grown2!])
      slotsOf(standard.code).forEach((slot, i) =>
        records.push(play(student, 20, 9 + Math.floor(i / 4), slot, true)),
      );
    await ingestHandWritten(server.database, server.home.districtId, records);
  },
});

const paceUrl = () => `/r/districts/${server.home.districtId}/grade-level-pace`;

describe('GET /r/districts/{id}/grade-level-pace', () => {
  it("projects the student's pace from their first lesson of the year to the year's last day", async () => {
    const response = await server.getAs(paceUrl(), 'districtAdmin');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as GradeLevelPaceResponse;
    expect(body.report_dates).toEqual({ from_date: `${schoolYearOf(today)}-07-01`, to_date: today });
    expect(body.school_year_end).toBe(schoolYearEnd(schoolYearOf(today)));
    const student = body.data.students.find((s) => s.id === server.home.ids.ownStudentId)!;
    const firstPlay = addDays(today, -30);
    expect(student).toMatchObject({
      grade,
      school_id: server.home.ids.ownSchoolId,
      teacher_id: server.home.ids.ownTeacherId,
      classroom_id: server.home.ids.ownClassroomId,
      standards_count: gradeStandards,
      proficient_at_start: 4,
      proficient_now: 6,
      grown_this_year: 2,
      first_play_date: firstPlay,
    });
    const expected = projectPace(
      { standardsCount: gradeStandards, proficientNow: 6, grownThisYear: 2, firstPlayDate: firstPlay },
      { today, yearEnd: body.school_year_end },
    );
    // Two standards over 31 days: 0.45 a week.
    expect(student.pace_per_week).toBe(0.45);
    expect(student).toMatchObject({
      projected: expected.projected,
      projected_percent: expected.projectedPercent,
      status: expected.status,
    });
  });

  it('counts each school and grade over the students listed, once each', async () => {
    const body = (await server.getAs(paceUrl(), 'districtAdmin')).json() as GradeLevelPaceResponse;
    const { students, schools, grades } = body.data;
    expect(new Set(students.map((s) => s.id)).size).toBe(students.length);
    for (const groups of [schools, grades]) {
      expect(groups.reduce((sum, g) => sum + g.count_students, 0)).toBe(students.length);
      for (const g of groups)
        expect(g.count_reached + g.count_on_pace + g.count_off_pace, g.name).toBe(g.count_students);
    }
    const own = schools.find((s) => s.id === server.home.ids.ownSchoolId)!;
    const ownStudents = students.filter((s: PaceStudent) => s.school_id === own.id);
    expect(own.count_students).toBe(ownStudents.length);
    expect(own.grown_this_year).toBe(ownStudents.reduce((sum, s) => sum + s.grown_this_year, 0));
    expect(schools.map((s) => s.id)).toContain(server.home.ids.otherSchoolId);
  });

  it("gives a school admin their own schools' students only, and refuses teachers", async () => {
    const body = (await server.getAs(paceUrl(), 'schoolAdmin')).json() as GradeLevelPaceResponse;
    expect(body.data.students.length).toBeGreaterThan(0);
    expect(new Set(body.data.students.map((s) => s.school_id))).toEqual(
      new Set([server.home.ids.ownSchoolId]),
    );
    expect((await server.getAs(paceUrl(), 'teacher')).statusCode).toBe(403);
  });

  it('filters by school', async () => {
    const url = `${paceUrl()}?school_id=${server.home.ids.otherSchoolId}`;
    const body = (await server.getAs(url, 'districtAdmin')).json() as GradeLevelPaceResponse;
    expect(body.data.schools.map((s) => s.id)).toEqual([server.home.ids.otherSchoolId]);
  });
});

describe('GET /r/districts/{id}/assignments/overview', () => {
  const url = () => `/r/districts/${server.home.districtId}/assignments/overview?timeframe=7d`;

  it("counts an assignment made today in its school's row and the totals", async () => {
    const before = (await server.getAs(url(), 'districtAdmin')).json();
    await assignAsTeacher(server, {
      code: leafStandardsOf(grade).leaves[6]!.code,
      type: 'GOAL',
      start: today,
      end: addDays(today, 14),
      studentIds: [server.home.ids.ownStudentId],
    });
    const response = await server.getAs(url(), 'districtAdmin');
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json();
    expect(after.totals.count_assignments).toBe(before.totals.count_assignments + 1);
    expect(after.totals.count_active).toBe(before.totals.count_active + 1);
    const own = after.data.find((row: { id: number }) => row.id === server.home.ids.ownSchoolId);
    // Classrooms assigning: of the school's classrooms, only the one whose teacher started an assignment.
    const { roster, ids } = server.home;
    expect(roster.classrooms.filter((c) => c.school_id === ids.ownSchoolId).length).toBeGreaterThan(1);
    expect(own).toMatchObject({ count_classrooms: 1, count_students: 1, count_completed: 0 });
  });

  it('refuses teachers and answers a bad timeframe with a 400', async () => {
    expect((await server.getAs(url(), 'teacher')).statusCode).toBe(403);
    const bad = await server.getAs(url().replace('7d', 'soon'), 'districtAdmin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apiError.message).toMatch(/timeframe/);
  });
});

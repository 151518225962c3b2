/**
 * The district's schools (spec §9), for the district admin: the bubble graph with one point per school (weekly
 * usage in ms, percent growth, active students) over the current school year by default, another timeframe or
 * one grade, without weekly averages over 7 days; and a school's classrooms with their grade and teacher, which
 * the school's own admin may read too. Expected figures come from the district charts fixture's usage oracle.
 */
import { granularityFor, parseTimeframe, schoolYearOf } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { today, useDistrictChartsFixture } from './district-charts-fixture.js';

const { server, get, base, figuresOf, studentsOf, gradeOf } = useDistrictChartsFixture();

describe('GET /r/districts/{id}/schools/bubblegraph', () => {
  /** One point per school, from the raw events, over a timeframe. */
  const expectedPoints = (code: string) =>
    server.home.roster.schools
      .map((s) => {
        const f = figuresOf(
          studentsOf((c) => c.school_id === s.school_id),
          code,
        );
        return {
          id: s.school_id,
          name: s.name,
          average_weekly_session_time: f.average_weekly_session_time,
          percent_growth: f.percent_growth,
          count_active_students: f.count_active_students,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));

  it('one point per school with weekly usage (ms), percent growth and active students, for the current school year by default', async () => {
    const response = await get(`${base()}/schools/bubblegraph`, 'districtAdmin');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // Spec §9: district performance shows the current school year, by month.
    const tf = parseTimeframe('0y', today);
    expect(tf.from).toBe(`${schoolYearOf(today)}-07-01`);
    expect(body.report_dates).toEqual({ from_date: tf.from, to_date: tf.to });
    expect(body.granularity).toBe(granularityFor(tf.days));
    expect(body.data).toEqual(expectedPoints('0y'));
    expect(body.totals.count_active_students).toBe(
      figuresOf(
        studentsOf(() => true),
        '0y',
      ).count_active_students,
    );
    const month = await get(`${base()}/schools/bubblegraph?timeframe=30d`, 'districtAdmin');
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().report_dates).toEqual({
      from_date: parseTimeframe('30d', today).from,
      to_date: today,
    });
    const expected = expectedPoints('30d');
    expect(month.json().data).toEqual(expected);
    // The hand-written events put the schools at different places.
    expect(new Set(expected.map((p) => p.average_weekly_session_time)).size).toBe(3);
    expect(expected.some((p) => (p.percent_growth ?? 0) > 0)).toBe(true);
  });

  it('filters by grade, and shows no weekly averages over 7 days', async () => {
    const grade = gradeOf(server.home.ids.ownStudentId);
    const byGrade = await get(
      `${base()}/schools/bubblegraph?grade_id=${grade}&timeframe=60d`,
      'districtAdmin',
    );
    expect(byGrade.statusCode, byGrade.body).toBe(200);
    for (const point of byGrade.json().data) {
      const f = figuresOf(
        studentsOf((c) => c.school_id === point.id).filter((id) => gradeOf(id) === grade),
        '60d',
      );
      expect(point).toMatchObject({
        average_weekly_session_time: f.average_weekly_session_time,
        percent_growth: f.percent_growth,
        count_active_students: f.count_active_students,
      });
    }
    const week = await get(`${base()}/schools/bubblegraph?timeframe=7d`, 'districtAdmin');
    expect(
      week
        .json()
        .data.every(
          (p: { average_weekly_session_time: number | null }) => p.average_weekly_session_time === null,
        ),
    ).toBe(true);
    expect(week.json().data.map((p: { count_active_students: number }) => p.count_active_students)).toEqual(
      week.json().data.map(
        (p: { id: number }) =>
          figuresOf(
            studentsOf((c) => c.school_id === p.id),
            '7d',
          ).count_active_students,
      ),
    );
  });

  it('is for the district admin only', async () => {
    for (const role of ['schoolAdmin', 'teacher', 'guardian'] as const)
      expect((await get(`${base()}/schools/bubblegraph`, role)).statusCode, role).toBe(403);
  });
});

describe('GET /r/districts/{id}/schools/{schoolId}/classroom-teachers', () => {
  it("lists the school's classrooms with grade and teacher, for the district admin and the school's admin", async () => {
    const { roster, ids } = server.home;
    for (const schoolId of [ids.ownSchoolId, ids.otherSchoolId]) {
      const response = await get(`${base()}/schools/${schoolId}/classroom-teachers`, 'districtAdmin');
      expect(response.statusCode, response.body).toBe(200);
      const expected = roster.classrooms
        .filter((c) => c.school_id === schoolId)
        .map((c) => {
          const t = roster.teachers.find((x) => x.teacher_id === c.teacher_id)!;
          return {
            classroom_id: c.classroom_id,
            classroom_name: c.name,
            grade: c.grade_id,
            teachers: [{ id: t.teacher_id, first_name: t.first_name, last_name: t.last_name }],
          };
        })
        .sort(
          (a, b) =>
            a.grade - b.grade ||
            (a.classroom_name < b.classroom_name
              ? -1
              : a.classroom_name > b.classroom_name
                ? 1
                : a.classroom_id - b.classroom_id),
        );
      expect(expected.length).toBeGreaterThan(2);
      expect(response.json().data).toEqual(expected);
    }
    const admin = await get(`${base()}/schools/${ids.ownSchoolId}/classroom-teachers`, 'schoolAdmin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.length).toBe(
      roster.classrooms.filter((c) => c.school_id === ids.ownSchoolId).length,
    );
    expect(
      (await get(`${base()}/schools/${ids.otherSchoolId}/classroom-teachers`, 'schoolAdmin')).statusCode,
    ).toBe(403);
    expect((await get(`${base()}/schools/${ids.ownSchoolId}/classroom-teachers`, 'teacher')).statusCode).toBe(
      403,
    );
    expect((await get(`${base()}/schools/999999/classroom-teachers`, 'districtAdmin')).statusCode).toBe(403);
  });
});

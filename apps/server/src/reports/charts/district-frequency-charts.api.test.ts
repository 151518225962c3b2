/**
 * The district's frequency graphs (spec §9): schools and teachers distributed by each metric into fixed
 * buckets, those without a value counted apart; teachers filtered by school and grade over the last 30 days by
 * default; a school admin counting only their own school, teachers and guardians refused; an unknown metric or
 * timeframe a 400 naming the parameter. Expected figures come from the district charts fixture's usage oracle.
 */
import { parseTimeframe } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import {
  EDGES,
  expectedDistribution,
  METRICS,
  today,
  UNIT,
  useDistrictChartsFixture,
  type Classroom,
} from './district-charts-fixture.js';

const { server, get, base, figuresOf, studentsOf, gradeOf, middleStudentId } = useDistrictChartsFixture();

describe('GET /r/districts/{id}/schools/frequency and /teachers/frequency', () => {
  it('distributes the schools by each metric into the fixed buckets, items without a value counted apart', async () => {
    for (const metric of METRICS) {
      const response = await get(`${base()}/schools/frequency?metric=${metric}`, 'districtAdmin');
      expect(response.statusCode, response.body).toBe(200);
      // By default the current school year, like the bubble graph beside it (spec §9).
      const tf = parseTimeframe('0y', today);
      expect(response.json().report_dates).toEqual({ from_date: tf.from, to_date: tf.to });
      const data = response.json().data;
      const items = server.home.roster.schools.map((s) =>
        figuresOf(
          studentsOf((c) => c.school_id === s.school_id),
          '0y',
        ),
      );
      const expected = expectedDistribution(items, metric);
      expect(data.metric).toBe(metric);
      expect(data.unit).toBe(UNIT[metric]);
      expect(data.buckets.map((b: { from: number }) => b.from)).toEqual(EDGES[UNIT[metric]]);
      expect(data.buckets.map((b: { count: number }) => b.count)).toEqual(expected.counts);
      expect(data.no_data_count).toBe(expected.noData);
      expect(
        data.buckets.reduce((n: number, b: { count: number }) => n + b.count, 0) + data.no_data_count,
      ).toBe(server.home.roster.schools.length);
    }
    const usage = (await get(`${base()}/schools/frequency?timeframe=30d`, 'districtAdmin')).json().data;
    expect(usage.metric).toBe('average_weekly_session_time');
    expect(usage.buckets.at(-1)).toMatchObject({ label: '60+', from: 60, to: null });
    expect(usage.buckets.filter((b: { count: number }) => b.count > 0).length).toBeGreaterThan(1);
  });

  it('distributes teachers, filtered by school and grade; teachers without active students have no usage value', async () => {
    const { roster, ids } = server.home;
    const cases: { query: string; keep: (c: Classroom) => boolean; studentKeep?: (id: number) => boolean }[] =
      [
        { query: '', keep: () => true },
        { query: `school_id=${ids.ownSchoolId}`, keep: (c) => c.school_id === ids.ownSchoolId },
        {
          query: `grade_id=${gradeOf(middleStudentId())}`,
          keep: () => true,
          studentKeep: (id) => gradeOf(id) === gradeOf(middleStudentId()),
        },
      ];
    for (const { query, keep, studentKeep } of cases) {
      for (const metric of METRICS) {
        const response = await get(
          `${base()}/teachers/frequency?metric=${metric}&timeframe=30d&${query}`,
          'districtAdmin',
        );
        expect(response.statusCode, response.body).toBe(200);
        const teacherIds = [...new Set(roster.classrooms.filter(keep).map((c) => c.teacher_id))];
        const items = teacherIds
          .map((t) =>
            studentsOf((c) => keep(c) && c.teacher_id === t).filter((id) => !studentKeep || studentKeep(id)),
          )
          .filter((students) => students.length > 0)
          .map((students) => figuresOf(students, '30d'));
        const expected = expectedDistribution(items, metric);
        const data = response.json().data;
        expect(
          data.buckets.map((b: { count: number }) => b.count),
          `${query} ${metric}`,
        ).toEqual(expected.counts);
        expect(data.no_data_count, `${query} ${metric}`).toBe(expected.noData);
      }
    }
    // Teachers are distributed over the lists' default period, the last 30 days.
    const byDefault = (await get(`${base()}/teachers/frequency`, 'districtAdmin')).json();
    const tf = parseTimeframe('30d', today);
    expect(byDefault.report_dates).toEqual({ from_date: tf.from, to_date: tf.to });
    const all = byDefault.data;
    expect(all.no_data_count).toBeGreaterThan(0);
    expect(all.buckets.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBeGreaterThan(0);
  });

  it('a school admin counts only their school; teachers and guardians are refused', async () => {
    const school = (
      await get(`${base()}/schools/frequency?metric=percent_growth&timeframe=30d`, 'schoolAdmin')
    ).json().data;
    const own = figuresOf(
      studentsOf((c) => c.school_id === server.home.ids.ownSchoolId),
      '30d',
    );
    expect(school.buckets.map((b: { count: number }) => b.count)).toEqual(
      expectedDistribution([own], 'percent_growth').counts,
    );
    const teachers = (await get(`${base()}/teachers/frequency`, 'schoolAdmin')).json().data;
    const ownTeachers = new Set(
      server.home.roster.classrooms
        .filter((c) => c.school_id === server.home.ids.ownSchoolId)
        .map((c) => c.teacher_id),
    );
    expect(
      teachers.buckets.reduce((n: number, b: { count: number }) => n + b.count, 0) + teachers.no_data_count,
    ).toBe(ownTeachers.size);
    for (const role of ['teacher', 'guardian'] as const) {
      expect((await get(`${base()}/schools/frequency`, role)).statusCode).toBe(403);
      expect((await get(`${base()}/teachers/frequency`, role)).statusCode).toBe(403);
    }
  });

  it('an unknown metric or timeframe is a 400 naming the parameter', async () => {
    for (const [path, field] of [
      ['schools/frequency?metric=password', 'metric'],
      ['teachers/frequency?metric=status', 'metric'],
      ['teachers/frequency?school_id=abc', 'school_id'],
      ['schools/bubblegraph?grade_id=x', 'grade_id'],
      ['schools/bubblegraph?timeframe=13x', 'timeframe'],
    ] as const) {
      const response = await get(`${base()}/${path}`, 'districtAdmin');
      expect(response.statusCode, path).toBe(400);
      expect(response.json().apiError.message, path).toMatch(
        field === 'timeframe' ? /timeframe|13x/i : new RegExp(field),
      );
    }
  });
});

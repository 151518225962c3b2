import { addDays, parseTimeframe } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { login } from '../../testing/test-server.js';
import { setGrowthAsPercentage } from '../../testing/use-test-server.js';
import { completedStandard, expectedMetrics } from '../../testing/usage-oracle.js';
import { useUsageListServer } from './usage-list-server.js';

const fixture = useUsageListServer();
const { server, today } = fixture;
const get = server.getAs;
const base = () => `/r/districts/${server.home.districtId}`;
const classroomList = (code: string) =>
  `${base()}/students?classroom_id=${server.home.ids.ownClassroomId}&timeframe=${code}`;
const classroomStudents = () => fixture.oracle.studentsWhere((c) => c === server.home.ids.ownClassroomId);

describe('the students list and the student overview recompute from the raw events', () => {
  it('GET /r/districts/{id}/students?classroom_id=: one row per student; a guardian sees only their child', async () => {
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher'] as const) {
      for (const code of ['0w', '7d', '30d']) {
        const response = await get(classroomList(code), role);
        expect(response.statusCode, response.body).toBe(200);
        const tf = parseTimeframe(code, today);
        const data = response.json().data;
        expect(data.length).toBe(classroomStudents().length);
        for (const row of data)
          expect(row).toMatchObject(
            expectedMetrics(fixture.oracle.expectedFor([row.id], tf.from, tf.to), code, today),
          );
        const names = data.map((r: { first_name: string }) => r.first_name);
        expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      }
    }
    const guardian = await get(`${base()}/students`, 'guardian');
    expect(guardian.json().data.map((r: { id: number }) => r.id)).toEqual([server.home.ids.ownStudentId]);
    const teacherOther = await get(
      `${base()}/students?classroom_id=${server.home.ids.otherSchoolClassroomId}`,
      'teacher',
    );
    expect(teacherOther.json().data).toEqual([]);
  });

  it('percent growth is a number for a customer reading fractions: the classroom Performance graph has points (30, 60, 90 days)', async () => {
    const { ids } = server.home;
    // The teacher reads fractions too for this test: the Performance pane is theirs.
    await setGrowthAsPercentage(server, ['teacher'], false);
    const teacher = await login(server.app, server.home.logins.teacher);
    try {
      for (const code of ['30d', '60d', '90d']) {
        const tf = parseTimeframe(code, today);
        for (const cookie of [server.cookies.schoolAdmin, teacher]) {
          const response = await server.app.inject({
            method: 'GET',
            url: classroomList(code),
            headers: { cookie },
          });
          expect(response.statusCode, response.body).toBe(200);
          const rows: { id: number; percent_growth: number | null }[] = response.json().data;
          for (const row of rows) {
            const expected = expectedMetrics(
              fixture.oracle.expectedFor([row.id], tf.from, tf.to),
              code,
              today,
            );
            expect(expected.percent_growth).not.toBeNull();
            expect(row.percent_growth, `${code} student ${row.id}`).toBe(expected.percent_growth);
          }
          // The student who completed a standard shows growth above zero: a point off the axis.
          expect(rows.find((r) => r.id === ids.ownStudentId)!.percent_growth).toBeGreaterThan(0);
          const totals = response.json().totals;
          expect(totals.percent_growth).toBe(
            expectedMetrics(fixture.oracle.expectedFor(classroomStudents(), tf.from, tf.to), code, today)
              .percent_growth,
          );
        }
      }
    } finally {
      await setGrowthAsPercentage(server, ['teacher'], true);
    }
  });

  it('the students list defaults to this week (0w, spec §9) sorted by first name', async () => {
    const response = await get(
      `${base()}/students?classroom_id=${server.home.ids.ownClassroomId}`,
      'teacher',
    );
    expect(response.statusCode, response.body).toBe(200);
    const tf = parseTimeframe('0w', today);
    const body = response.json();
    expect(body.report_dates).toEqual({ from_date: tf.from, to_date: tf.to });
    expect(body.show_averages).toBe(false);
    for (const row of body.data)
      expect(row).toMatchObject(
        expectedMetrics(fixture.oracle.expectedFor([row.id], tf.from, tf.to), '0w', today),
      );
  });

  it('GET student overview, usage and highlights: each role that may see the student', async () => {
    const id = server.home.ids.ownStudentId;
    const tf = parseTimeframe('30d', today);
    const expected = expectedMetrics(fixture.oracle.expectedFor([id], tf.from, tf.to), '30d', today);
    expect(expected.percent_growth).toBeGreaterThan(0);
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] as const) {
      const overview = await get(`${base()}/students/${id}/overview?timeframe=30d`, role);
      expect(overview.statusCode, `${role} ${overview.body}`).toBe(200);
      const body = overview.json().data;
      expect(body.summary, role).toMatchObject(expected);
      expect(body.standards_growth_names).toContain(completedStandard.code);
      const completedTotal = body.levels_completion.reduce(
        (n: number, l: { standards_completed: number }) => n + l.standards_completed,
        0,
      );
      expect(completedTotal).toBe(
        [...fixture.oracle.standardsOf(id).values()].filter((s) => s.proficient).length,
      );
      const usage = await get(`${base()}/students/${id}/usage?timeframe=7d`, role);
      expect(usage.statusCode, usage.body).toBe(200);
      expect(
        usage.json().data.reduce((n: number, r: { num_students: number }) => n + r.num_students, 0),
      ).toBe(
        new Set(
          fixture.records
            .filter(
              (r) =>
                r.student_id === id &&
                r.event_code === 110 &&
                fixture.oracle.dayOf(r.timestamp) >= addDays(today, -6),
            )
            .map((r) => fixture.oracle.dayOf(r.timestamp)),
        ).size,
      );
      const highlights = await get(`${base()}/students/${id}/highlights?days=30`, role);
      expect(highlights.statusCode, highlights.body).toBe(200);
      expect(highlights.json().data).toMatchObject({
        count_lessons_completed: expected.count_lessons_completed,
        percent_growth: expected.percent_growth,
      });
    }
    expect(
      (await get(`${base()}/students/${server.home.ids.otherSchoolStudentId}/overview`, 'teacher'))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(`${base()}/students/${server.home.ids.sameSchoolStudentId}/overview`, 'guardian'))
        .statusCode,
    ).toBe(403);
  });
});

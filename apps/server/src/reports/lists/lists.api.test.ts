import { addDays, LIST_REPORTS, parseTimeframe } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { expectedMetrics, type ExpectedSums } from '../../testing/usage-oracle.js';
import { useUsageListServer } from './usage-list-server.js';

const fixture = useUsageListServer();
const { server, today } = fixture;
const get = server.getAs;
const base = () => `/r/districts/${server.home.districtId}`;
const expectFigures = (row: Record<string, unknown>, e: ExpectedSums, code: string) =>
  expect(row).toMatchObject(expectedMetrics(e, code, today));
const studentsOfSchool = (schoolId: number) =>
  fixture.oracle.studentsWhere((c) => fixture.oracle.classroomsOf((x) => x.school_id === schoolId).has(c));

describe('report lists recompute from the raw events', () => {
  it('the hand-written events produce activity and growth in both periods', () => {
    const all = fixture.oracle.expectedFor(
      fixture.oracle.studentsWhere(() => true),
      addDays(today, -29),
      today,
    );
    expect(all.active).toBe(4);
    expect(all.growth).toBeGreaterThan(0);
  });

  it('GET /r/districts/{id}/schools: every school of the district for 7d and 30d, default sort by active students', async () => {
    for (const code of ['7d', '30d']) {
      const response = await get(`${base()}/schools?timeframe=${code}`, 'districtAdmin');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      const tf = parseTimeframe(code, today);
      expect(body.report_dates).toEqual({ from_date: tf.from, to_date: tf.to });
      expect(body.data.map((r: { id: number }) => r.id).sort()).toEqual(
        server.home.roster.schools.map((s) => s.school_id).sort(),
      );
      for (const row of body.data)
        expectFigures(row, fixture.oracle.expectedFor(studentsOfSchool(row.id), tf.from, tf.to), code);
      expectFigures(
        body.totals,
        fixture.oracle.expectedFor(
          fixture.oracle.studentsWhere(() => true),
          tf.from,
          tf.to,
        ),
        code,
      );
      // Spec §3: the school set sorts by percent_active_students descending by default.
      const active = body.data.map((r: { percent_active_students: number }) => r.percent_active_students);
      expect(active).toEqual([...active].sort((a: number, b: number) => b - a));
    }
  });

  it('a school admin sees only their school in the schools list; teachers and guardians are refused', async () => {
    const response = await get(`${base()}/schools`, 'schoolAdmin');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((r: { id: number }) => r.id)).toEqual([server.home.ids.ownSchoolId]);
    expect((await get(`${base()}/schools`, 'teacher')).statusCode).toBe(403);
    expect((await get(`${base()}/schools`, 'guardian')).statusCode).toBe(403);
  });

  it('GET /r/districts/{id}/teachers?school_id=: the teachers of a school, per week, growth as a number', async () => {
    const { ids, roster } = server.home;
    for (const role of ['districtAdmin', 'schoolAdmin'] as const) {
      const response = await get(`${base()}/teachers?school_id=${ids.ownSchoolId}&timeframe=30d`, role);
      expect(response.statusCode, response.body).toBe(200);
      const tf = parseTimeframe('30d', today);
      const data = response.json().data;
      expect(data.length).toBe(
        new Set(roster.classrooms.filter((c) => c.school_id === ids.ownSchoolId).map((c) => c.teacher_id))
          .size,
      );
      for (const row of data) {
        const teacher = roster.teachers.find((t) => t.teacher_id === row.id)!;
        expect(row).toMatchObject({ first_name: teacher.first_name, last_name: teacher.last_name });
        const students = fixture.oracle.studentsWhere((c) =>
          fixture.oracle
            .classroomsOf((x) => x.teacher_id === row.id && x.school_id === ids.ownSchoolId)
            .has(c),
        );
        expectFigures(row, fixture.oracle.expectedFor(students, tf.from, tf.to), '30d');
      }
      expect(
        data.some((r: { average_weekly_session_time: number | null }) => r.average_weekly_session_time),
      ).toBe(true);
    }
    const other = await get(`${base()}/teachers?school_id=${ids.otherSchoolId}`, 'schoolAdmin');
    expect(other.json().data).toEqual([]);
  });

  it('GET /r/districts/{id}/teachers/{teacherId}/classrooms: admins and the teacher', async () => {
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher'] as const) {
      const response = await get(
        `${base()}/teachers/${server.home.ids.ownTeacherId}/classrooms?timeframe=7d`,
        role,
      );
      expect(response.statusCode, response.body).toBe(200);
      const tf = parseTimeframe('7d', today);
      const data = response.json().data;
      expect(data.length).toBeGreaterThan(0);
      for (const row of data)
        expectFigures(
          row,
          fixture.oracle.expectedFor(
            fixture.oracle.studentsWhere((c) => c === row.id),
            tf.from,
            tf.to,
          ),
          '7d',
        );
    }
    expect(
      (await get(`${base()}/teachers/${server.home.ids.sameSchoolTeacherId}/classrooms`, 'teacher'))
        .statusCode,
    ).toBe(403);
  });

  it('GET /r/districts/{id}/grades (admins, each over their scope) and /overview (district admin)', async () => {
    const tf = parseTimeframe('30d', today);
    const enrolled = fixture.oracle.studentsWhere(() => true);
    const grades = await get(`${base()}/grades`, 'districtAdmin');
    expect(grades.statusCode, grades.body).toBe(200);
    for (const row of grades.json().data) {
      const ids = server.home.roster.students
        .filter((s) => s.grade_id === row.id && enrolled.includes(s.student_id))
        .map((s) => s.student_id);
      expectFigures(row, fixture.oracle.expectedFor(ids, tf.from, tf.to), '30d');
    }
    const overview = await get(`${base()}/overview`, 'districtAdmin');
    expect(overview.statusCode, overview.body).toBe(200);
    const e = fixture.oracle.expectedFor(enrolled, tf.from, tf.to);
    expect(overview.json().data).toMatchObject({
      count_active_students: e.active,
      count_lessons_completed: e.lessons,
      standards_growth: e.growth,
      percent_growth: expectedMetrics(e, '30d', today).percent_growth,
    });
    expect(overview.json().data.narrative.length).toBeGreaterThan(0);
    const schoolGrades = await get(`${base()}/grades`, 'schoolAdmin');
    expect(schoolGrades.statusCode, schoolGrades.body).toBe(200);
    const ownSchoolStudents = studentsOfSchool(server.home.ids.ownSchoolId);
    expect(schoolGrades.json().data.length).toBeGreaterThan(0);
    for (const row of schoolGrades.json().data) {
      const ids = server.home.roster.students
        .filter((s) => s.grade_id === row.id && ownSchoolStudents.includes(s.student_id))
        .map((s) => s.student_id);
      expect(ids.length).toBeGreaterThan(0);
      expectFigures(row, fixture.oracle.expectedFor(ids, tf.from, tf.to), '30d');
    }
    expect((await get(`${base()}/grades`, 'teacher')).statusCode).toBe(403);
  });

  it('admin lists default to the last 30 days (spec §9), by week, sorted as the report catalogue says', async () => {
    const tf = parseTimeframe('30d', today);
    const { ids } = server.home;
    for (const [path, report] of [
      ['schools', 'school'],
      ['grades', 'grade'],
      [`teachers?school_id=${ids.ownSchoolId}`, 'teacher'],
      [`teachers/${ids.ownTeacherId}/classrooms`, 'classroom'],
    ] as const) {
      const response = await get(`${base()}/${path}`, 'districtAdmin');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.report_dates, path).toEqual({ from_date: tf.from, to_date: tf.to });
      expect(body.granularity, path).toBe('week');
      expect(body.show_averages, path).toBe(true);
      const { order, sort } = LIST_REPORTS[report].defaultSort;
      const sign = sort === 'asc' ? 1 : -1;
      const sorted = [...body.data].sort((a: Record<string, any>, b: Record<string, any>) => {
        const [x, y] = [a[order], b[order]];
        if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
        const c = typeof x === 'number' ? x - y : String(x).localeCompare(String(y));
        return sign * c || a.id - b.id;
      });
      expect(
        body.data.map((r: { id: number }) => r.id),
        path,
      ).toEqual(sorted.map((r) => r.id));
      if (report !== 'classroom')
        expect(new Set(body.data.map((r: Record<string, unknown>) => r[order])).size, path).toBeGreaterThan(
          1,
        );
    }
  });

  it('GET classroom usage: chart rows by day for 7d and by week for 30d', async () => {
    for (const [code, by] of [
      ['7d', 'day'],
      ['30d', 'week'],
    ] as const) {
      const response = await get(
        `${base()}/classrooms/${server.home.ids.ownClassroomId}/usage?timeframe=${code}`,
        'teacher',
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.granularity).toBe(by);
      const tf = parseTimeframe(code, today);
      const ids = new Set(fixture.oracle.studentsWhere((c) => c === server.home.ids.ownClassroomId));
      const buckets = new Map<string, { ms: number; ext: number; lessons: number; students: Set<number> }>();
      for (const r of fixture.records.filter((x) => x.event_code === 110 && ids.has(x.student_id))) {
        const day = fixture.oracle.dayOf(r.timestamp);
        if (day < tf.from || day > tf.to) continue;
        const label = by === 'day' ? day : addDays(day, -fixture.oracle.weekdayOf(day));
        const b = buckets.get(label) ?? { ms: 0, ext: 0, lessons: 0, students: new Set<number>() };
        b.ms += r.total_lesson_time!;
        if (fixture.oracle.isExtended(r)) b.ext += r.total_lesson_time!;
        b.lessons++;
        b.students.add(r.student_id);
        buckets.set(label, b);
      }
      // Every day or week of the period is a row, one nobody played in with zeros.
      const labels = new Set<string>();
      for (let day = tf.from; day <= tf.to; day = addDays(day, 1))
        labels.add(by === 'day' ? day : addDays(day, -fixture.oracle.weekdayOf(day)));
      const expected = [...labels].map((label) => {
        const b = buckets.get(label);
        if (!b)
          return {
            label,
            average_usage_minutes: 0,
            average_extended_minutes: 0,
            average_lessons: 0,
            num_students: 0,
          };
        return {
          label,
          average_usage_minutes: Math.round(b.ms / b.students.size / 60_000),
          average_extended_minutes: Math.round(b.ext / b.students.size / 60_000),
          average_lessons: Math.round((10 * b.lessons) / b.students.size) / 10,
          num_students: b.students.size,
        };
      });
      expect(body.data.length).toBe(by === 'day' ? 7 : expected.length);
      expect(expected.some((row) => row.num_students === 0)).toBe(true);
      expect(body.data).toEqual(expected);
    }
  });

  it('an invalid timeframe or sort column is a 400 saying why', async () => {
    for (const bad of ['timeframe=13x', 'timeframe=fd20260230td20260301', 'fd=20260101', 'order=password']) {
      const response = await get(`${base()}/students?${bad}`, 'teacher');
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().apiError.message.length).toBeGreaterThan(10);
    }
  });
});

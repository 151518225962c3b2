import { addDays, localDay, parseTimeframe, type ActivityRecord } from '@dash/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import {
  ingestHandWritten,
  recordsOf,
  type LessonPlay,
  type StandardCompleted,
} from '../../testing/learning-fixture.js';
import { createTestServer, login, type TestServer } from '../../testing/test-server.js';

const TZ = 'America/New_York';
let server: TestServer;
let records: ActivityRecord[];
const cookies: Record<string, string> = {};
const today = localDay(Date.now(), TZ);
const catalogue = getCatalogue();

/** A slot whose standards each have several slots, so one pass leaves them in progress. */
const partialSlot = catalogue.lessonSlots.find((s) =>
  (catalogue.standardsOfSlot.get(s.lesson_slot_id) ?? []).every(
    (id) => (catalogue.slotsOfStandard.get(id)?.length ?? 0) > 2,
  ),
)!;
const otherSlot = catalogue.lessonSlots.find(
  (s) =>
    s.lesson_slot_id !== partialSlot.lesson_slot_id &&
    (catalogue.standardsOfSlot.get(s.lesson_slot_id) ?? []).every(
      (id) =>
        (catalogue.slotsOfStandard.get(id)?.length ?? 0) > 2 &&
        !(catalogue.standardsOfSlot.get(partialSlot.lesson_slot_id) ?? []).includes(id),
    ),
)!;
const completedStandard = catalogue.standards.find(
  (s) =>
    ![partialSlot, otherSlot].some((slot) =>
      (catalogue.standardsOfSlot.get(slot.lesson_slot_id) ?? []).includes(s.standard_id),
    ),
)!;

beforeAll(async () => {
  server = await createTestServer();
  const ids = server.home.ids;
  const classmate = server.home.roster.enrollments.find(
    (e) => e.classroom_id === ids.ownClassroomId && e.student_id !== ids.ownStudentId,
  )!.student_id;
  const plays: LessonPlay[] = [
    {
      studentId: ids.ownStudentId,
      daysAgo: 1,
      hour: 11,
      lessonSlotId: partialSlot.lesson_slot_id,
      passed: true,
      minutes: 12,
    },
    {
      studentId: ids.ownStudentId,
      daysAgo: 1,
      hour: 20,
      lessonSlotId: otherSlot.lesson_slot_id,
      passed: false,
      minutes: 9,
    },
    {
      studentId: ids.ownStudentId,
      daysAgo: 3,
      hour: 10,
      lessonSlotId: otherSlot.lesson_slot_id,
      passed: true,
      minutes: 15,
    },
    {
      studentId: ids.ownStudentId,
      daysAgo: 20,
      hour: 13,
      lessonSlotId: otherSlot.lesson_slot_id,
      passed: false,
      minutes: 20,
    },
    {
      studentId: classmate,
      daysAgo: 2,
      hour: 21,
      lessonSlotId: partialSlot.lesson_slot_id,
      passed: true,
      minutes: 30,
    },
    {
      studentId: ids.sameSchoolStudentId,
      daysAgo: 5,
      hour: 9,
      lessonSlotId: partialSlot.lesson_slot_id,
      passed: false,
      minutes: 18,
    },
    {
      studentId: ids.otherSchoolStudentId,
      daysAgo: 12,
      hour: 14,
      lessonSlotId: otherSlot.lesson_slot_id,
      passed: true,
      minutes: 25,
    },
    {
      studentId: ids.otherSchoolStudentId,
      daysAgo: 40,
      hour: 14,
      lessonSlotId: otherSlot.lesson_slot_id,
      passed: true,
      minutes: 25,
    },
  ];
  const completions: StandardCompleted[] = [
    { studentId: ids.ownStudentId, daysAgo: 2, hour: 15, standardId: completedStandard.standard_id },
  ];
  records = recordsOf(plays, completions, today, TZ);
  // Growth as percent for the district admin and the teacher; as fractions (percent_growth null) for the others.
  await server.database.db
    .updateTable('customers')
    .set({ growth_as_percentage: true })
    .where('username', 'in', [server.home.logins.districtAdmin, server.home.logins.teacher])
    .execute();
  await server.database.db
    .updateTable('customers')
    .set({ growth_as_percentage: false })
    .where('username', 'in', [server.home.logins.schoolAdmin, server.home.logins.guardian])
    .execute();
  await ingestHandWritten(server.database, server.home.districtId, records);
  for (const role of ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] as const)
    cookies[role] = await login(server.app, server.home.logins[role]);
});
afterAll(() => server.close());

type Role = 'districtAdmin' | 'schoolAdmin' | 'teacher' | 'guardian';
const PERCENT_ROLES = new Set<Role>(['districtAdmin', 'teacher']);
const get = (url: string, role: Role) =>
  server.app.inject({ method: 'GET', url, headers: { cookie: cookies[role]! } });
const base = () => `/r/districts/${server.home.districtId}`;

// ---- Independent recomputation from the raw events -------------------------------------------------
const dayOf = (ms: number) => localDay(ms, TZ);
const hourOf = (ms: number) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' }).format(ms));
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Plays start and end within one hour, so a play is either wholly in school hours or wholly extended. */
function isExtended(record: ActivityRecord) {
  const start = record.timestamp - (record.total_lesson_time ?? 0);
  const day = dayOf(start);
  const hour = hourOf(start);
  return weekdayOf(day) === 0 || weekdayOf(day) === 6 || hour < 8 || hour >= 16;
}

interface Expected {
  students: number;
  active: number;
  sessionMs: number;
  extendedMs: number;
  lessons: number;
  growth: number;
  partial: number;
  standardsCount: number;
}

/** Standards state per student from the events: start day, proficient day. */
function standardsOf(studentId: number) {
  const state = new Map<number, { started: string; passed: Set<number>; proficient: string | null }>();
  for (const r of records.filter((x) => x.student_id === studentId)) {
    const day = dayOf(r.timestamp);
    if (r.event_code === 701) {
      const s = state.get(r.standard_id!) ?? { started: day, passed: new Set(), proficient: null };
      s.proficient ??= day;
      state.set(r.standard_id!, s);
      continue;
    }
    for (const standardId of catalogue.standardsOfSlot.get(r.lesson_slot_id!) ?? []) {
      const s = state.get(standardId) ?? { started: day, passed: new Set<number>(), proficient: null };
      if (r.lesson_passed) s.passed.add(r.lesson_slot_id!);
      if (s.passed.size >= catalogue.slotsOfStandard.get(standardId)!.length) s.proficient ??= day;
      state.set(standardId, s);
    }
  }
  return state;
}

const gradeStandards = (gradeId: number) => {
  const levels = new Set(
    catalogue.levels
      .filter((l) => l.grade_id === gradeId && l.academic_standard === 'ccss')
      .map((l) => l.level_id),
  );
  return catalogue.standards.filter((s) => levels.has(s.level_id)).length;
};

function expectedFor(studentIds: readonly number[], from: string, to: string): Expected {
  const e: Expected = {
    students: studentIds.length,
    active: 0,
    sessionMs: 0,
    extendedMs: 0,
    lessons: 0,
    growth: 0,
    partial: 0,
    standardsCount: 0,
  };
  for (const id of studentIds) {
    const plays = records.filter(
      (r) =>
        r.student_id === id && r.event_code === 110 && dayOf(r.timestamp) >= from && dayOf(r.timestamp) <= to,
    );
    if (plays.length) e.active++;
    for (const p of plays) {
      e.sessionMs += p.total_lesson_time!;
      if (isExtended(p)) e.extendedMs += p.total_lesson_time!;
      e.lessons++;
    }
    for (const s of standardsOf(id).values()) {
      if (s.proficient && s.proficient >= from && s.proficient <= to) e.growth++;
      if (s.started >= from && s.started <= to && !(s.proficient && s.proficient <= to)) e.partial++;
    }
    e.standardsCount += gradeStandards(
      server.home.roster.students.find((s) => s.student_id === id)!.grade_id,
    );
  }
  return e;
}

const studentsWhere = (keep: (classroomId: number) => boolean) => [
  ...new Set(server.home.roster.enrollments.filter((e) => keep(e.classroom_id)).map((e) => e.student_id)),
];
const classroomsOf = (pick: (c: { school_id: number; teacher_id: number }) => boolean) =>
  new Set(server.home.roster.classrooms.filter(pick).map((c) => c.classroom_id));

/** Checks a row's figures against the expectation for a timeframe. */
function expectFigures(
  row: Record<string, unknown>,
  e: Expected,
  code: string,
  role: Role = 'districtAdmin',
) {
  const tf = parseTimeframe(code, today);
  const weeks = tf.days / 7;
  expect(row.count_students).toBe(e.students);
  expect(row.count_active_students).toBe(e.active);
  expect(row.total_session_time).toBe(e.sessionMs);
  expect(row.usage_extended_hours).toBe(e.extendedMs);
  expect(row.count_lessons_completed).toBe(e.lessons);
  expect(row.standards_growth).toBe(e.growth);
  expect(row.standards_partial_growth).toBe(e.partial);
  expect(row.percent_active_students).toBe(Math.round((100 * e.active) / e.students));
  expect(row.percent_usage_extended_hours).toBe(
    e.sessionMs ? Math.round((100 * e.extendedMs) / e.sessionMs) : null,
  );
  expect(row.percent_growth).toBe(
    !PERCENT_ROLES.has(role)
      ? null
      : e.standardsCount
        ? Math.round((100 * e.growth) / e.standardsCount)
        : null,
  );
  expect(row.average_weekly_session_time).toBe(
    tf.days > 7 && e.active ? Math.round(e.sessionMs / e.active / weeks) : null,
  );
  expect(row.average_weekly_lessons).toBe(
    tf.days > 7 && e.active ? Math.round((10 * e.lessons) / e.active / weeks) / 10 : null,
  );
}

describe('report endpoints recompute from the raw events', () => {
  it('the hand-written events produce activity in both periods', () => {
    expect(
      expectedFor(
        studentsWhere(() => true),
        addDays(today, -29),
        today,
      ).active,
    ).toBe(4);
    expect(
      expectedFor(
        studentsWhere(() => true),
        addDays(today, -29),
        today,
      ).growth,
    ).toBeGreaterThan(0);
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
        expectFigures(
          row,
          expectedFor(
            studentsWhere((c) => classroomsOf((x) => x.school_id === row.id).has(c)),
            tf.from,
            tf.to,
          ),
          code,
        );
      expectFigures(
        body.totals,
        expectedFor(
          studentsWhere(() => true),
          tf.from,
          tf.to,
        ),
        code,
      );
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

  it('GET /r/districts/{id}/teachers?school_id=: the teachers of a school', async () => {
    for (const role of ['districtAdmin', 'schoolAdmin'] as const) {
      const response = await get(
        `${base()}/teachers?school_id=${server.home.ids.ownSchoolId}&timeframe=30d`,
        role,
      );
      expect(response.statusCode, response.body).toBe(200);
      const tf = parseTimeframe('30d', today);
      const data = response.json().data;
      expect(data.length).toBe(
        new Set(
          server.home.roster.classrooms
            .filter((c) => c.school_id === server.home.ids.ownSchoolId)
            .map((c) => c.teacher_id),
        ).size,
      );
      for (const row of data)
        expectFigures(
          row,
          expectedFor(
            studentsWhere((c) =>
              classroomsOf((x) => x.teacher_id === row.id && x.school_id === server.home.ids.ownSchoolId).has(
                c,
              ),
            ),
            tf.from,
            tf.to,
          ),
          '30d',
          role,
        );
    }
    const other = await get(`${base()}/teachers?school_id=${server.home.ids.otherSchoolId}`, 'schoolAdmin');
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
      for (const row of response.json().data)
        expectFigures(
          row,
          expectedFor(
            studentsWhere((c) => c === row.id),
            tf.from,
            tf.to,
          ),
          '7d',
          role,
        );
    }
    expect(
      (await get(`${base()}/teachers/${server.home.ids.sameSchoolTeacherId}/classrooms`, 'teacher'))
        .statusCode,
    ).toBe(403);
  });

  it('GET /r/districts/{id}/students?classroom_id=: one row per student; a guardian sees only their child', async () => {
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher'] as const) {
      for (const code of ['0w', '7d', '30d']) {
        const response = await get(
          `${base()}/students?classroom_id=${server.home.ids.ownClassroomId}&timeframe=${code}`,
          role,
        );
        expect(response.statusCode, response.body).toBe(200);
        const tf = parseTimeframe(code, today);
        const data = response.json().data;
        expect(data.length).toBe(studentsWhere((c) => c === server.home.ids.ownClassroomId).length);
        for (const row of data) expectFigures(row, expectedFor([row.id], tf.from, tf.to), code, role);
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

  it('format=csv exports the screen figures with numbers as numbers, and audits the export', async () => {
    const url = `${base()}/students?classroom_id=${server.home.ids.ownClassroomId}&timeframe=30d`;
    const json = (await get(url, 'teacher')).json();
    const csv = await get(`${url}&format=csv`, 'teacher');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'first_name,last_name,average_weekly_session_time,total_session_time,usage_extended_hours,count_lessons_completed,standards_growth,standards_partial_growth,percent_growth',
    );
    const own = json.data.find((r: { id: number }) => r.id === server.home.ids.ownStudentId);
    expect(lines).toContain(
      `${own.first_name},${own.last_name},${own.average_weekly_session_time},${own.total_session_time},${own.usage_extended_hours},${own.count_lessons_completed},${own.standards_growth},${own.standards_partial_growth},${own.percent_growth ?? ''}`,
    );
    const audit = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('GET /r/districts/{id}/grades (admins, each over their scope) and /overview (district admin)', async () => {
    const tf = parseTimeframe('30d', today);
    const grades = await get(`${base()}/grades`, 'districtAdmin');
    expect(grades.statusCode, grades.body).toBe(200);
    for (const row of grades.json().data) {
      const ids = server.home.roster.students
        .filter((s) => s.grade_id === row.id && studentsWhere(() => true).includes(s.student_id))
        .map((s) => s.student_id);
      expectFigures(row, expectedFor(ids, tf.from, tf.to), '30d');
    }
    const overview = await get(`${base()}/overview`, 'districtAdmin');
    expect(overview.statusCode, overview.body).toBe(200);
    const e = expectedFor(
      studentsWhere(() => true),
      tf.from,
      tf.to,
    );
    expect(overview.json().data).toMatchObject({
      count_active_students: e.active,
      count_lessons_completed: e.lessons,
      standards_growth: e.growth,
    });
    expect(overview.json().data.narrative.length).toBeGreaterThan(0);
    const schoolGrades = await get(`${base()}/grades`, 'schoolAdmin');
    expect(schoolGrades.statusCode, schoolGrades.body).toBe(200);
    const ownSchoolStudents = studentsWhere((c) =>
      classroomsOf((x) => x.school_id === server.home.ids.ownSchoolId).has(c),
    );
    expect(schoolGrades.json().data.length).toBeGreaterThan(0);
    for (const row of schoolGrades.json().data) {
      const ids = server.home.roster.students
        .filter((s) => s.grade_id === row.id && ownSchoolStudents.includes(s.student_id))
        .map((s) => s.student_id);
      expect(ids.length).toBeGreaterThan(0);
      expectFigures(row, expectedFor(ids, tf.from, tf.to), '30d', 'schoolAdmin');
    }
    expect((await get(`${base()}/grades`, 'teacher')).statusCode).toBe(403);
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
      const ids = new Set(studentsWhere((c) => c === server.home.ids.ownClassroomId));
      const buckets = new Map<string, { ms: number; ext: number; lessons: number; students: Set<number> }>();
      for (const r of records.filter((x) => x.event_code === 110 && ids.has(x.student_id))) {
        const day = dayOf(r.timestamp);
        if (day < tf.from || day > tf.to) continue;
        const label = by === 'day' ? day : addDays(day, -weekdayOf(day));
        const b = buckets.get(label) ?? { ms: 0, ext: 0, lessons: 0, students: new Set<number>() };
        b.ms += r.total_lesson_time!;
        if (isExtended(r)) b.ext += r.total_lesson_time!;
        b.lessons++;
        b.students.add(r.student_id);
        buckets.set(label, b);
      }
      const expected = [...buckets.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([label, b]) => ({
          label,
          average_usage_minutes: Math.round(b.ms / b.students.size / 60_000),
          average_extended_minutes: Math.round(b.ext / b.students.size / 60_000),
          average_lessons: Math.round((10 * b.lessons) / b.students.size) / 10,
          num_students: b.students.size,
        }));
      expect(body.data).toEqual(expected);
    }
  });

  it('GET student overview, usage and highlights: each role that may see the student', async () => {
    const id = server.home.ids.ownStudentId;
    for (const role of ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] as const) {
      const overview = await get(`${base()}/students/${id}/overview?timeframe=30d`, role);
      expect(overview.statusCode, `${role} ${overview.body}`).toBe(200);
      const tf = parseTimeframe('30d', today);
      const body = overview.json().data;
      expectFigures({ ...body.summary }, expectedFor([id], tf.from, tf.to), '30d', role);
      expect(body.standards_growth_names).toContain(completedStandard.code);
      const completedTotal = body.levels_completion.reduce(
        (n: number, l: { standards_completed: number }) => n + l.standards_completed,
        0,
      );
      expect(completedTotal).toBe([...standardsOf(id).values()].filter((s) => s.proficient).length);
      const usage = await get(`${base()}/students/${id}/usage?timeframe=7d`, role);
      expect(usage.statusCode, usage.body).toBe(200);
      expect(
        usage.json().data.reduce((n: number, r: { num_students: number }) => n + r.num_students, 0),
      ).toBe(
        new Set(
          records
            .filter(
              (r) => r.student_id === id && r.event_code === 110 && dayOf(r.timestamp) >= addDays(today, -6),
            )
            .map((r) => dayOf(r.timestamp)),
        ).size,
      );
      const highlights = await get(`${base()}/students/${id}/highlights?days=30`, role);
      expect(highlights.statusCode, highlights.body).toBe(200);
      expect(highlights.json().data.count_lessons_completed).toBe(expectedFor([id], tf.from, tf.to).lessons);
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

  it('an invalid timeframe or sort column is a 400 saying why', async () => {
    for (const bad of ['timeframe=13x', 'timeframe=fd20260230td20260301', 'fd=20260101', 'order=password']) {
      const response = await get(`${base()}/students?${bad}`, 'teacher');
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().apiError.message.length).toBeGreaterThan(10);
    }
  });
});

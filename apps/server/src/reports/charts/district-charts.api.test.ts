import { granularityFor, localDay, parseTimeframe, schoolYearOf } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../../curriculum/catalogue.js';
import {
  ingestHandWritten,
  recordsOf,
  type LessonPlay,
  type StandardCompleted,
} from '../../testing/learning-fixture.js';
import { FIXTURE_ROLES, setGrowthAsPercentage, useTestServer } from '../../testing/use-test-server.js';
import { expectedMetrics, usageOracle } from '../../testing/usage-oracle.js';

const TZ = 'America/New_York';
let oracle: ReturnType<typeof usageOracle>;
const today = localDay(Date.now(), TZ);
const catalogue = getCatalogue();
/** A student of the middle school (the third school), who plays a lot. */
let middleStudentId: number;

const slots = catalogue.lessonSlots.filter(
  (s) => (catalogue.standardsOfSlot.get(s.lesson_slot_id) ?? []).length > 0,
);
const slotA = slots[0]!;
const slotB = slots[5]!;
/** A standard with a single slot: one pass makes the student proficient in it. */
const oneSlotStandard = catalogue.standards.find(
  (s) => catalogue.slotsOfStandard.get(s.standard_id)?.length === 1,
);
const completedStandard = catalogue.standards[3]!;

const server = useTestServer({
  signIn: FIXTURE_ROLES,
  prepare: async () => {
    const { ids, roster } = server.home;
    const classmate = roster.enrollments.find(
      (e) => e.classroom_id === ids.ownClassroomId && e.student_id !== ids.ownStudentId,
    )!.student_id;
    const middleSchool = roster.schools[2]!.school_id;
    const middleClassroom = roster.classrooms.find((c) => c.school_id === middleSchool)!;
    middleStudentId = roster.enrollments.find(
      (e) => e.classroom_id === middleClassroom.classroom_id,
    )!.student_id;
    const firstSlot = oneSlotStandard
      ? catalogue.slotsOfStandard.get(oneSlotStandard.standard_id)![0]!
      : slotA.lesson_slot_id;
    const plays: LessonPlay[] = [
      {
        studentId: ids.ownStudentId,
        daysAgo: 1,
        hour: 11,
        lessonSlotId: slotA.lesson_slot_id,
        passed: true,
        minutes: 40,
      },
      {
        studentId: ids.ownStudentId,
        daysAgo: 3,
        hour: 10,
        lessonSlotId: slotB.lesson_slot_id,
        passed: false,
        minutes: 35,
      },
      {
        studentId: ids.ownStudentId,
        daysAgo: 10,
        hour: 20,
        lessonSlotId: slotB.lesson_slot_id,
        passed: true,
        minutes: 45,
      },
      {
        studentId: ids.ownStudentId,
        daysAgo: 20,
        hour: 14,
        lessonSlotId: firstSlot,
        passed: true,
        minutes: 50,
      },
      {
        studentId: classmate,
        daysAgo: 2,
        hour: 21,
        lessonSlotId: slotA.lesson_slot_id,
        passed: true,
        minutes: 25,
      },
      {
        studentId: ids.sameSchoolStudentId,
        daysAgo: 5,
        hour: 9,
        lessonSlotId: slotA.lesson_slot_id,
        passed: false,
        minutes: 18,
      },
      {
        studentId: ids.otherSchoolStudentId,
        daysAgo: 12,
        hour: 14,
        lessonSlotId: slotB.lesson_slot_id,
        passed: true,
        minutes: 25,
      },
      {
        studentId: ids.otherSchoolStudentId,
        daysAgo: 40,
        hour: 14,
        lessonSlotId: slotB.lesson_slot_id,
        passed: true,
        minutes: 25,
      },
      ...[1, 2, 3, 4, 5, 6, 8, 9].map((daysAgo) => ({
        studentId: middleStudentId,
        daysAgo,
        hour: 17,
        lessonSlotId: slotA.lesson_slot_id,
        passed: daysAgo % 2 === 0,
        minutes: 50,
      })),
    ];
    // Many standards completed by one student, so growth reads above zero percent at school level.
    const completions: StandardCompleted[] = [
      { studentId: ids.ownStudentId, daysAgo: 2, hour: 15, standardId: completedStandard.standard_id },
      ...catalogue.standards.slice(10, 70).map((s, i) => ({
        studentId: ids.ownStudentId,
        daysAgo: 1 + (i % 25),
        hour: 15,
        standardId: s.standard_id,
      })),
    ];
    const records = recordsOf(plays, completions, today, TZ);
    oracle = usageOracle(server.home, records, TZ);
    // Fractions for the school admin: charts still read growth as a percent.
    await setGrowthAsPercentage(server, ['schoolAdmin'], false);
    await ingestHandWritten(server.database, server.home.districtId, records);
  },
});
const get = server.getAs;
const base = () => `/r/districts/${server.home.districtId}`;

// ---- Expected figures: the usage oracle over the raw events and the roster ------------------------------
interface Figures {
  count_active_students: number;
  average_weekly_session_time: number | null;
  average_weekly_lessons: number | null;
  percent_growth: number | null;
  percent_active_students: number | null;
  percent_usage_extended_hours: number | null;
}

/** The figures of a group of students over a timeframe, as a report list shows them (growth as percent). */
function figuresOf(studentIds: readonly number[], code: string): Figures {
  const tf = parseTimeframe(code, today);
  const m = expectedMetrics(oracle.expectedFor(studentIds, tf.from, tf.to), code, today);
  return {
    count_active_students: m.count_active_students,
    average_weekly_session_time: m.average_weekly_session_time,
    average_weekly_lessons: m.average_weekly_lessons,
    percent_growth: m.percent_growth,
    percent_active_students: m.percent_active_students,
    percent_usage_extended_hours: m.percent_usage_extended_hours,
  };
}

type Classroom = (typeof server.home.roster.classrooms)[number];
const studentsOf = (keep: (c: Classroom) => boolean) => {
  const classroomIds = new Set(server.home.roster.classrooms.filter(keep).map((c) => c.classroom_id));
  return oracle.studentsWhere((classroomId) => classroomIds.has(classroomId));
};
const gradeOf = (studentId: number) =>
  server.home.roster.students.find((s) => s.student_id === studentId)!.grade_id;

/** Bucket edges written out: [from, to) with the last minutes/lessons bucket open and 100 % in the last percent bucket. */
const EDGES = { minutes: [0, 15, 30, 45, 60], lessons: [0, 1, 2, 3, 5], percent: [0, 20, 40, 60, 80] };
const UNIT = {
  average_weekly_session_time: 'minutes',
  average_weekly_lessons: 'lessons',
  percent_growth: 'percent',
  percent_active_students: 'percent',
  percent_usage_extended_hours: 'percent',
} as const;
type Metric = keyof typeof UNIT;

function expectedDistribution(items: Figures[], metric: Metric) {
  const edges = EDGES[UNIT[metric]];
  const counts = edges.map(() => 0);
  let noData = 0;
  for (const item of items) {
    const raw = item[metric];
    if (raw === null) {
      noData++;
      continue;
    }
    const value = metric === 'average_weekly_session_time' ? raw / 60_000 : raw;
    let index = 0;
    for (let i = 0; i < edges.length; i++) if (value >= edges[i]!) index = i;
    counts[index]!++;
  }
  return { counts, noData };
}

const METRICS = Object.keys(UNIT) as Metric[];

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
          query: `grade_id=${gradeOf(middleStudentId)}`,
          keep: () => true,
          studentKeep: (id) => gradeOf(id) === gradeOf(middleStudentId),
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

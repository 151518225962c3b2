/**
 * The shared setting of the district charts tests: a test server whose home district gets hand-written lessons
 * (the own student and a classmate, a same-school and an other-school student, and a middle-school student who
 * plays a lot) and many standards completed by one student, so the schools and teachers land in different
 * buckets and growth reads above zero; the school admin reads growth as fractions. Expected figures come from
 * the usage oracle over those raw events and the roster. Call `useDistrictChartsFixture()` once at the top of
 * a test file: it starts that file's server.
 */
import { localDay, parseTimeframe } from '@dash/contracts';
import { getCatalogue } from '../../curriculum/catalogue.js';
import type { Roster } from '../../roster/roster.types.js';
import {
  ingestHandWritten,
  recordsOf,
  type LessonPlay,
  type StandardCompleted,
} from '../../testing/learning-fixture.js';
import { FIXTURE_ROLES, setGrowthAsPercentage, useTestServer } from '../../testing/use-test-server.js';
import { expectedMetrics, usageOracle } from '../../testing/usage-oracle.js';

const TZ = 'America/New_York';
export const today = localDay(Date.now(), TZ);
const catalogue = getCatalogue();

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

export type Classroom = Roster['classrooms'][number];

export interface Figures {
  count_active_students: number;
  average_weekly_session_time: number | null;
  average_weekly_lessons: number | null;
  percent_growth: number | null;
  percent_active_students: number | null;
  percent_usage_extended_hours: number | null;
}

/** Bucket edges written out: [from, to) with the last minutes/lessons bucket open and 100 % in the last percent bucket. */
export const EDGES = { minutes: [0, 15, 30, 45, 60], lessons: [0, 1, 2, 3, 5], percent: [0, 20, 40, 60, 80] };
export const UNIT = {
  average_weekly_session_time: 'minutes',
  average_weekly_lessons: 'lessons',
  percent_growth: 'percent',
  percent_active_students: 'percent',
  percent_usage_extended_hours: 'percent',
} as const;
type Metric = keyof typeof UNIT;
export const METRICS = Object.keys(UNIT) as Metric[];

export function expectedDistribution(items: Figures[], metric: Metric) {
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

/** The test server of one test file with the hand-written events, and the figures expected from them. */
export function useDistrictChartsFixture() {
  let oracle: ReturnType<typeof usageOracle>;
  /** A student of the middle school (the third school), who plays a lot. */
  let middleStudentId: number;

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

  return {
    server,
    get: server.getAs,
    base: () => `/r/districts/${server.home.districtId}`,
    /** The middle-school student who plays a lot (read once the server has started). */
    middleStudentId: () => middleStudentId,
    figuresOf,
    /** The students the oracle places in the classrooms `keep` accepts. */
    studentsOf: (keep: (c: Classroom) => boolean) => {
      const classroomIds = new Set(server.home.roster.classrooms.filter(keep).map((c) => c.classroom_id));
      return oracle.studentsWhere((classroomId) => classroomIds.has(classroomId));
    },
    gradeOf: (studentId: number) =>
      server.home.roster.students.find((s) => s.student_id === studentId)!.grade_id,
  };
}

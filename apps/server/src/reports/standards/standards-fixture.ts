/**
 * The shared setting of the standards report tests: a test server whose home district gets hand-written
 * lessons and standard completions (one student proficient, in progress and needing attention; a classmate
 * needing attention elsewhere; another classroom's student proficient), and an independent recomputation of
 * every expected figure from those raw events (spec §4), so each test compares an answer against the events
 * alone. Call `useStandardsFixture()` once at the top of a test file: it starts that file's server.
 */
import { localDay, type ActivityRecord, type ProficiencyStatus } from '@dash/contracts';
import { getCatalogue } from '../../curriculum/catalogue.js';
import {
  ingestHandWritten,
  recordsOf,
  slotsOf,
  standardOf,
  type LessonPlay,
  type StandardCompleted,
} from '../../testing/learning-fixture.js';
import { FIXTURE_ROLES, useTestServer, type FixtureRole } from '../../testing/use-test-server.js';

export const TZ = 'America/New_York';
export const today = localDay(Date.now(), TZ);
export const catalogue = getCatalogue();

/** Proficient through all of its lessons, the last ones five days ago. */
export const S1 = '3.NF.A.1';
/** One lesson passed: in progress. */
export const S2 = '3.MD.A.1';
/** One lesson failed twice: needs attention. */
export const S3 = '3.OA.A.1';
/** Another student's lesson failed twice. */
export const S4 = '3.OA.A.2';

export interface Expected {
  percent: number;
  status: ProficiencyStatus;
  started: string;
  proficient: string | null;
}

type StandardIds = readonly { standard_id: number }[];
interface ClassroomStudent {
  student_id: number;
  first_name: string;
  last_name: string;
  grade_id: number;
}

export const domainsOfLevel = (levelId: number) => catalogue.domains.filter((d) => d.level_id === levelId);
export const standardsOfDomain = (domainId: number) =>
  catalogue.standards.filter((s) => s.domain_id === domainId);
export const standardsOfLevel = (levelId: number) =>
  catalogue.standards.filter((s) => s.level_id === levelId);
const floorPercent = (part: number, whole: number) => (whole > 0 ? Math.floor((100 * part) / whole) : 0);
/** One standard averaged over a classroom reads by its percent alone. */
const statusOfPercent = (p: number): ProficiencyStatus =>
  p >= 100 ? 'PROFICIENT' : p > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';
export const completed = (states: Map<number, Expected>, standards: StandardIds) =>
  standards.filter((s) => states.get(s.standard_id)?.proficient).length;
/** Whether any of the standards was played at all: completed, or under way (spec §4). */
const anyPlayed = (states: Map<number, Expected>, standards: StandardIds) =>
  standards.some((s) => states.has(s.standard_id));
/**
 * Status of a level, domain or cluster (spec §4): PROFICIENT when all its standards are complete, IN_PROGRESS
 * when any is completed or under way, else NOT_STARTED.
 */
const groupStatus = (percent: number, played: boolean): ProficiencyStatus =>
  percent >= 100 ? 'PROFICIENT' : played ? 'IN_PROGRESS' : 'NOT_STARTED';

/**
 * Completion of a set of standards averaged over students (their states): floored percent, completions per
 * student to one decimal, and the group status.
 */
function expectedCompletion(students: readonly Map<number, Expected>[], standards: StandardIds) {
  const sum = students.reduce((n, states) => n + completed(states, standards), 0);
  const percent = floorPercent(sum, standards.length * students.length);
  return {
    percent_complete: percent,
    standards_completed: Math.round((10 * sum) / students.length) / 10,
    standards_count: standards.length,
    proficiency_status: groupStatus(
      percent,
      students.some((states) => anyPlayed(states, standards)),
    ),
  };
}

/** One student's completion of a set of standards. */
export const studentCompletion = (states: Map<number, Expected>, standards: StandardIds) =>
  expectedCompletion([states], standards);

/** The hand-written lessons and completions, as `records` of `today`. */
function handWrittenRecords(ids: { ownStudentId: number; sameSchoolStudentId: number }, studentB: number) {
  const a = ids.ownStudentId;
  const [firstS1, ...restS1] = slotsOf(S1);
  const plays: LessonPlay[] = [
    { studentId: a, daysAgo: 40, hour: 10, lessonSlotId: firstS1!, passed: true, minutes: 10 },
    ...restS1.map((slot, i) => ({
      studentId: a,
      daysAgo: 5,
      hour: 9 + i,
      lessonSlotId: slot,
      passed: true,
      minutes: 8,
    })),
    { studentId: a, daysAgo: 3, hour: 9, lessonSlotId: slotsOf(S3)[0]!, passed: false, minutes: 7 },
    { studentId: a, daysAgo: 3, hour: 10, lessonSlotId: slotsOf(S3)[0]!, passed: false, minutes: 7 },
    { studentId: a, daysAgo: 2, hour: 11, lessonSlotId: slotsOf(S2)[0]!, passed: true, minutes: 9 },
    { studentId: studentB, daysAgo: 10, hour: 13, lessonSlotId: firstS1!, passed: true, minutes: 12 },
    { studentId: studentB, daysAgo: 4, hour: 9, lessonSlotId: slotsOf(S4)[0]!, passed: false, minutes: 6 },
    { studentId: studentB, daysAgo: 4, hour: 10, lessonSlotId: slotsOf(S4)[0]!, passed: false, minutes: 6 },
    // Another classroom's student, proficient in S1: must not reach this classroom's figures.
    ...slotsOf(S1).map((slot, i) => ({
      studentId: ids.sameSchoolStudentId,
      daysAgo: 2,
      hour: 8 + i,
      lessonSlotId: slot,
      passed: true,
      minutes: 5,
    })),
  ];
  const completions: StandardCompleted[] = [
    { studentId: a, daysAgo: 1, hour: 15, standardId: standardOf('K.CC.A.1').standard_id },
    { studentId: a, daysAgo: 1, hour: 16, standardId: standardOf('3.NF.A.3a').standard_id },
  ];
  return recordsOf(plays, completions, today, TZ);
}

/** The test server of one test file with the hand-written events, and the figures expected from them. */
export function useStandardsFixture() {
  let records: ActivityRecord[];
  let classroomStudents: ClassroomStudent[];

  const server = useTestServer({
    signIn: FIXTURE_ROLES,
    prepare: async () => {
      const ids = server.home.ids;
      const enrolled = server.home.roster.enrollments
        .filter((e) => e.classroom_id === ids.ownClassroomId)
        .map((e) => e.student_id);
      classroomStudents = server.home.roster.students.filter((s) => enrolled.includes(s.student_id));
      const studentB = enrolled.find((id) => id !== ids.ownStudentId)!;
      records = handWrittenRecords(ids, studentB);
      await ingestHandWritten(server.database, server.home.districtId, records);
    },
  });

  /** Every standard a student touched, from the hand-written events alone. */
  function expectedStates(studentId: number): Map<number, Expected> {
    const passed = new Map<number, Set<number>>();
    const fails = new Map<number, number>();
    const last = new Map<number, boolean>();
    const byEvent = new Set<number>();
    const out = new Map<number, Expected>();
    const refresh = (standardId: number, day: string) => {
      const slots = catalogue.slotsOfStandard.get(standardId) ?? [];
      const done = byEvent.has(standardId)
        ? 100
        : Math.min(
            100,
            Math.floor((100 * slots.filter((s) => passed.get(studentId)?.has(s)).length) / slots.length),
          );
      const attention = done < 100 && slots.some((s) => (fails.get(s) ?? 0) > 1 && last.get(s) === false);
      const previous = out.get(standardId);
      out.set(standardId, {
        percent: done,
        status:
          done >= 100
            ? 'PROFICIENT'
            : attention
              ? 'NEEDS_ATTENTION'
              : done > 0
                ? 'IN_PROGRESS'
                : 'NOT_STARTED',
        started: previous?.started ?? day,
        proficient: previous?.proficient ?? (done >= 100 ? day : null),
      });
    };
    for (const r of records.filter((x) => x.student_id === studentId)) {
      const day = localDay(r.timestamp, TZ);
      if (r.event_code === 701) {
        byEvent.add(r.standard_id!);
        refresh(r.standard_id!, day);
        continue;
      }
      const slot = r.lesson_slot_id!;
      if (r.lesson_passed) passed.set(studentId, (passed.get(studentId) ?? new Set()).add(slot));
      else fails.set(slot, (fails.get(slot) ?? 0) + 1);
      last.set(slot, r.lesson_passed === true);
      for (const standardId of catalogue.standardsOfSlot.get(slot) ?? []) refresh(standardId, day);
    }
    return out;
  }

  /** Classroom averages of completion over a set of standards. */
  const classroomCompletion = (standards: StandardIds) =>
    expectedCompletion(
      classroomStudents.map((s) => expectedStates(s.student_id)),
      standards,
    );

  function classroomStandard(standardId: number) {
    const totals = { NOT_STARTED: 0, NEEDS_ATTENTION: 0, IN_PROGRESS: 0, PROFICIENT: 0 };
    let sum = 0;
    for (const s of classroomStudents) {
      const state = expectedStates(s.student_id).get(standardId);
      sum += state?.percent ?? 0;
      totals[state?.status ?? 'NOT_STARTED']++;
    }
    const percent = Math.floor(sum / classroomStudents.length);
    return { percent_complete: percent, proficiency_status: statusOfPercent(percent), totals };
  }

  return {
    server,
    get: (url: string, role: FixtureRole = 'teacher') => server.getAs(url, role),
    base: () => `/r/districts/${server.home.districtId}`,
    classroomBase: () =>
      `/r/districts/${server.home.districtId}/classrooms/${server.home.ids.ownClassroomId}/standards`,
    /** The students of the home teacher's own classroom (read once the server has started). */
    classroomStudents: () => classroomStudents,
    expectedStates,
    classroomCompletion,
    classroomStandard,
  };
}

import {
  addDays,
  localDay,
  type ActivityRecord,
  type GoalReportResponse,
  type GoalStandardProgress,
  type GoalSummaryResponse,
} from '@dash/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { ingestHandWritten, localInstant, slotsOf, standardOf } from '../testing/learning-fixture.js';
import { assignAsTeacher } from '../testing/assign-as-teacher.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher', 'guardian'] });

// The fixture districts' time zone (testing/fixture-district.ts).
const TIME_ZONE = 'America/New_York';
const GOAL_FOCUS = '3.NF.A.1';
const OLD_GOAL_FOCUS = '3.OA.A.1';
const SPOT_FOCUS = '3.OA.A.2';
const [SLOT_A, SLOT_B] = slotsOf(GOAL_FOCUS) as [number, number];
const MINUTE = 60_000;

const localToday = () => localDay(Date.now(), TIME_ZONE);
const digits = (day: string) => day.replaceAll('-', '');
const base = () => `/r/districts/${server.home.districtId}/students/${server.home.ids.ownStudentId}`;

/** An assignment on `code` for the teacher's own student, created today, then moved to the given days. */
async function assign(code: string, type: 'GOAL' | 'SPOT', days: { startAgo: number; endAgo: number }) {
  const today = new Date().toISOString().slice(0, 10);
  const assignmentId = await assignAsTeacher(server, {
    code,
    type,
    start: today,
    end: addDays(today, type === 'GOAL' ? 13 : 6),
    studentIds: [server.home.ids.ownStudentId],
  });
  await server.database.db
    .updateTable('assignments')
    .set({ start_date: addDays(localToday(), -days.startAgo), end_date: addDays(localToday(), -days.endAgo) })
    .where('assignment_id', '=', assignmentId)
    .execute();
  return assignmentId;
}

/** Hand-written plays of the student, `daysAgo` district-local days before today at 9:00. */
async function ingest(
  prefix: string,
  plays: {
    daysAgo: number;
    slot?: number;
    passed?: boolean;
    minutes?: number;
    completes?: string;
    assignmentId?: number;
  }[],
) {
  const records = plays.map((play, index): ActivityRecord => ({
    uid: `${prefix}-${index}`,
    student_id: server.home.ids.ownStudentId,
    timestamp: localInstant(addDays(localToday(), -play.daysAgo), 9, TIME_ZONE),
    ...(play.completes
      ? { event_code: 701, standard_id: standardOf(play.completes).standard_id }
      : {
          event_code: 110,
          lesson_slot_id: play.slot!,
          lesson_passed: play.passed!,
          total_lesson_time: play.minutes! * MINUTE,
          ...(play.assignmentId ? { assignment_id: play.assignmentId } : {}),
        }),
  }));
  await ingestHandWritten(server.database, server.home.districtId, records);
}

describe('a student’s goal summary and goal report (spec §3 Goal report, §7 Progress)', () => {
  let goalId: number;
  let oldGoalId: number;
  beforeAll(async () => {
    // A goal that started 20 days ago and runs a week more; one that ran from 80 to 67 days ago; a spot check.
    goalId = await assign(GOAL_FOCUS, 'GOAL', { startAgo: 20, endAgo: -7 });
    oldGoalId = await assign(OLD_GOAL_FOCUS, 'GOAL', { startAgo: 80, endAgo: 67 });
    await assign(SPOT_FOCUS, 'SPOT', { startAgo: 3, endAgo: -3 });
    // Days since the goal's start = 20 − daysAgo: week 1 ends 13 days ago, week 2 six days ago, week 3 is today.
    await ingest('goal', [
      { daysAgo: 15, slot: SLOT_A, passed: true, minutes: 7, assignmentId: goalId },
      { daysAgo: 9, slot: SLOT_B, passed: false, minutes: 4, assignmentId: goalId },
      { daysAgo: 2, slot: SLOT_B, passed: true, minutes: 5, assignmentId: goalId },
    ]);
  });

  /** The percent of GOAL_FOCUS with `passed` of its lessons passed: whole percent, floored (spec §4). */
  const percentWith = (passed: number) => Math.floor((100 * passed) / slotsOf(GOAL_FOCUS).length);

  it('lists the goals of the window with their days, status, percents, lessons passed and time spent', async () => {
    const response = await server.getAs(`${base()}/goal_summary`, 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    const data: GoalSummaryResponse['data'] = response.json().data;
    expect(data).toMatchObject({ to_date: localToday(), from_date: addDays(localToday(), -90) });
    // Goals only, newest start first: the spot check is not one.
    expect(data.goals.map((g) => g.assignment.assignment_id)).toEqual([goalId, oldGoalId]);
    expect(data.goals[0]).toMatchObject({
      assignment: {
        focus_code: GOAL_FOCUS,
        start_date: addDays(localToday(), -20),
        end_date: addDays(localToday(), 7),
      },
      student: {
        assignment_status: 'in_progress',
        goal_reached: false,
        starting_percent: 0,
        current_percent: percentWith(2),
        lessons_passed: 2,
        time_spent: 16,
      },
    });
    // Ended below 100 % with nothing played: not reached.
    expect(data.goals[1]!.student).toMatchObject({
      assignment_status: 'goal_not_reached',
      goal_reached: false,
      current_percent: 0,
      lessons_passed: 0,
      time_spent: 0,
    });
  });

  it('keeps to the window and the focus asked for', async () => {
    /** The ids of the goals the teacher's goal summary lists for `query`. */
    const goalIds = async (query: string) => {
      const response = await server.getAs(`${base()}/goal_summary?${query}`, 'teacher');
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as GoalSummaryResponse).data.goals.map((g) => g.assignment.assignment_id);
    };
    expect(await goalIds(`from=${digits(addDays(localToday(), -30))}`)).toEqual([goalId]);
    expect(
      await goalIds(`from=${digits(addDays(localToday(), -100))}&to=${digits(addDays(localToday(), -30))}`),
    ).toEqual([oldGoalId]);
    expect(await goalIds(`focus_type=STANDARD&focus_id=${standardOf(OLD_GOAL_FOCUS).standard_id}`)).toEqual([
      oldGoalId,
    ]);
  });

  it('reports each focus’s goals with the percent by week and the lessons played by week', async () => {
    const response = await server.getAs(`${base()}/goal_report`, 'guardian');
    expect(response.statusCode, response.body).toBe(200);
    const data: GoalReportResponse['data'] = response.json().data;
    expect(data.focuses.map((f) => f.focus_code)).toEqual([GOAL_FOCUS, OLD_GOAL_FOCUS]);
    const goal = data.focuses[0]!.goals[0]!;
    expect(goal.starting_proficiency).toBe(0);
    expect(goal.proficiency_growth).toBe(percentWith(2));
    expect(goal.proficiency_on_date_list.map((p) => [p.week, p.percent_complete])).toEqual([
      [0, 0],
      [1, percentWith(1)],
      [2, percentWith(1)],
      [3, percentWith(2)],
    ]);
    expect(
      goal.student_histories.map((h) => [h.week, h.lesson_slot_id, h.was_lesson_passed, h.time_spent]),
    ).toEqual([
      [1, SLOT_A, true, 7],
      [2, SLOT_B, false, 4],
      [3, SLOT_B, true, 5],
    ]);
  });

  it('refuses a window that ends before it starts and a focus type without its id', async () => {
    const reversed = await server.getAs(`${base()}/goal_report?from=20260301&to=20260201`, 'teacher');
    expect(reversed.statusCode).toBe(400);
    const halfFocus = await server.getAs(`${base()}/goal_summary?focus_type=CLUSTER`, 'teacher');
    expect(halfFocus.statusCode).toBe(400);
  });
});

describe('goal standard progress: the focus cluster by week, 42 days back', () => {
  const clusterCode = '4.OA.A';
  const cluster = getCatalogue().clusters.find((c) => c.code === clusterCode)!;
  const standards = getCatalogue().standards.filter((s) => s.cluster_id === cluster.cluster_id);
  const [first, second, third] = standards as [
    (typeof standards)[0],
    (typeof standards)[0],
    (typeof standards)[0],
  ];
  /** A standard's own first lesson (the one no other standard revisits). */
  const firstLessonOf = (standardId: number) =>
    getCatalogue().lessonSlots.find((slot) => slot.standard_id === standardId)!.lesson_slot_id;
  const slotsCount = (code: string) => slotsOf(code).length;

  beforeAll(async () => {
    await ingest('cluster', [
      { daysAgo: 40, slot: firstLessonOf(first.standard_id), passed: true, minutes: 5 },
      { daysAgo: 20, slot: firstLessonOf(second.standard_id), passed: true, minutes: 5 },
      { daysAgo: 20, slot: firstLessonOf(third.standard_id), passed: false, minutes: 5 },
      { daysAgo: 2, completes: third.code },
    ]);
  });

  it('draws the cluster’s percent at the end of each week and lists its standards as they stand', async () => {
    expect(standards.every((s) => s.parent_standard_id === null)).toBe(true);
    // From a standard of the cluster, as from the cluster itself.
    const response = await server.getAs(
      `${base()}/goal_standard_progress?focus_type=STANDARD&focus_id=${second.standard_id}`,
      'teacher',
    );
    expect(response.statusCode, response.body).toBe(200);
    const data: GoalStandardProgress = response.json().data;
    expect(data).toMatchObject({
      focus_type: 'CLUSTER',
      focus_id: cluster.cluster_id,
      focus_code: clusterCode,
    });
    expect(data.from_date).toBe(addDays(localToday(), -42));
    const firstPercent = Math.floor(100 / slotsCount(first.code));
    const secondPercent = Math.floor(100 / slotsCount(second.code));
    const mean = (...percents: number[]) =>
      Math.round(percents.reduce((a, b) => a + b, 0) / standards.length);
    // Week n ends 42 − 7n days ago: the first pass (40 days ago) counts from week 1, the second (20) from week 4,
    // the third standard completed (2 days ago) in week 6.
    expect(data.weeks.map((w) => [w.week, w.date, w.percent_complete])).toEqual([
      [0, addDays(localToday(), -42), 0],
      [1, addDays(localToday(), -35), mean(firstPercent)],
      [2, addDays(localToday(), -28), mean(firstPercent)],
      [3, addDays(localToday(), -21), mean(firstPercent)],
      [4, addDays(localToday(), -14), mean(firstPercent, secondPercent)],
      [5, addDays(localToday(), -7), mean(firstPercent, secondPercent)],
      [6, localToday(), mean(firstPercent, secondPercent, 100)],
    ]);
    expect(data.standards.map((s) => [s.code, s.percent_complete, s.proficiency_status])).toEqual(
      standards.map((s) =>
        s === first
          ? [s.code, firstPercent, 'IN_PROGRESS']
          : s === second
            ? [s.code, secondPercent, 'IN_PROGRESS']
            : s === third
              ? [s.code, 100, 'PROFICIENT']
              : [s.code, 0, 'NOT_STARTED'],
      ),
    );
    const guardian = await server.getAs(
      `${base()}/goal_standard_progress?focus_type=CLUSTER&focus_id=${cluster.cluster_id}`,
      'guardian',
    );
    expect(guardian.json().data.weeks).toEqual(data.weeks);
  });

  it('answers 400 for a focus the curriculum does not hold', async () => {
    const response = await server.getAs(
      `${base()}/goal_standard_progress?focus_type=DOMAIN&focus_id=99999`,
      'teacher',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().apiError.message).toContain('99999');
  });
});

describe('proficiency slots of a focus (GET /m/assignments/proficiency_slots)', () => {
  it('names the first, a middle and the last lesson of the focus, and refuses an unknown focus', async () => {
    const focus = standardOf(GOAL_FOCUS);
    const own = getCatalogue().lessonSlots.filter((slot) => slot.standard_id === focus.standard_id);
    const response = await server.getAs(
      `/m/assignments/proficiency_slots?focus_type=STANDARD&focus_id=${focus.standard_id}`,
      'guardian',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      not_started_lesson_slot_id: own[0]!.lesson_slot_id,
      in_progress_lesson_slot_id: own[Math.floor(own.length / 2)]!.lesson_slot_id,
      proficient_lesson_slot_id: own.at(-1)!.lesson_slot_id,
    });
    const unknown = await server.getAs(
      '/m/assignments/proficiency_slots?focus_type=CLUSTER&focus_id=99999',
      'teacher',
    );
    expect(unknown.statusCode).toBe(400);
  });
});

import { addDays, localDay, type ActivityRecord, type StudentAssignmentProgress } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { ingestHandWritten, localInstant, slotsOf, standardOf } from '../testing/learning-fixture.js';
import { assignAsTeacher } from '../testing/assign-as-teacher.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher', 'guardian'] });

const FOCUS = '3.NF.A.1';
// The fixture districts' time zone (testing/fixture-district.ts).
const TIME_ZONE = 'America/New_York';
const START_DAYS_AGO = 20;
const [SLOT_A, SLOT_B] = slotsOf(FOCUS) as [number, number];

/** A goal on FOCUS for the teacher's own student, moved to have started 20 days ago (a create starts today at the earliest). */
async function goalStartedDaysAgo(startingPercent?: number) {
  const { ownStudentId } = server.home.ids;
  const today = new Date().toISOString().slice(0, 10);
  // Earlier tests' goals end, so the same focus may be assigned again.
  await server.database.db.updateTable('assignments').set({ status: 'CANCELLED' }).execute();
  const assignmentId = await assignAsTeacher(server, {
    code: FOCUS,
    type: 'GOAL',
    start: today,
    end: addDays(today, 13),
    studentIds: [ownStudentId],
  });
  const localToday = localDay(Date.now(), TIME_ZONE);
  await server.database.db
    .updateTable('assignments')
    .set({ start_date: addDays(localToday, -START_DAYS_AGO), end_date: addDays(localToday, 7) })
    .where('assignment_id', '=', assignmentId)
    .execute();
  if (startingPercent !== undefined)
    await server.database.db
      .updateTable('student_assignments')
      .set({ starting_percent: startingPercent })
      .where('assignment_id', '=', assignmentId)
      .execute();
  return assignmentId;
}

interface Play {
  daysAgo: number;
  hour: number;
  code: 110 | 120 | 702 | 701;
  slot?: number;
  passed?: boolean;
  minutes?: number;
}

async function ingest(assignmentId: number, plays: Play[]) {
  const { ownStudentId } = server.home.ids;
  const localToday = localDay(Date.now(), TIME_ZONE);
  const records = plays.map((play, index): ActivityRecord => ({
    uid: `progress-${assignmentId}-${index}`,
    student_id: ownStudentId,
    event_code: play.code,
    timestamp: localInstant(addDays(localToday, -play.daysAgo), play.hour, TIME_ZONE),
    ...(play.code === 701
      ? { standard_id: standardOf(FOCUS).standard_id }
      : { lesson_slot_id: play.slot!, assignment_id: assignmentId }),
    ...(play.code === 110 ? { lesson_passed: play.passed! } : {}),
    ...(play.minutes ? { total_lesson_time: play.minutes * 60_000 } : {}),
  }));
  await ingestHandWritten(server.database, server.home.districtId, records);
}

async function progress(assignmentId: number, as: 'teacher' | 'guardian' = 'teacher') {
  const { districtId, ids } = server.home;
  return server.getAs(
    `/r/districts/${districtId}/students/${ids.ownStudentId}/assignments/${assignmentId}/progress`,
    as,
  );
}

describe('a student’s progress on an assignment (spec §3 student_assignment_histories, §4 Student history)', () => {
  it('numbers plays by week from the start, merges paused plays per lesson and week, and draws the focus percent by week', async () => {
    const assignmentId = await goalStartedDaysAgo();
    // Days since the start = 20 − daysAgo: week 1 is days 0–7, week 2 days 8–14, week 3 days 15–21.
    await ingest(assignmentId, [
      { daysAgo: 19, hour: 9, code: 120, slot: SLOT_A, minutes: 3 },
      { daysAgo: 18, hour: 9, code: 120, slot: SLOT_A, minutes: 4 },
      { daysAgo: 17, hour: 9, code: 110, slot: SLOT_A, passed: false, minutes: 5 },
      { daysAgo: 17, hour: 10, code: 702, slot: SLOT_A },
      { daysAgo: 13, hour: 9, code: 110, slot: SLOT_B, passed: false, minutes: 2 },
      { daysAgo: 11, hour: 9, code: 110, slot: SLOT_A, passed: true, minutes: 6 },
      { daysAgo: 10, hour: 9, code: 120, slot: SLOT_A, minutes: 2 },
      { daysAgo: 4, hour: 9, code: 110, slot: SLOT_B, passed: true, minutes: 8 },
      { daysAgo: 3, hour: 11, code: 701 },
    ]);

    const response = await progress(assignmentId);
    expect(response.statusCode).toBe(200);
    const data: StudentAssignmentProgress = response.json().data;
    expect(data.assignment).toMatchObject({
      assignment_id: assignmentId,
      focus_code: FOCUS,
      assignment_type: 'GOAL',
    });
    expect(
      data.student_assignment_histories.map((h) => [
        h.week,
        h.lesson_slot_id,
        h.was_lesson_passed,
        h.time_spent,
        h.was_struggling,
      ]),
    ).toEqual([
      [1, SLOT_A, null, 7, false],
      [1, SLOT_A, false, 5, true],
      [1, SLOT_B, false, 2, false],
      [2, SLOT_A, true, 6, false],
      [2, SLOT_A, null, 2, false],
      [3, SLOT_B, true, 8, false],
    ]);
    expect(data.student_assignment_histories[0]!.lesson_name).not.toBe('');
    // One slot of six passed by the end of week 2 (16 %), the standard completed in week 3.
    expect(data.proficiency_on_date_list.map((p) => [p.week, p.percent_complete])).toEqual([
      [0, data.student.starting_percent],
      [1, 0],
      [2, 16],
      [3, 100],
    ]);
    expect(data.student).toMatchObject({
      current_percent: 100,
      lessons_passed: 2,
      time_spent: 30,
      assignment_status: 'goal_reached',
      goal_reached: true,
    });
    const guardian = await progress(assignmentId, 'guardian');
    expect(guardian.json().data.student_assignment_histories).toHaveLength(6);
  });

  it('ends the proficiency line at its first 100 % when it drops after it', async () => {
    const assignmentId = await goalStartedDaysAgo(100);
    const data: StudentAssignmentProgress = (await progress(assignmentId)).json().data;
    expect(data.proficiency_on_date_list.map((p) => [p.week, p.percent_complete])).toEqual([[0, 100]]);
  });

  it('refuses an assignment that is not the student’s', async () => {
    const { districtId, ids } = server.home;
    const other = server.home.roster.enrollments.find(
      (e) => e.classroom_id === ids.ownClassroomId && e.student_id !== ids.ownStudentId,
    )!.student_id;
    const assignmentId = await goalStartedDaysAgo();
    const response = await server.getAs(
      `/r/districts/${districtId}/students/${other}/assignments/${assignmentId}/progress`,
      'teacher',
    );
    expect(response.statusCode).toBe(404);
  });
});

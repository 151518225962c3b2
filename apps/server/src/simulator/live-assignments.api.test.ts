import {
  addDays,
  localDay,
  type ActiveLessonsResponse,
  type ActivityRecord,
  type StudentAssignmentProgress,
} from '@dash/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { setIngestKey } from '../ingest/ingest-key.js';
import { slotsOf, standardOf } from '../testing/learning-fixture.js';
import { useTestServer } from '../testing/use-test-server.js';
import { createLiveAssignments } from './live-assignments.js';

const server = useTestServer({ signIn: ['teacher'] });
const KEY = 'live-stream-test-key';
const TIME_ZONE = 'America/New_York';
const FOCUS = '4.NBT.B.4';
const PLANNED = '3.OA.A.1';
const MINUTE = 60_000;
const withKey = { authorization: `Bearer ${KEY}` };

async function ask<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await server.app.inject({
    method,
    url,
    headers: withKey,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as T;
}

/** What the simulated year had a student play next: three lessons of another standard, passed, passed, failed. */
function plannedPlays(studentId: number, startedAt: number): ActivityRecord[] {
  const [p1, p2, p3] = slotsOf(PLANNED) as [number, number, number];
  return [p1, p2, p3].flatMap((slotId, index) => {
    const opened = startedAt + index * 12 * MINUTE;
    const common = { student_id: studentId, lesson_slot_id: slotId };
    return [
      { ...common, uid: `live-${studentId}-${index}-o`, event_code: 100, timestamp: opened },
      {
        ...common,
        uid: `live-${studentId}-${index}-c`,
        event_code: 110,
        timestamp: opened + 10 * MINUTE,
        lesson_passed: index < 2,
        total_lesson_time: 10 * MINUTE,
      },
    ] satisfies ActivityRecord[];
  });
}

describe('the live stream plays the assignments teachers make while it runs (simulate:live)', () => {
  beforeAll(() => setIngestKey(server.database.db, server.home.districtId, KEY));

  it('moves a student’s next plays onto the new spot check until its 2 lessons are passed, and progress shows them', async () => {
    const { districtId, ids } = server.home;
    const student = server.home.roster.enrollments.filter((e) => e.classroom_id === ids.ownClassroomId)[4]!;
    const today = localDay(Date.now(), TIME_ZONE);
    const created = await server.sendAs(
      'POST',
      '/m/assignments',
      {
        classroom_id: ids.ownClassroomId,
        focus_type: 'STANDARD',
        focus_id: standardOf(FOCUS).standard_id,
        assignment_type: 'SPOT',
        start_date: today,
        end_date: addDays(today, 6),
        user_ids: [student.student_id],
      },
      'teacher',
    );
    expect(created.statusCode).toBe(200);
    const assignmentId: number = created.json().data.assignment_id;

    const live = createLiveAssignments(new Set([1]));
    live.update(
      await ask<ActiveLessonsResponse['data']>(
        'GET',
        `/api/v1/assignments/active_lessons?student_ids=${student.student_id}`,
      ),
    );
    const sent = live.retarget(plannedPlays(student.student_id, Date.now() - 40 * MINUTE));
    const focusSlots = new Set(getCatalogue().slotsOfStandard.get(standardOf(FOCUS).standard_id));
    // The two passed plays went to two different lessons of the focus; the third play stays the simulator's own.
    const onAssignment = sent.filter((r) => r.assignment_id === assignmentId);
    expect(onAssignment).toHaveLength(4);
    expect(onAssignment.every((r) => focusSlots.has(r.lesson_slot_id!))).toBe(true);
    expect(new Set(onAssignment.map((r) => r.lesson_slot_id)).size).toBe(2);
    expect(sent.slice(4).map((r) => [r.lesson_slot_id, r.assignment_id])).toEqual([
      [slotsOf(PLANNED)[2], undefined],
      [slotsOf(PLANNED)[2], undefined],
    ]);

    expect((await ask<{ accepted: number }>('POST', '/api/v1/events', { events: sent })).accepted).toBe(6);
    const progress = await server.getAs(
      `/r/districts/${districtId}/students/${student.student_id}/assignments/${assignmentId}/progress`,
      'teacher',
    );
    const data: StudentAssignmentProgress = progress.json().data;
    expect(data.student).toMatchObject({ lessons_passed: 2, time_spent: 20 });
    // Done: the product has nothing more to offer on it.
    const after = await ask<ActiveLessonsResponse['data']>(
      'GET',
      `/api/v1/assignments/active_lessons?student_ids=${student.student_id}`,
    );
    expect(after[0]!.assignments).toEqual([]);
  });

  it('leaves the plan’s own assignments, plays that name an assignment, and other students alone', () => {
    const live = createLiveAssignments(new Set([77]));
    const planned = { assignment_id: 77, lessons_passed: 0, lesson_slot_ids: [501, 502] };
    const newer = { assignment_id: 100_000_001, lessons_passed: 0, lesson_slot_ids: [601] };
    const base = { assignment_type: 'SPOT', focus_type: 'STANDARD', focus_id: 1, classroom_id: 1 } as const;
    const days = { start_date: '2026-11-23', end_date: '2026-11-29', lessons_assigned: 2 };
    live.update([
      { student_id: 1, assignments: [{ ...base, ...days, ...planned }] },
      { student_id: 2, assignments: [{ ...base, ...days, ...newer }] },
    ]);
    const records: ActivityRecord[] = [
      { uid: 'a', student_id: 1, event_code: 100, timestamp: 1, lesson_slot_id: 9 },
      { uid: 'b', student_id: 2, event_code: 100, timestamp: 1, lesson_slot_id: 9, assignment_id: 5 },
      { uid: 'c', student_id: 3, event_code: 100, timestamp: 1, lesson_slot_id: 9 },
      { uid: 'd', student_id: 2, event_code: 300, timestamp: 1, label: 'badge' },
    ];
    expect(live.retarget(records)).toEqual(records);
  });
});

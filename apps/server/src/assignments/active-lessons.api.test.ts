import { addDays, localDay, type ActiveLessonsResponse } from '@dash/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { setIngestKey } from '../ingest/ingest-key.js';
import { slotsOf, standardOf } from '../testing/learning-fixture.js';
import { assignAsTeacher } from '../testing/assign-as-teacher.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher'] });
const KEY = 'active-lessons-test-key';
// The fixture districts' time zone (testing/fixture-district.ts).
const TIME_ZONE = 'America/New_York';
const FOCUS = '3.NF.A.1';

const withKey = { authorization: `Bearer ${KEY}` };
const studentsOfOwnClassroom = () =>
  server.home.roster.enrollments
    .filter((e) => e.classroom_id === server.home.ids.ownClassroomId)
    .map((e) => e.student_id);

async function assign(studentIds: number[], startInDays: number, focus = FOCUS) {
  const start = addDays(localDay(Date.now(), TIME_ZONE), startInDays);
  return assignAsTeacher(server, { code: focus, type: 'SPOT', start, end: addDays(start, 6), studentIds });
}

async function activeLessons(studentIds: number[]) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/v1/assignments/active_lessons?student_ids=${studentIds.join(',')}`,
    headers: withKey,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as ActiveLessonsResponse).data;
}

/** The math product reports these lessons passed on the assignment, with the district's key. */
async function play(studentId: number, assignmentId: number, lessonSlotIds: number[]) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { ...withKey, 'content-type': 'application/json' },
    payload: {
      events: lessonSlotIds.map((slotId, index) => ({
        uid: `active-lessons-${assignmentId}-${slotId}`,
        student_id: studentId,
        event_code: 110,
        timestamp: Date.now() - (index + 1) * 60_000,
        lesson_slot_id: slotId,
        lesson_passed: true,
        total_lesson_time: 8 * 60_000,
        assignment_id: assignmentId,
      })),
    },
  });
  expect(response.json().data.accepted).toBe(lessonSlotIds.length);
}

describe('active lessons by student ids, for the math product (spec §7)', () => {
  beforeAll(() => setIngestKey(server.database.db, server.home.districtId, KEY));

  it('lists a started assignment’s focus lessons, drops those passed, and leaves out one that starts tomorrow', async () => {
    const [playing, waiting] = studentsOfOwnClassroom().slice(2) as [number, number];
    const assignmentId = await assign([playing], 0);
    await assign([waiting], 1);
    // The focus's own lessons: those whose standard is the focus (a lesson of another standard may touch it too).
    const focusSlots = slotsOf(FOCUS).filter(
      (slotId) => getCatalogue().slotById.get(slotId)!.standard_id === standardOf(FOCUS).standard_id,
    );
    expect(focusSlots.length).toBeGreaterThan(1);

    const before = await activeLessons([playing, waiting]);
    expect(before.map((s) => s.student_id)).toEqual([playing, waiting]);
    expect(before[0]!.assignments).toMatchObject([
      { assignment_id: assignmentId, lessons_assigned: 2, lessons_passed: 0, lesson_slot_ids: focusSlots },
    ]);
    expect(before[1]!.assignments).toEqual([]);

    // The product reports the first lesson passed on the assignment, with the same key.
    await play(playing, assignmentId, [focusSlots[0]!]);
    const after = await activeLessons([playing]);
    expect(after[0]!.assignments[0]).toMatchObject({
      lessons_passed: 1,
      lesson_slot_ids: focusSlots.slice(1),
    });

    // Cancelled for the student: nothing left to play.
    const cancelled = await server.sendAs(
      'PUT',
      `/m/assignments/${assignmentId}`,
      { user_ids: [playing], status: 'CANCELLED' },
      'teacher',
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await activeLessons([playing]))[0]!.assignments).toEqual([]);
  });

  it('a spot check whose 2 lessons are passed is complete: no longer active, so it frees one of the student’s 2 places', async () => {
    const student = studentsOfOwnClassroom()[5]!;
    const done = await assign([student], 0, '5.G.A.1');
    await assign([student], 0, '5.G.A.2');
    const [first, second] = (await activeLessons([student]))[0]!.assignments[0]!.lesson_slot_ids;
    await play(student, done, [first!, second!]);
    const active = await server.getAs(`/m/assignments/students?user_ids=${student}`, 'teacher');
    expect(
      active.json().data[0].assignments.map((a: { assignment_id: number }) => a.assignment_id),
    ).not.toContain(done);
    await assign([student], 0, '5.G.B.3');
  });

  it('leaves out students of another district and asks for the key', async () => {
    expect(await activeLessons([server.foreign.ids.ownStudentId])).toEqual([]);
    const withCookie = await server.getAs(
      `/api/v1/assignments/active_lessons?student_ids=${studentsOfOwnClassroom()[0]}`,
      'teacher',
    );
    expect(withCookie.statusCode).toBe(401);
  });
});

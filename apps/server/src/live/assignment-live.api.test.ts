/**
 * Assignments move the live versions: creating an assignment answers the held changes requests of its classroom
 * and of its students (not of a classmate left out); cancelling it answers them again.
 */
import type { CreateAssignmentRequest, LiveChanges } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher', 'guardian'] });
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const FOCUS_ID = getCatalogue().standardByCode.get('4.OA.A.1')!.standard_id;

type Caller = 'teacher' | 'guardian';
const base = () => `/r/districts/${server.home.districtId}`;

async function changes(path: string, query: string, as: Caller) {
  const response = await server.getAs(`${base()}${path}/changes${query}`, as);
  expect(response.statusCode).toBe(200);
  return response.json<LiveChanges>();
}

/** Held requests on the classroom, the child and a classmate, from their current versions. */
async function holdAll(classroomId: number, child: number, classmate: number) {
  const paths = {
    classroom: `/classrooms/${classroomId}`,
    child: `/students/${child}`,
    classmate: `/students/${classmate}`,
  };
  const held: Record<
    keyof typeof paths,
    { version: number; answer: Promise<LiveChanges>; answered: boolean }
  > = {} as never;
  for (const [name, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
    const { version } = await changes(path, '', 'teacher');
    const entry = {
      version,
      answered: false,
      answer: changes(path, `?since=${version}&wait=true`, 'teacher'),
    };
    void entry.answer.then(() => (entry.answered = true));
    held[name] = entry;
  }
  // Let the requests reach the watcher before the write.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return held;
}

describe('assignment writes and live pages', () => {
  it('a create, then a cancel, answer the held requests of the classroom and its assigned student', async () => {
    const { ownClassroomId: classroomId, ownStudentId: child } = server.home.ids;
    const classmate = server.home.roster.enrollments.find(
      (e) => e.classroom_id === classroomId && e.student_id !== child,
    )!.student_id;

    let held = await holdAll(classroomId, child, classmate);
    const request = {
      classroom_id: classroomId,
      focus_id: FOCUS_ID,
      focus_type: 'STANDARD',
      assignment_type: 'SPOT',
      start_date: day(1),
      end_date: day(7),
      user_ids: [child],
    } satisfies CreateAssignmentRequest;
    const created = await server.sendAs('POST', '/m/assignments', request, 'guardian');
    expect(created.statusCode).toBe(200);
    const assignmentId = created.json().data.assignment_id as number;

    expect(await held.classroom.answer).toEqual({ version: held.classroom.version + 1, changed: true });
    expect(await held.child.answer).toEqual({ version: held.child.version + 1, changed: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(held.classmate.answered).toBe(false);

    held = await holdAll(classroomId, child, classmate);
    const cancelled = await server.sendAs(
      'PUT',
      `/m/assignments/${assignmentId}`,
      { classroom_id: classroomId, status: 'CANCELLED' },
      'teacher',
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await held.classroom.answer).toEqual({ version: held.classroom.version + 1, changed: true });
    expect(await held.child.answer).toEqual({ version: held.child.version + 1, changed: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(held.classmate.answered).toBe(false);

    // A refused write moves nothing.
    const before = await changes(`/classrooms/${classroomId}`, '', 'teacher');
    const refused = await server.sendAs(
      'POST',
      '/m/assignments',
      { ...request, user_ids: [classmate] },
      'guardian',
    );
    expect(refused.statusCode).toBe(403);
    expect(await changes(`/classrooms/${classroomId}`, '', 'teacher')).toEqual(before);
  });
});

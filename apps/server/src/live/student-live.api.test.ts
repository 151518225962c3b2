/**
 * Live student pages: a student's version moves with an ingest about that student, never with one about a
 * classmate; a held request answers when it moves; refused like the student overview (a guardian follows only
 * their own child, nobody another district's student).
 */
import type { ActivityRecord, LiveChanges } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { ingestHandWritten, slotsOf } from '../testing/learning-fixture.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer({ signIn: ['teacher', 'guardian', 'districtAdmin'] });
const [SLOT] = slotsOf('3.NF.A.2') as [number];
type Caller = 'teacher' | 'guardian' | 'districtAdmin';

let seq = 0;
const completedLesson = (studentId: number): ActivityRecord => ({
  uid: `student-live-${++seq}`,
  student_id: studentId,
  event_code: 110,
  timestamp: Date.now() - 60_000,
  lesson_slot_id: SLOT,
  lesson_passed: true,
  total_lesson_time: 6 * 60_000,
});

const changesUrl = (studentId: number, query = '', districtId = server.home.districtId) =>
  `/r/districts/${districtId}/students/${studentId}/changes${query}`;

async function changes(studentId: number, query = '', as: Caller = 'districtAdmin') {
  const response = await server.getAs(changesUrl(studentId, query), as);
  expect(response.statusCode).toBe(200);
  return response.json<LiveChanges>();
}

/** The guardian's child (the fixture's first student of the teacher's classroom) and a classmate. */
function childAndClassmate() {
  const { ownStudentId: child, ownClassroomId } = server.home.ids;
  const classmate = server.home.roster.enrollments.find(
    (e) => e.classroom_id === ownClassroomId && e.student_id !== child,
  )!.student_id;
  return { child, classmate };
}

const ingest = (studentId: number) =>
  ingestHandWritten(server.database, server.home.districtId, [completedLesson(studentId)]);

describe('student changes', () => {
  it('moves a student’s version with an ingest about them, not with one about a classmate', async () => {
    const { child, classmate } = childAndClassmate();
    const before = { child: (await changes(child)).version, classmate: (await changes(classmate)).version };
    expect(await changes(child, `?since=${before.child}`, 'guardian')).toEqual({
      version: before.child,
      changed: false,
    });

    await ingest(child);
    const after = await changes(child, `?since=${before.child}`, 'guardian');
    expect(after).toEqual({ version: before.child + 1, changed: true });
    expect(await changes(classmate, `?since=${before.classmate}`, 'teacher')).toEqual({
      version: before.classmate,
      changed: false,
    });

    await ingest(classmate);
    expect(await changes(classmate, `?since=${before.classmate}`, 'teacher')).toEqual({
      version: before.classmate + 1,
      changed: true,
    });
    expect((await changes(child)).version).toBe(after.version);
  });

  it('holds a guardian’s wait=true request until an ingest about the child, then answers at once', async () => {
    const { child, classmate } = childAndClassmate();
    const { version } = await changes(child);
    const held = changes(child, `?since=${version}&wait=true`, 'guardian');
    let answered = false;
    void held.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await ingest(classmate);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);

    const sent = Date.now();
    await ingest(child);
    expect(await held).toEqual({ version: version + 1, changed: true });
    expect(Date.now() - sent).toBeLessThan(1_000);
  });

  it('is refused for a student the caller may not open, another district’s included, and checks its query', async () => {
    const { classmate } = childAndClassmate();
    const { sameSchoolStudentId, ownStudentId } = server.home.ids;
    const foreign = server.foreign;
    expect((await server.getAs(changesUrl(classmate), 'guardian')).statusCode).toBe(403);
    expect((await server.getAs(changesUrl(sameSchoolStudentId), 'teacher')).statusCode).toBe(403);
    for (const caller of ['teacher', 'guardian', 'districtAdmin'] as const) {
      const other = await server.getAs(changesUrl(foreign.ids.ownStudentId, '', foreign.districtId), caller);
      expect(other.statusCode).toBe(403);
      // The foreign student's id under the caller's own district is no student of it.
      expect([403, 404]).toContain(
        (await server.getAs(changesUrl(foreign.ids.ownStudentId), caller)).statusCode,
      );
    }
    expect((await server.app.inject({ method: 'GET', url: changesUrl(ownStudentId) })).statusCode).toBe(401);
    expect((await server.getAs(changesUrl(ownStudentId, '?since=x'), 'guardian')).statusCode).toBe(400);
    expect((await server.getAs(changesUrl(ownStudentId, '?since=1&wait=1'), 'guardian')).statusCode).toBe(
      400,
    );
  });
});

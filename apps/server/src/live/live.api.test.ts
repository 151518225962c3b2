/**
 * Live classroom pages: a classroom's version moves with an ingest that changes one of its students, never with
 * one about another classroom's; a held request answers as soon as it moves; refused like the classroom report.
 */
import type { ActivityRecord, LiveChanges } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { ingestHandWritten, slotsOf } from '../testing/learning-fixture.js';
import { useTestServer } from '../testing/use-test-server.js';
import { LiveWatcher, SHARED_POLL_MS } from './live-watcher.js';

const server = useTestServer({ signIn: ['teacher', 'guardian', 'districtAdmin'] });
const [SLOT] = slotsOf('3.NF.A.1') as [number];

let seq = 0;
const completedLesson = (studentId: number): ActivityRecord => ({
  uid: `live-${++seq}`,
  student_id: studentId,
  event_code: 110,
  timestamp: Date.now() - 60_000,
  lesson_slot_id: SLOT,
  lesson_passed: true,
  total_lesson_time: 8 * 60_000,
});

/** A student of `classroomId` enrolled in no other classroom of the pair. */
function onlyIn(classroomId: number, other: number): number {
  const { enrollments } = server.home.roster;
  const inOther = new Set(enrollments.filter((e) => e.classroom_id === other).map((e) => e.student_id));
  return enrollments.find((e) => e.classroom_id === classroomId && !inOther.has(e.student_id))!.student_id;
}

const changesUrl = (classroomId: number, query = '') =>
  `/r/districts/${server.home.districtId}/classrooms/${classroomId}/changes${query}`;

async function changes(classroomId: number, query = '', as: 'teacher' | 'districtAdmin' = 'districtAdmin') {
  const response = await server.getAs(changesUrl(classroomId, query), as);
  expect(response.statusCode).toBe(200);
  return response.json<LiveChanges>();
}

describe('classroom changes', () => {
  it('moves a classroom’s version with an ingest about one of its students, not with one about another classroom', async () => {
    const { ownClassroomId: own, sameSchoolClassroomId: other } = server.home.ids;
    const ownStudent = onlyIn(own, other);
    const otherStudent = onlyIn(other, own);
    const before = { own: (await changes(own)).version, other: (await changes(other)).version };
    expect(await changes(own, `?since=${before.own}`)).toEqual({ version: before.own, changed: false });

    const lesson = completedLesson(ownStudent);
    await ingestHandWritten(server.database, server.home.districtId, [lesson]);
    const afterOwn = await changes(own, `?since=${before.own}`, 'teacher');
    expect(afterOwn.changed).toBe(true);
    expect(afterOwn.version).toBeGreaterThan(before.own);
    expect(await changes(other, `?since=${before.other}`)).toEqual({ version: before.other, changed: false });

    // The same record again is a duplicate: nothing changed.
    await ingestHandWritten(server.database, server.home.districtId, [lesson]);
    expect((await changes(own)).version).toBe(afterOwn.version);

    await ingestHandWritten(server.database, server.home.districtId, [completedLesson(otherStudent)]);
    expect((await changes(other, `?since=${before.other}`)).changed).toBe(true);
    expect(await changes(own, `?since=${afterOwn.version}`)).toEqual({
      version: afterOwn.version,
      changed: false,
    });
  });

  it('holds a wait=true request until an ingest moves the version, then answers at once', async () => {
    const { ownClassroomId: own, sameSchoolClassroomId: other } = server.home.ids;
    const { version } = await changes(own);
    const held = changes(own, `?since=${version}&wait=true`, 'teacher');
    let answered = false;
    void held.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Another classroom's ingest does not answer it.
    await ingestHandWritten(server.database, server.home.districtId, [completedLesson(onlyIn(other, own))]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);

    const sent = Date.now();
    await ingestHandWritten(server.database, server.home.districtId, [completedLesson(onlyIn(own, other))]);
    const moved = await held;
    expect(moved.changed).toBe(true);
    expect(moved.version).toBeGreaterThan(version);
    expect(Date.now() - sent).toBeLessThan(1_000);
  });

  it('is refused to whoever cannot open the classroom, and checks its query', async () => {
    const { ownClassroomId, sameSchoolClassroomId } = server.home.ids;
    expect((await server.getAs(changesUrl(sameSchoolClassroomId), 'teacher')).statusCode).toBe(403);
    expect((await server.getAs(changesUrl(ownClassroomId), 'guardian')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: changesUrl(ownClassroomId) })).statusCode).toBe(
      401,
    );
    expect((await server.getAs(changesUrl(ownClassroomId, '?since=-1'), 'teacher')).statusCode).toBe(400);
    expect((await server.getAs(changesUrl(ownClassroomId, '?since=1&wait=yes'), 'teacher')).statusCode).toBe(
      400,
    );
  });
});

describe('a classroom changed by another server process', () => {
  it('reaches a held request within the shared poll, with no write of this process to go by', async () => {
    const { ownClassroomId: own, sameSchoolClassroomId: other } = server.home.ids;
    const { version } = await changes(own);
    // A watcher that never sees a write of its own: as in a process whose neighbour on PostgreSQL ingested.
    const watcher = new LiveWatcher(server.database.db, () => 0);
    const held = watcher.waitForChange(
      { districtId: server.home.districtId, kind: 'classroom', id: own },
      version,
      10_000,
      new AbortController().signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = Date.now();
    await ingestHandWritten(server.database, server.home.districtId, [completedLesson(onlyIn(own, other))]);
    expect(await held).toBeGreaterThan(version);
    expect(Date.now() - sent).toBeLessThan(SHARED_POLL_MS + 500);
  });
});

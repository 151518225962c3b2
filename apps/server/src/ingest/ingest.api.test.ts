import { EVENT_CODES, INGEST_BATCH_MAX, SESSION_COOKIE } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { checkDerivedState } from '../learning/rebuild-check.js';
import { login } from '../testing/test-server.js';
import { FOREIGN_KEY, ingestTestServer, T0 } from './ingest.test-helpers.js';

const slots = getCatalogue().lessonSlots;
const { server, post } = ingestTestServer();
const studentId = () => server.home.ids.ownStudentId;

describe('POST /api/v1/events', () => {
  it('refuses a missing or wrong ingest key with 401 and a clear message; a session cookie is no substitute', async () => {
    const body = {
      events: [
        {
          uid: 'a1',
          student_id: studentId(),
          event_code: 100,
          timestamp: T0,
          lesson_slot_id: slots[0]!.lesson_slot_id,
        },
      ],
    };
    const missing = await post(body, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().apiError.message).toMatch(/Authorization: Bearer/);
    const wrong = await post(body, 'not-a-key');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().apiError.message).toMatch(/not valid/);
    const cookie = await login(server.app, server.home.logins.districtAdmin);
    const withCookie = await post(body, null, { cookie });
    expect(withCookie.statusCode).toBe(401);
    expect(cookie.startsWith(SESSION_COOKIE)).toBe(true);
  });

  it('commits the good records of a batch and says why each other one was refused', async () => {
    const slot = slots[0]!.lesson_slot_id;
    const response = await post({
      events: [
        { uid: 'b-open', student_id: studentId(), event_code: 100, timestamp: T0, lesson_slot_id: slot },
        {
          uid: 'b-done',
          student_id: studentId(),
          event_code: 110,
          timestamp: T0 + 600_000,
          lesson_slot_id: slot,
          lesson_passed: true,
          total_lesson_time: 600_000,
        },
        { uid: 'b-bad-code', student_id: studentId(), event_code: 111, timestamp: T0 },
        {
          uid: 'b-no-result',
          student_id: studentId(),
          event_code: 110,
          timestamp: T0,
          lesson_slot_id: slot,
          total_lesson_time: 1000,
        },
        { uid: 'b-slot', student_id: studentId(), event_code: 100, timestamp: T0, lesson_slot_id: 1 },
        {
          uid: 'b-foreign',
          student_id: server.foreign.ids.ownStudentId,
          event_code: 100,
          timestamp: T0,
          lesson_slot_id: slot,
        },
        {
          uid: 'b-future',
          student_id: studentId(),
          event_code: 100,
          timestamp: Date.now() + 3 * 86_400_000,
          lesson_slot_id: slot,
        },
        { student_id: studentId(), event_code: 100, timestamp: T0, lesson_slot_id: slot },
        42,
      ],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ received: 9, accepted: 2, duplicates: 0 });
    expect(data.rejected.map((r: { index: number }) => r.index)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const reasons = data.rejected.map((r: { reason: string }) => r.reason);
    expect(reasons[0]).toMatch(/event_code must be one of/);
    expect(reasons[1]).toMatch(/lesson_passed must be true or false/);
    expect(reasons[2]).toMatch(/lesson_slot_id 1 is not a lesson slot/);
    expect(reasons[3]).toMatch(/not a student of this district/);
    expect(reasons[4]).toMatch(/future/);
    expect(reasons[5]).toMatch(/uid/);
    expect(reasons[6]).toMatch(/JSON object/);

    const day = await server.database.db
      .selectFrom('student_day')
      .selectAll()
      .where('district_id', '=', server.home.districtId)
      .where('student_id', '=', studentId())
      .execute();
    expect(day).toEqual([
      expect.objectContaining({
        local_date: '2026-11-19',
        session_ms: 600_000,
        extended_ms: 0,
        lessons_completed: 1,
        lessons_passed: 1,
      }),
    ]);
    const events = await server.database.db
      .selectFrom('events')
      .select('uid')
      .where('district_id', '=', server.home.districtId)
      .execute();
    expect(events.map((e) => e.uid).sort()).toEqual(['b-done', 'b-open']);
  });

  it('refuses ids that do not fit the 32-bit id columns', async () => {
    const response = await post({
      events: [
        {
          uid: 'big-id',
          student_id: studentId(),
          event_code: 100,
          timestamp: T0,
          lesson_slot_id: slots[0]!.lesson_slot_id,
          assignment_id: 4_102_000_101,
        },
      ],
    });
    expect(response.json().data).toMatchObject({ accepted: 0, rejected: [{ index: 0, uid: 'big-id' }] });
    expect(response.json().data.rejected[0].reason).toMatch(/assignment_id/);
  });

  it('is idempotent by uid: sending a batch twice changes nothing', async () => {
    const slot = slots[1]!.lesson_slot_id;
    const record = {
      uid: 'c-1',
      student_id: studentId(),
      event_code: 110,
      timestamp: T0 + 3_600_000,
      lesson_slot_id: slot,
      lesson_passed: false,
      total_lesson_time: 300_000,
    };
    const batch = { events: [record, { ...record }] };
    const lessonRows = () =>
      server.database.db
        .selectFrom('student_lesson')
        .selectAll()
        .where('district_id', '=', server.home.districtId)
        .orderBy('lesson_slot_id')
        .execute();
    expect((await post(batch)).json().data).toMatchObject({ accepted: 1, duplicates: 1 });
    const before = await lessonRows();
    expect((await post(batch)).json().data).toMatchObject({ accepted: 0, duplicates: 2, rejected: [] });
    const after = await lessonRows();
    expect(after).toEqual(before);
    expect(after.find((l) => l.lesson_slot_id === slot)).toMatchObject({ completions: 1, fails: 1 });

    // The same uid sent again with a later timestamp is still a duplicate (this path stores the batch a
    // second time with every uid looked up), and the new play beside it is counted on its event.
    const later = { ...record, timestamp: T0 + 7_200_000, lesson_passed: true };
    const next = { ...later, uid: 'c-2', timestamp: T0 + 7_300_000 };
    expect((await post({ events: [later, next] })).json().data).toMatchObject({ accepted: 1, duplicates: 1 });
    const counted = await server.database.db
      .selectFrom('events')
      .select(['uid', 'lesson_passed', 'lesson_plays', 'lesson_fails'])
      .where('district_id', '=', server.home.districtId)
      .where('uid', 'in', ['c-1', 'c-2'])
      .orderBy('uid')
      .execute();
    expect(counted).toEqual([
      { uid: 'c-1', lesson_passed: false, lesson_plays: 1, lesson_fails: 1 },
      { uid: 'c-2', lesson_passed: true, lesson_plays: 2, lesson_fails: 1 },
    ]);
  });

  it('stores the first events of a student who already has derived rows (none of a summary) by upserting them', async () => {
    // The fast store inserts a new student's rows; a stray row under one of their keys sends the batch to the
    // careful store, which upserts it. Nothing is lost and the fold's figures replace the stray ones.
    const { db } = server.database;
    const learningOf = await db.selectFrom('student_learning').select('student_id').execute();
    const withEvents = new Set(learningOf.map((r) => r.student_id));
    const student = server.home.roster.students.find((s) => !withEvents.has(s.student_id))!.student_id;
    const day = { district_id: server.home.districtId, student_id: student, local_date: '2026-11-19' };
    await db
      .insertInto('student_day')
      .values({
        ...day,
        session_ms: 1,
        extended_ms: 0,
        lessons_completed: 9,
        lessons_passed: 9,
        standards_grown: 0,
        lessons_failed: 0,
        events_count: 9,
      })
      .execute();
    const record = {
      uid: 'stray-1',
      student_id: student,
      event_code: EVENT_CODES.LESSON_COMPLETED,
      timestamp: T0,
      lesson_slot_id: slots[2]!.lesson_slot_id,
      lesson_passed: true,
      total_lesson_time: 240_000,
    };
    expect((await post({ events: [record] })).json().data).toMatchObject({ accepted: 1, duplicates: 0 });
    const row = await db
      .selectFrom('student_day')
      .selectAll()
      .where('district_id', '=', day.district_id)
      .where('student_id', '=', student)
      .execute();
    expect(row).toEqual([
      expect.objectContaining({ ...day, lessons_completed: 1, lessons_passed: 1, events_count: 1 }),
    ]);
    const stored = await db
      .selectFrom('events')
      .select('uid')
      .where('district_id', '=', day.district_id)
      .where('student_id', '=', student)
      .execute();
    expect(stored).toEqual([{ uid: 'stray-1' }]);
  });

  it(`accepts a batch of ${INGEST_BATCH_MAX} records and refuses a larger one`, async () => {
    const students = server.home.roster.students.slice(0, 50).map((s) => s.student_id);
    const events = Array.from({ length: INGEST_BATCH_MAX }, (_, i) => ({
      uid: `big-${i}`,
      student_id: students[i % students.length],
      event_code: i % 2 === 0 ? EVENT_CODES.LESSON_OPENED : EVENT_CODES.LESSON_COMPLETED,
      timestamp: T0 - 30 * 86_400_000 + i * 60_000,
      lesson_slot_id: slots[(i >> 1) % 200]!.lesson_slot_id,
      ...(i % 2 === 1 ? { lesson_passed: i % 3 !== 0, total_lesson_time: 420_000 } : {}),
    }));
    const response = await post({ events });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      received: INGEST_BATCH_MAX,
      accepted: INGEST_BATCH_MAX,
      rejected: [],
    });
    const tooMany = await post({ events: [...events, events[0]] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().apiError.message).toMatch(/at most 5000/);
  });

  it('writes into the key’s district only, and the rebuild check finds no difference', async () => {
    const response = await post(
      {
        events: [
          {
            uid: 'f-1',
            student_id: server.foreign.ids.ownStudentId,
            event_code: 100,
            timestamp: T0,
            lesson_slot_id: slots[0]!.lesson_slot_id,
          },
        ],
      },
      FOREIGN_KEY,
    );
    expect(response.json().data.accepted).toBe(1);
    const foreignEvents = await server.database.db
      .selectFrom('events')
      .select(['district_id', 'uid'])
      .where('uid', '=', 'f-1')
      .execute();
    expect(foreignEvents).toEqual([{ district_id: server.foreign.districtId, uid: 'f-1' }]);
    for (const districtId of [server.home.districtId, server.foreign.districtId]) {
      const report = await checkDerivedState(server.database.db, server.database.engine, districtId);
      expect(report.differences).toEqual([]);
      expect(report.events).toBeGreaterThan(0);
    }
  });
});

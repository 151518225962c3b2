import { EVENT_CODES } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { checkDerivedState } from '../learning/rebuild-check.js';
import { login } from '../testing/test-server.js';
import { ingestTestServer, T0 } from './ingest.test-helpers.js';

const slots = getCatalogue().lessonSlots;
const { server, post } = ingestTestServer();

describe('POST /api/v1/events with placements', () => {
  it('accepts a placement (800) only as a passed lesson slot or standard without time or assignment, and folds it as no play', async () => {
    const student = server.home.ids.sameSchoolStudentId;
    // A grade 8 lesson the fixture's plays never reach.
    const slot = slots[slots.length - 1]!.lesson_slot_id;
    // A grade 8 standard of other slots: a placement on it credits every one of them.
    const placedStandard = slots.findLast(
      (s) => s.standard_id !== slots[slots.length - 1]!.standard_id,
    )!.standard_id;
    const db = server.database.db;
    const dayRow = () =>
      db
        .selectFrom('student_day')
        .select(['session_ms', 'lessons_completed', 'lessons_passed', 'events_count'])
        .where('district_id', '=', server.home.districtId)
        .where('student_id', '=', student)
        .where('local_date', '=', '2026-11-19')
        .executeTakeFirst();
    const before = (await dayRow()) ?? {
      session_ms: 0,
      lessons_completed: 0,
      lessons_passed: 0,
      events_count: 0,
    };
    const placement = { student_id: student, event_code: EVENT_CODES.PLACEMENT, timestamp: T0 };
    const response = await post({
      events: [
        { ...placement, uid: 'p-ok', lesson_slot_id: slot, lesson_passed: true },
        { ...placement, uid: 'p-no-slot', lesson_passed: true },
        {
          ...placement,
          uid: 'p-both',
          lesson_slot_id: slot,
          standard_id: placedStandard,
          lesson_passed: true,
        },
        { ...placement, uid: 'p-standard', standard_id: placedStandard, lesson_passed: true },
        { ...placement, uid: 'p-not-passed', lesson_slot_id: slot, lesson_passed: false },
        { ...placement, uid: 'p-time', lesson_slot_id: slot, lesson_passed: true, total_lesson_time: 60_000 },
        { ...placement, uid: 'p-assigned', lesson_slot_id: slot, lesson_passed: true, assignment_id: 7 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ received: 7, accepted: 2, duplicates: 0 });
    const reasons = data.rejected.map((r: { reason: string }) => r.reason);
    expect(reasons).toHaveLength(5);
    expect(reasons[0]).toMatch(/lesson_slot_id or else standard_id \(not both\) is required for a placement/);
    expect(reasons[1]).toMatch(/lesson_slot_id or else standard_id \(not both\) is required for a placement/);
    expect(reasons[2]).toMatch(/lesson_passed must be true for a placement/);
    expect(reasons[3]).toMatch(/total_lesson_time is not allowed on a placement/);
    expect(reasons[4]).toMatch(/assignment_id is not allowed on a placement/);

    // Rows only a placement touched are kept apart (placed-lessons.ts); the view shows them as passed by placement.
    const lessonOf = (table: 'student_lesson' | 'student_lesson_placed' | 'student_lesson_passes') =>
      db
        .selectFrom(table)
        .selectAll()
        .where('district_id', '=', server.home.districtId)
        .where('student_id', '=', student)
        .where('lesson_slot_id', '=', slot)
        .executeTakeFirst();
    expect(await lessonOf('student_lesson')).toBeUndefined();
    expect(await lessonOf('student_lesson_placed')).toMatchObject({ passes: 1, passed_at: T0 });
    expect(await lessonOf('student_lesson_passes')).toMatchObject({
      passes: 1,
      passed_at: T0,
      passed_by_placement: true,
    });
    const placedSlots = await db
      .selectFrom('student_lesson_passes')
      .select(['lesson_slot_id', 'passes', 'passed_by_placement'])
      .where('district_id', '=', server.home.districtId)
      .where('student_id', '=', student)
      .where('lesson_slot_id', 'in', getCatalogue().slotsOfStandard.get(placedStandard)!)
      .orderBy('lesson_slot_id')
      .execute();
    expect(placedSlots).toEqual(
      getCatalogue()
        .slotsOfStandard.get(placedStandard)!
        .map((id) => ({ lesson_slot_id: id, passes: 1, passed_by_placement: true }))
        .sort((a, b) => a.lesson_slot_id - b.lesson_slot_id),
    );
    // The day counts the events, and no time, completed or passed lesson.
    expect(await dayRow()).toEqual({ ...before, events_count: before.events_count + 2 });
    // Not a row of the activity feed.
    const cookie = await login(server.app, server.home.logins.districtAdmin);
    const feed = await server.app.inject({
      method: 'GET',
      url: `/r/districts/${server.home.districtId}/students/${student}/activity?fd=20261118&td=20261120`,
      headers: { cookie },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().data).toEqual([]);

    // Played an hour later, the slot's row leaves the placed table for student_lesson, whole, in the same batch.
    const play = {
      uid: 'p-played',
      student_id: student,
      event_code: EVENT_CODES.LESSON_COMPLETED,
      timestamp: T0 + 3_600_000,
      lesson_slot_id: slot,
      lesson_passed: true,
      total_lesson_time: 240_000,
    };
    expect((await post({ events: [play] })).json().data).toMatchObject({ accepted: 1 });
    expect(await lessonOf('student_lesson_placed')).toBeUndefined();
    expect(await lessonOf('student_lesson')).toMatchObject({
      passes: 2,
      completions: 1,
      time_spent_ms: 240_000,
      passed_at: T0,
      passed_by_placement: true,
    });
    const report = await checkDerivedState(db, server.database.engine, server.home.districtId);
    expect(report.differences).toEqual([]);
  });
});

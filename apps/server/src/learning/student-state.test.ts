import { EVENT_CODES } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { foldEventsOf } from '../testing/fold-events.js';
import { foldStudent } from './fold-students.js';
import { foldContextFor } from './learning.service.js';

const ctx = foldContextFor({ districtId: 7, timeZone: 'America/Chicago' });
const catalogue = getCatalogue();
/** Thursday 2026-11-19 10:00 in Chicago. */
const T0 = Date.UTC(2026, 10, 19, 16, 0);
const MIN = 60_000;
const STUDENT = 7_100_001;

const event = foldEventsOf(STUDENT);
const completed = (slot: number, at: number, passed: boolean, minutes = 10) =>
  event(EVENT_CODES.LESSON_COMPLETED, at, {
    lesson_slot_id: slot,
    lesson_passed: passed,
    time_spent_ms: minutes * MIN,
  });

const standard = catalogue.standards.find(
  (s) => s.parent_standard_id === null && (catalogue.slotsOfStandard.get(s.standard_id)?.length ?? 0) >= 4,
)!;
const slots = catalogue.slotsOfStandard.get(standard.standard_id)!;
const groupId = catalogue.slotById.get(slots[0]!)!.lesson_group_id;

describe('derived state of one student', () => {
  it('adds minutes, extended-hours minutes and lessons to the district-local day', () => {
    const state = foldStudent(ctx, STUDENT, [
      completed(slots[0]!, T0, true, 12),
      completed(slots[1]!, T0 + 6 * 60 * MIN + 10 * MIN, false, 20), // 16:10 local: 10 min after school
    ]);
    expect(state.days.get('2026-11-19')).toMatchObject({
      session_ms: 32 * MIN,
      extended_ms: 10 * MIN,
      lessons_completed: 2,
      lessons_passed: 1,
      lessons_failed: 1,
    });
  });

  it('moves percent complete with each passed slot and records the proficient date', () => {
    const events = slots.map((slot, i) => completed(slot, T0 + i * 15 * MIN, true));
    const state = foldStudent(ctx, STUDENT, events.slice(0, 1));
    const first = state.standards.get(standard.standard_id)!;
    expect(first.percent_complete).toBe(Math.floor(100 / slots.length));
    expect(first.proficiency_status).toBe('IN_PROGRESS');
    const done = foldStudent(ctx, STUDENT, events).standards.get(standard.standard_id)!;
    expect(done).toMatchObject({
      percent_complete: 100,
      proficiency_status: 'PROFICIENT',
      proficient_date: '2026-11-19',
      proficient_at: events.at(-1)!.occurred_at,
    });
  });

  it('a standard completed event (701) makes the standard proficient', () => {
    const state = foldStudent(ctx, STUDENT, [
      event(EVENT_CODES.STANDARD_COMPLETED, T0, { standard_id: standard.standard_id }),
    ]);
    expect(state.standards.get(standard.standard_id)).toMatchObject({
      percent_complete: 100,
      proficiency_status: 'PROFICIENT',
      completed_by_event: true,
    });
  });

  it('a lesson failed twice with the latest play failed needs attention, and so do its standard and group', () => {
    const slot = slots[0]!;
    const state = foldStudent(ctx, STUDENT, [
      completed(slot, T0, false),
      completed(slot, T0 + 15 * MIN, false),
    ]);
    expect(state.lessons.get(slot)).toMatchObject({
      attempts: 0,
      completions: 2,
      fails: 2,
      needs_attention: true,
      last_result: 'FAILED',
    });
    expect(state.standards.get(standard.standard_id)!.proficiency_status).toBe('NEEDS_ATTENTION');
    expect(state.groups.get(groupId)).toMatchObject({
      status: 'NEEDS_ATTENTION',
      needs_attention: true,
      needs_attention_since: T0 + 15 * MIN,
    });
    expect(state.alerts.map((a) => a.alert_key)).toContain(`group:${groupId}`);
    const recovered = foldStudent(ctx, STUDENT, [
      completed(slot, T0, false),
      completed(slot, T0 + 15 * MIN, false),
      completed(slot, T0 + 30 * MIN, true),
    ]);
    expect(recovered.lessons.get(slot)!.needs_attention).toBe(false);
    expect(recovered.groups.get(groupId)!.status).toBe('IN_PROGRESS');
  });

  it('group stays in progress until a group-completed event (130 or 703)', () => {
    const all = (catalogue.slotsOfGroup.get(groupId) ?? []).map((slot, i) =>
      completed(slot, T0 + i * MIN, true),
    );
    expect(foldStudent(ctx, STUDENT, all).groups.get(groupId)!.status).toBe('IN_PROGRESS');
    for (const code of [EVENT_CODES.LESSON_GROUP_COMPLETED, EVENT_CODES.LESSON_GROUP_COMPLETED_MILESTONE]) {
      const state = foldStudent(ctx, STUDENT, [
        ...all,
        event(code, T0 + 999 * MIN, { lesson_group_id: groupId }),
      ]);
      expect(state.groups.get(groupId)).toMatchObject({ status: 'COMPLETED', completed_date: '2026-11-20' });
    }
    expect(
      foldStudent(ctx, STUDENT, [
        event(EVENT_CODES.GROUP_IN_PROGRESS, T0, { lesson_group_id: groupId }),
      ]).groups.get(groupId)!.status,
    ).toBe('IN_PROGRESS');
  });

  it('paused plays of a slot merge per history week', () => {
    const paused = (at: number) =>
      event(EVENT_CODES.LESSON_PAUSED, at, { lesson_slot_id: slots[0]!, time_spent_ms: 3 * MIN });
    const day = 24 * 60 * MIN;
    const state = foldStudent(ctx, STUDENT, [paused(T0), paused(T0 + 1 * day), paused(T0 + 9 * day)]);
    expect(state.lessons.get(slots[0]!)).toMatchObject({
      pauses: 2,
      is_paused: true,
      time_spent_ms: 9 * MIN,
    });
  });

  it('raises "3 of the last 5 failed" and keeps one alert per student, the lowest ordinal', () => {
    const results = [true, false, true, false, false];
    const state = foldStudent(
      ctx,
      STUDENT,
      results.map((passed, i) => completed(slots[i % slots.length]!, T0 + i * 12 * MIN, passed)),
    );
    const threshold = state.alerts.find((a) => a.alert_key === 'lessons_fail_threshold');
    expect(threshold).toMatchObject({
      alert_type: 'LESSON_STRUGGLING',
      category: 'LEARNING',
      ordinal: 50,
      raised_at: T0 + 48 * MIN,
    });
    expect(state.learning).toMatchObject({ alert_type: 'LESSON_STRUGGLING', alert_ordinal: 50 });
  });

  it('a lesson struggling event (702) raises a standard struggling alert until the lesson is passed', () => {
    const slot = slots[1]!;
    const struggling = foldStudent(ctx, STUDENT, [
      completed(slot, T0, false, 30),
      event(EVENT_CODES.LESSON_STRUGGLING, T0 + MIN, { lesson_slot_id: slot }),
    ]);
    expect(struggling.alerts.find((a) => a.alert_key === `standard:${standard.standard_id}`)).toMatchObject({
      learning_kind: 'standard_struggling',
      raised_at: T0 + MIN,
    });
    const passed = foldStudent(ctx, STUDENT, [
      completed(slot, T0, false, 30),
      event(EVENT_CODES.LESSON_STRUGGLING, T0 + MIN, { lesson_slot_id: slot }),
      completed(slot, T0 + 20 * MIN, true, 30),
    ]);
    expect(passed.alerts.filter((a) => a.category === 'LEARNING')).toEqual([]);
  });

  it("keeps no usage alert: a week under the minimum is the reports' to decide against today", () => {
    const low = foldStudent(ctx, STUDENT, [completed(slots[0]!, T0, true, 10)]);
    expect(low.alerts).toEqual([]);
    expect(low.learning).toMatchObject({ alert_type: 'NO_ALERT', alert_ordinal: 999_999 });
  });
});

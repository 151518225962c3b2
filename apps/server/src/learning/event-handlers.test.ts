import { EVENT_CODES } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { foldEventsOf } from '../testing/fold-events.js';
import { EVENT_HANDLERS, handlerOf, type FoldStep } from './event-handlers.js';
import { foldContextFor } from './learning.service.js';
import { newDayRow, newLearningRow } from './student-rows.js';
import { applyEvent, emptyStudentState, type FoldEvent, type StudentState } from './student-state.js';

const ctx = foldContextFor({ districtId: 9, timeZone: 'America/Chicago' });
const catalogue = getCatalogue();
const MIN = 60_000;
/** Thursday 2026-11-19 10:00 in Chicago. */
const T0 = Date.UTC(2026, 10, 19, 16, 0);
const STUDENT = 9_000_001;

const groupId = [...catalogue.slotsOfGroup.keys()].find((id) => catalogue.slotsOfGroup.get(id)!.length >= 3)!;
const slotA = catalogue.slotsOfGroup.get(groupId)![0]!;
const slotB = catalogue.slotsOfGroup.get(groupId)![1]!;

const event = foldEventsOf(STUDENT);

/** Runs one code's handler alone, on the student's rows as the fold hands them over. */
function handle(state: StudentState, e: FoldEvent): FoldStep {
  const date = ctx.clock.dateOf(e.occurred_at);
  const owner = { district_id: ctx.districtId, student_id: STUDENT };
  const learning = (state.learning ??= newLearningRow(owner, e, date));
  const day = state.days.get(date) ?? newDayRow(owner, date);
  state.days.set(date, day);
  const step = { state, ctx, event: e, at: e.occurred_at, date, learning, day };
  handlerOf(e.event_code)!(step);
  return step;
}

describe('event handler table (spec §4 event codes)', () => {
  it('has a handler for every code that changes derived state, and none for the others', () => {
    expect(
      Object.keys(EVENT_HANDLERS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([100, 110, 120, 130, 200, 300, 600, 701, 702, 703, 800, 900]);
    for (const code of [210, 220, 400, 500]) expect(handlerOf(code)).toBeUndefined();
    const state = emptyStudentState(STUDENT);
    applyEvent(state, ctx, event(EVENT_CODES.FEEDBACK, T0));
    expect(state.learning).toMatchObject({ events_count: 1, certificates: 0, badges: 0, session_ms: 0 });
    expect(state.days.get('2026-11-19')).toMatchObject({ events_count: 1, session_ms: 0 });
    expect([state.lessons.size, state.standards.size, state.groups.size]).toEqual([0, 0, 0]);
  });

  it('100 opened: counts an attempt, keeps the last assignment, and opens the standard and group rows', () => {
    const state = emptyStudentState(STUDENT);
    handle(state, event(EVENT_CODES.LESSON_OPENED, T0, { lesson_slot_id: slotA, assignment_id: 4 }));
    handle(state, event(EVENT_CODES.LESSON_OPENED, T0 + MIN, { lesson_slot_id: slotA }));
    expect(state.lessons.get(slotA)).toMatchObject({
      attempts: 2,
      completions: 0,
      last_assignment_id: 4,
      first_played_at: T0,
      last_played_at: T0 + MIN,
    });
    expect(state.groups.get(groupId)).toMatchObject({ status: 'NOT_STARTED', started_at: T0 });
    for (const standardId of catalogue.standardsOfSlot.get(slotA)!)
      expect(state.standards.get(standardId)!.proficiency_status).toBe('NOT_STARTED');
    expect([...state.dirty.lessons]).toEqual([slotA]);
  });

  it('110 completed: counts the play on lesson, day and student; a pass ends a group struggling event', () => {
    const state = emptyStudentState(STUDENT);
    handle(state, event(EVENT_CODES.GROUP_STRUGGLING, T0, { lesson_group_id: groupId }));
    expect(state.groups.get(groupId)).toMatchObject({ status: 'NEEDS_ATTENTION', needs_attention_since: T0 });
    handle(
      state,
      event(EVENT_CODES.LESSON_COMPLETED, T0 + MIN, {
        lesson_slot_id: slotA,
        lesson_passed: false,
        time_spent_ms: 7 * MIN,
      }),
    );
    // Ends 16:20 local: 20 minutes of the 30 are after school hours.
    const step = handle(
      state,
      event(EVENT_CODES.LESSON_COMPLETED, T0 + 380 * MIN, {
        lesson_slot_id: slotA,
        lesson_passed: true,
        time_spent_ms: 30 * MIN,
      }),
    );
    expect(state.lessons.get(slotA)).toMatchObject({
      completions: 2,
      passes: 1,
      fails: 1,
      last_result: 'PASSED',
      passed_at: T0 + 380 * MIN,
      time_spent_ms: 37 * MIN,
    });
    expect(step.day).toMatchObject({
      lessons_completed: 2,
      lessons_passed: 1,
      lessons_failed: 1,
      session_ms: 37 * MIN,
      extended_ms: 20 * MIN,
    });
    expect(step.learning).toMatchObject({ lessons_completed: 2, lessons_passed: 1, recent_results: 'FP' });
    expect(state.groups.get(groupId)).toMatchObject({
      struggling_event_at: null,
      needs_attention: false,
      needs_attention_since: null,
      status: 'IN_PROGRESS',
      tested_lessons_count: 1,
      failed_lessons_count: 1,
      lessons_passed: 1,
    });
  });

  it('120 paused: the time counts, the lesson is paused until completed, pauses count once a week', () => {
    const state = emptyStudentState(STUDENT);
    const paused = (at: number) =>
      event(EVENT_CODES.LESSON_PAUSED, at, { lesson_slot_id: slotB, time_spent_ms: 4 * MIN });
    const step = handle(state, paused(T0));
    handle(state, paused(T0 + 10 * MIN));
    expect(state.lessons.get(slotB)).toMatchObject({ is_paused: true, pauses: 1, time_spent_ms: 8 * MIN });
    expect(step.day.session_ms).toBe(8 * MIN);
    expect(step.learning.session_ms).toBe(8 * MIN);
    expect(state.groups.get(groupId)!.status).toBe('NOT_STARTED');
    handle(state, event(EVENT_CODES.LESSON_COMPLETED, T0 + 20 * MIN, { lesson_slot_id: slotB }));
    expect(state.lessons.get(slotB)).toMatchObject({ is_paused: false, last_result: 'FAILED' });
  });

  it('702 lesson struggling: flags the lesson from its first event, and its group needs attention', () => {
    const state = emptyStudentState(STUDENT);
    handle(state, event(EVENT_CODES.LESSON_STRUGGLING, T0, { lesson_slot_id: slotA }));
    handle(state, event(EVENT_CODES.LESSON_STRUGGLING, T0 + MIN, { lesson_slot_id: slotA }));
    expect(state.lessons.get(slotA)).toMatchObject({ struggling: true, struggling_since: T0 });
    expect(state.groups.get(groupId)).toMatchObject({ needs_attention: true, needs_attention_since: T0 });
  });

  it('600, 900 and 130/703 name their group directly or through a lesson slot of it', () => {
    const state = emptyStudentState(STUDENT);
    handle(state, event(EVENT_CODES.GROUP_IN_PROGRESS, T0, { lesson_slot_id: slotB }));
    handle(state, event(EVENT_CODES.GROUP_IN_PROGRESS, T0 + MIN, { lesson_group_id: groupId }));
    expect(state.groups.get(groupId)).toMatchObject({ in_progress_event_at: T0, status: 'IN_PROGRESS' });
    handle(state, event(EVENT_CODES.GROUP_STRUGGLING, T0 + 2 * MIN, { lesson_slot_id: slotA }));
    expect(state.groups.get(groupId)!.status).toBe('NEEDS_ATTENTION');
    handle(
      state,
      event(EVENT_CODES.LESSON_GROUP_COMPLETED_MILESTONE, T0 + 3 * MIN, { lesson_slot_id: slotB }),
    );
    handle(state, event(EVENT_CODES.LESSON_GROUP_COMPLETED, T0 + 4 * MIN, { lesson_group_id: groupId }));
    expect(state.groups.get(groupId)).toMatchObject({
      status: 'COMPLETED',
      completed_at: T0 + 3 * MIN,
      completed_date: '2026-11-19',
      needs_attention: false,
      needs_attention_since: null,
    });
  });

  it('701 standard completed makes the standard proficient for good', () => {
    const state = emptyStudentState(STUDENT);
    const standardId = catalogue.slotById.get(slotA)!.standard_id;
    handle(state, event(EVENT_CODES.STANDARD_COMPLETED, T0, { standard_id: standardId }));
    handle(state, event(EVENT_CODES.LESSON_COMPLETED, T0 + MIN, { lesson_slot_id: slotA }));
    expect(state.standards.get(standardId)).toMatchObject({
      percent_complete: 100,
      proficiency_status: 'PROFICIENT',
      proficient_at: T0,
    });
  });

  it('800 placement passes the slot without a play: no time, no completed lesson, marked as placed', () => {
    const state = emptyStudentState(STUDENT);
    const step = handle(
      state,
      event(EVENT_CODES.PLACEMENT, T0, { lesson_slot_id: slotA, lesson_passed: true, time_spent_ms: 0 }),
    );
    expect(state.lessons.get(slotA)).toMatchObject({
      passes: 1,
      completions: 0,
      attempts: 0,
      time_spent_ms: 0,
      last_result: null,
      passed_at: T0,
      passed_by_placement: true,
    });
    expect(step.learning).toMatchObject({ lessons_completed: 0, lessons_passed: 0, session_ms: 0 });
    expect(step.day).toMatchObject({ lessons_completed: 0, lessons_passed: 0, session_ms: 0 });
    // Its standards count the slot as passed, like a passing play.
    for (const standardId of catalogue.standardsOfSlot.get(slotA)!) {
      const slots = catalogue.slotsOfStandard.get(standardId)!.length;
      expect(state.standards.get(standardId)!.slots_passed, String(standardId)).toBe(1);
      expect(state.standards.get(standardId)!.percent_complete).toBe(Math.min(100, Math.floor(100 / slots)));
    }
    expect(state.groups.get(groupId)).toMatchObject({ lessons_passed: 1, tested_lessons_count: 0 });
    // A slot already passed by a play stays a play's pass.
    handle(
      state,
      event(EVENT_CODES.LESSON_COMPLETED, T0 + MIN, { lesson_slot_id: slotB, lesson_passed: true }),
    );
    handle(state, event(EVENT_CODES.PLACEMENT, T0 + 2 * MIN, { lesson_slot_id: slotB, lesson_passed: true }));
    expect(state.lessons.get(slotB)).toMatchObject({ passed_at: T0 + MIN, passed_by_placement: false });
  });

  it('800 placement on a standard passes every slot of it, each marked as placed, the standard complete', () => {
    const state = emptyStudentState(STUDENT);
    const standardId = catalogue.slotById.get(slotA)!.standard_id;
    const slots = catalogue.slotsOfStandard.get(standardId)!;
    expect(slots.length).toBeGreaterThan(1);
    const step = handle(
      state,
      event(EVENT_CODES.PLACEMENT, T0, { standard_id: standardId, lesson_passed: true, time_spent_ms: 0 }),
    );
    for (const slotId of slots)
      expect(state.lessons.get(slotId), String(slotId)).toMatchObject({
        passes: 1,
        completions: 0,
        passed_at: T0,
        passed_by_placement: true,
      });
    expect(state.standards.get(standardId)).toMatchObject({
      slots_passed: slots.length,
      percent_complete: 100,
      proficiency_status: 'PROFICIENT',
      started_by_placement: true,
      proficient_by_placement: true,
    });
    expect(step.learning).toMatchObject({ lessons_completed: 0, lessons_passed: 0, session_ms: 0 });
    // Every standard and group the credited slots count in is recomputed, each with the slots passed so far.
    const credited = new Set(slots);
    for (const id of new Set(slots.flatMap((slotId) => catalogue.standardsOfSlot.get(slotId)!)))
      expect(state.standards.get(id)?.slots_passed, `standard ${id}`).toBe(
        catalogue.slotsOfStandard.get(id)!.filter((slotId) => credited.has(slotId)).length,
      );
    for (const id of new Set(slots.map((slotId) => catalogue.slotById.get(slotId)!.lesson_group_id)))
      expect(state.groups.get(id)?.lessons_passed, `group ${id}`).toBe(
        catalogue.slotsOfGroup.get(id)!.filter((slotId) => credited.has(slotId)).length,
      );
  });

  it('200 and 300 count certificates and badges on the student', () => {
    const state = emptyStudentState(STUDENT);
    handle(state, event(EVENT_CODES.CERTIFICATE, T0));
    handle(state, event(EVENT_CODES.BADGE, T0 + MIN));
    const step = handle(state, event(EVENT_CODES.BADGE, T0 + 2 * MIN));
    expect(step.learning).toMatchObject({ certificates: 1, badges: 2, events_count: 0 });
  });
});

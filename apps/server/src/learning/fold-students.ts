/**
 * A batch's students folded (learning.service.ts `foldNewEvents`): those who continue from their stored state, and
 * those replayed from all their events, with the counts the fold gives each event.
 */
import type { EventTable } from './learning.table.js';
import { computeAlerts } from './student-alerts.js';
import {
  applyEvent,
  compareEvents,
  emptyStudentState,
  type FoldContext,
  type FoldEvent,
  type StudentState,
} from './student-state.js';

/** Folds a student's complete event list into a fresh state, alerts included. */
export function foldStudent(ctx: FoldContext, studentId: number, events: readonly FoldEvent[]): StudentState {
  const state = emptyStudentState(studentId);
  state.replayed = true;
  for (const event of events) applyEvent(state, ctx, event);
  computeAlerts(state, ctx);
  return state;
}

/** The counts the fold gave the event, as the event's derived columns. */
export function countsOf(
  state: StudentState,
  uid: string,
): Pick<EventTable, 'lesson_plays' | 'lesson_fails'> {
  const counts = state.lessonCounts.get(uid);
  return { lesson_plays: counts?.plays ?? null, lesson_fails: counts?.fails ?? null };
}

/**
 * A batch's events by student, in the batch's order. A loop of its own: in `foldNewEvents`, V8's code optimised for
 * it was thrown away at the fold's next await (ingest/ingest.service.ts `checkRecords`).
 */
export function eventsByStudent(events: readonly EventTable[]): Map<number, EventTable[]> {
  const byStudent = new Map<number, EventTable[]>();
  for (const event of events) {
    const list = byStudent.get(event.student_id);
    if (list) list.push(event);
    else byStudent.set(event.student_id, [event]);
  }
  return byStudent;
}

/**
 * Folds the new events of students who continue from their stored state (`loaded`; none for a student new to the
 * district) into `states`, a turn before each student. The loops with a turn in them are functions of their own, so
 * that the code V8 optimises for them is not thrown away at the fold's next await, as it was for every large batch
 * when they were part of `foldNewEvents` (ingest/ingest.service.ts `checkRecords`).
 */
export async function foldContinuing(
  ctx: FoldContext,
  continuing: readonly number[],
  loaded: ReadonlyMap<number, StudentState>,
  byStudent: ReadonlyMap<number, EventTable[]>,
  states: StudentState[],
  turn: () => Promise<void>,
): Promise<void> {
  for (const studentId of continuing) {
    await turn();
    const state = loaded.get(studentId) ?? emptyStudentState(studentId);
    for (const event of byStudent.get(studentId)!) applyEvent(state, ctx, event);
    computeAlerts(state, ctx);
    states.push(state);
  }
}

/**
 * Replays students from all their events (`eventsOf`, the stored ones, with their new ones) into `states`, and lists
 * the stored events whose counts the replay changed in `rewritten`; a turn before each student.
 */
export async function foldReplayed(
  ctx: FoldContext,
  eventsOf: ReadonlyMap<number, EventTable[]>,
  byStudent: ReadonlyMap<number, EventTable[]>,
  states: StudentState[],
  rewritten: EventTable[],
  turn: () => Promise<void>,
): Promise<void> {
  for (const [studentId, earlier] of eventsOf) {
    await turn();
    const state = foldStudent(ctx, studentId, [...earlier, ...byStudent.get(studentId)!].sort(compareEvents));
    states.push(state);
    for (const event of earlier) {
      const counts = countsOf(state, event.uid);
      if (counts.lesson_plays !== event.lesson_plays || counts.lesson_fails !== event.lesson_fails)
        rewritten.push({ ...event, ...counts });
    }
  }
}

/** Gives each new event of the folded students the counts their fold gave it (`countsOf`). */
export function setEventCounts(
  states: readonly StudentState[],
  byStudent: ReadonlyMap<number, EventTable[]>,
): void {
  for (const state of states)
    for (const event of byStudent.get(state.studentId)!) Object.assign(event, countsOf(state, event.uid));
}

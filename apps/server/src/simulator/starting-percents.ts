/**
 * The simulated students' percents on a focus on the day it was assigned. The simulator writes a school year's
 * assignments before their play arrives, so the students' stored standards are not yet those of that day:
 * instead each student's own records are folded (the learning fold ingest uses) up to each start, and the
 * focus percent is taken there by the assignment rule (assignment-writes.ts focusPercent).
 */
import type { ActivityRecord } from '@dash/contracts';
import { focusPercent } from '../assignments/assignment-writes.js';
import { standardIdsOfFocus } from '../assignments/focus.js';
import { toEventRow } from '../ingest/ingest.service.js';
import { applyEvent, compareEvents, emptyStudentState, type FoldContext } from '../learning/student-state.js';
import { assignedAt } from './focus-assignments.js';
import type { FocusAssignment } from './focus-plan.js';

/** An assignment of the student's, with the instant it was made. */
export interface AssignmentStart {
  assignmentId: number;
  standardId: number;
  at: number;
}

/** The student's percent on each assignment's standard at the instant it was made, by assignment id. */
export function percentsAtStarts(
  ctx: FoldContext,
  studentId: number,
  records: readonly ActivityRecord[],
  starts: readonly AssignmentStart[],
): Map<number, number> {
  const pending = [...starts].sort((a, b) => a.at - b.at);
  // Play after the last start changes none of its percents: it is not folded.
  const lastStart = pending.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
  const events = records
    .filter((record) => record.timestamp <= lastStart)
    .map((record) => toEventRow(ctx.districtId, record, ctx.clock.dateOf(record.timestamp), 0))
    .sort(compareEvents);
  const state = emptyStudentState(studentId);
  const percents = new Map<number, number>();
  const takeUpTo = (instant: number) => {
    while (pending.length > 0 && pending[0]!.at <= instant) {
      const start = pending.shift()!;
      const standardIds = standardIdsOfFocus('STANDARD', start.standardId);
      percents.set(
        start.assignmentId,
        focusPercent(standardIds, (id) => state.standards.get(id)?.percent_complete),
      );
    }
  };
  for (const event of events) {
    takeUpTo(event.occurred_at - 1);
    applyEvent(state, ctx, event);
  }
  takeUpTo(Number.POSITIVE_INFINITY);
  return percents;
}

/**
 * The percents of a classroom's students on each of its assignments when it was made, by assignment and student:
 * one fold of each student's records.
 */
export function classroomStartingPercents(
  ctx: FoldContext,
  assignments: readonly FocusAssignment[],
  recordsOf: ReadonlyMap<number, readonly ActivityRecord[]>,
): Map<number, Map<number, number>> {
  const percents = new Map(assignments.map((focus) => [focus.assignmentId, new Map<number, number>()]));
  for (const [studentId, records] of recordsOf) {
    const starts = assignments
      .filter((focus) => focus.studentIds.includes(studentId))
      .map((focus) => ({
        assignmentId: focus.assignmentId,
        standardId: focus.standardId,
        at: assignedAt(focus),
      }));
    if (starts.length === 0) continue;
    for (const [assignmentId, percent] of percentsAtStarts(ctx, studentId, records, starts))
      percents.get(assignmentId)!.set(studentId, percent);
  }
  return percents;
}

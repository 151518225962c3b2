/**
 * Keeps the derived learning state in step with new events, inside the caller's transaction (DESIGN §2).
 * A student whose new events all come after their last stored event continues the fold from the stored
 * rows (loading only days from a week before the new events); any other student is replayed from all
 * of their events, so late or out-of-order events give the same state as a rebuild.
 */
import type { DbOrTrx, Engine } from '../db/database.js';
import { getCatalogue } from '../curriculum/catalogue.js';
import { findEventsByStudent } from './learning.repository.js';
import { addDays, createLocalClock, type LocalClock } from './local-time.js';
import { computeAlerts } from './student-alerts.js';
import { findStudentLearning, loadStudentStates, saveStudentStates } from './student-state.repository.js';
import {
  applyEvent,
  compareEvents,
  emptyStudentState,
  type FoldContext,
  type FoldEvent,
  type StudentState,
} from './student-state.js';

const clocks = new Map<string, LocalClock>();

/** The fold context of a district (clocks are cached per time zone). */
export function foldContextFor(district: { districtId: number; timeZone: string }): FoldContext {
  let clock = clocks.get(district.timeZone);
  if (!clock) clocks.set(district.timeZone, (clock = createLocalClock(district.timeZone)));
  return { districtId: district.districtId, clock, catalogue: getCatalogue() };
}

/** Folds a student's complete event list into a fresh state, alerts included. */
export function foldStudent(ctx: FoldContext, studentId: number, events: readonly FoldEvent[]): StudentState {
  const state = emptyStudentState(studentId);
  for (const event of events) applyEvent(state, ctx, event);
  computeAlerts(state, ctx);
  return state;
}

export interface ApplyStats {
  students: number;
  replayedStudents: number;
}

/** Updates derived state for events just stored (and new to the district) in the same transaction. */
export async function applyNewEvents(
  trx: DbOrTrx,
  engine: Engine,
  ctx: FoldContext,
  events: readonly FoldEvent[],
): Promise<ApplyStats> {
  const byStudent = new Map<number, FoldEvent[]>();
  for (const event of events) {
    const list = byStudent.get(event.student_id);
    if (list) list.push(event);
    else byStudent.set(event.student_id, [event]);
  }
  const studentIds = [...byStudent.keys()];
  const stored = new Map(
    (await findStudentLearning(trx, ctx.districtId, studentIds)).map((row) => [row.student_id, row]),
  );
  const continuing: number[] = [];
  const replaying: number[] = [];
  let earliest: number | null = null;
  for (const [studentId, list] of byStudent) {
    list.sort(compareEvents);
    const last = stored.get(studentId);
    const first = list[0]!;
    if (!last || compareEvents(first, { occurred_at: last.last_event_at, uid: last.last_event_uid }) > 0) {
      continuing.push(studentId);
      if (last) earliest = Math.min(earliest ?? Infinity, first.occurred_at);
    } else {
      replaying.push(studentId);
    }
  }

  const states: StudentState[] = [];
  if (continuing.length > 0) {
    const daysFrom = earliest === null ? null : addDays(ctx.clock.dateOf(earliest), -7);
    // Students new to the district start empty: no need to look for their rows.
    const loaded = await loadStudentStates(
      trx,
      ctx.districtId,
      continuing.filter((id) => stored.has(id)),
      daysFrom,
    );
    for (const studentId of continuing) {
      const state = loaded.get(studentId) ?? emptyStudentState(studentId);
      for (const event of byStudent.get(studentId)!) applyEvent(state, ctx, event);
      computeAlerts(state, ctx);
      states.push(state);
    }
  }
  if (replaying.length > 0) {
    const eventsOf = await findEventsByStudent(trx, ctx.districtId, replaying);
    for (const [studentId, list] of eventsOf) states.push(foldStudent(ctx, studentId, list));
  }
  await saveStudentStates(trx, engine, ctx.districtId, states);
  return { students: states.length, replayedStudents: replaying.length };
}

/**
 * The derived learning state of one student as a fold over their events in (occurred_at, uid) order.
 * Ingest continues the fold from the stored rows when new events come after the student's last one, and
 * replays all of the student's events otherwise; the rebuild check replays everything. Both must agree,
 * so every field needed to continue the fold is stored in the rows themselves. Alerts are computed after
 * the events (student-alerts.ts). The fold also counts, for each event about a lesson, the plays of that
 * lesson so far: ingest stores them on the event (the activity feed shows them).
 */
import type { Catalogue } from '../curriculum/catalogue.js';
import { handlerOf } from './event-handlers.js';
import type {
  EventTable,
  StudentAlertTable,
  StudentDayTable,
  StudentLearningTable,
  StudentLessonGroupTable,
  StudentLessonTable,
  StudentStandardTable,
} from './learning.table.js';
import type { LocalClock } from './local-time.js';
import type { LessonStore } from './placed-lessons.js';
import { ownerOf, touchDay } from './student-row-updates.js';
import { newLearningRow } from './student-rows.js';

/** The fields of an event the fold reads. */
export type FoldEvent = Pick<
  EventTable,
  | 'uid'
  | 'student_id'
  | 'event_code'
  | 'occurred_at'
  | 'lesson_slot_id'
  | 'lesson_group_id'
  | 'standard_id'
  | 'lesson_passed'
  | 'time_spent_ms'
  | 'assignment_id'
>;

export interface FoldContext {
  districtId: number;
  clock: LocalClock;
  catalogue: Catalogue;
}

/** Where the fold stands: the student's state, the district, and the instant and local day of the event. */
export interface FoldPoint {
  state: StudentState;
  ctx: FoldContext;
  at: number;
  date: string;
  /** The event is a placement (800): what it starts or completes is not growth. */
  byPlacement?: boolean;
}

/** An event's lesson as it stood after the event: completed plays (110) and those not passed. */
export interface LessonCounts {
  plays: number;
  fails: number;
}

export interface StudentState {
  studentId: number;
  learning: StudentLearningTable | null;
  days: Map<string, StudentDayTable>;
  lessons: Map<number, StudentLessonTable>;
  /** Where each loaded lesson row is stored (placed-lessons.ts); a row the fold opened is not stored yet. */
  lessonStore: Map<number, LessonStore>;
  standards: Map<number, StudentStandardTable>;
  groups: Map<number, StudentLessonGroupTable>;
  alerts: StudentAlertTable[];
  /** By uid, for each event about a lesson folded since the state was loaded (stored on the event). */
  lessonCounts: Map<string, LessonCounts>;
  /** Folded from all of the student's events (a replay): its rows replace every stored row of the student. */
  replayed: boolean;
  /** Keys of rows changed since the state was loaded. */
  dirty: { days: Set<string>; lessons: Set<number>; standards: Set<number>; groups: Set<number> };
}

export function emptyStudentState(studentId: number): StudentState {
  return {
    studentId,
    learning: null,
    days: new Map(),
    lessons: new Map(),
    lessonStore: new Map(),
    standards: new Map(),
    groups: new Map(),
    alerts: [],
    lessonCounts: new Map(),
    replayed: false,
    dirty: { days: new Set(), lessons: new Set(), standards: new Set(), groups: new Set() },
  };
}

/** Event order: by time, then uid, so every replay sees the same sequence. */
export function compareEvents(
  a: Pick<FoldEvent, 'occurred_at' | 'uid'>,
  b: Pick<FoldEvent, 'occurred_at' | 'uid'>,
): number {
  return a.occurred_at - b.occurred_at || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
}

/**
 * Applies one event; events must come in compareEvents order after the state's last event. Every event
 * counts on the student and on its district-local day; its code's handler (event-handlers.ts) does the rest.
 */
export function applyEvent(state: StudentState, ctx: FoldContext, event: FoldEvent): void {
  const at = event.occurred_at;
  const date = ctx.clock.dateOf(at);
  const learning = (state.learning ??= newLearningRow(ownerOf(state, ctx), event, date));
  learning.events_count++;
  learning.last_event_at = at;
  learning.last_event_uid = event.uid;
  if (date > learning.last_active_date) learning.last_active_date = date;
  const day = touchDay(state, ctx, date);
  day.events_count++;
  // Every step has the same fields (a placement's handler sets byPlacement), so the handlers' reads of it stay fast.
  handlerOf(event.event_code)?.({ state, ctx, event, at, date, learning, day, byPlacement: false });
  if (event.lesson_slot_id !== null) {
    const lesson = state.lessons.get(event.lesson_slot_id);
    state.lessonCounts.set(event.uid, { plays: lesson?.completions ?? 0, fails: lesson?.fails ?? 0 });
  }
}

/**
 * What each event code (spec §4) does to a student's derived state, as a table from code to handler.
 * The fold (student-state.ts) has already counted the event on the student and on the local day; codes
 * with no handler (210 Adventure Friend, 220 Graduation, 400 Reassessment, 500 Feedback) change nothing else.
 * A placement (800) passes its slot without a play: no time, no completed lesson, no result.
 */
import { EVENT_CODES, type EventCode } from '@dash/contracts';
import type { StudentDayTable, StudentLearningTable, StudentLessonTable } from './learning.table.js';
import { historyWeek, schoolYearStartOf } from './local-time.js';
import { failThresholdReached, lessonNeedsAttention, pushRecentResult } from './rules.js';
import {
  lessonGroupRow,
  placedLesson,
  refreshGroup,
  refreshDependentsOfStandard,
  refreshSlotDependents,
  refreshStandard,
  touchLesson,
} from './student-row-updates.js';
import type { FoldEvent, FoldPoint } from './student-state.js';

/** One event being folded (at its instant and local day), with the student's summary row and the day's row. */
export interface FoldStep extends FoldPoint {
  event: FoldEvent;
  learning: StudentLearningTable;
  day: StudentDayTable;
}

export type EventHandler = (step: FoldStep) => void;

/** Play time counts on the day (and its part outside school hours) and on the student. */
function addPlayTime({ ctx, at, day, learning }: FoldStep, ms: number): void {
  day.session_ms += ms;
  day.extended_ms += ctx.clock.extendedMsOf(at, ms);
  learning.session_ms += ms;
}

/** The event's lesson row: lesson events always name their slot (ingest validates it). */
const lessonOf = (step: FoldStep): StudentLessonTable => touchLesson(step, step.event.lesson_slot_id!);

/** Group events name their lesson group or else a lesson slot of it. */
const groupIdOf = ({ ctx, event }: FoldStep): number =>
  event.lesson_group_id ?? ctx.catalogue.slotById.get(event.lesson_slot_id!)!.lesson_group_id;

function handleLessonOpened(step: FoldStep): void {
  const lesson = lessonOf(step);
  lesson.attempts++;
  if (step.event.assignment_id !== null) lesson.last_assignment_id = step.event.assignment_id;
  refreshSlotDependents(step, lesson.lesson_slot_id);
}

/** The lesson row's side of a completed play: counts, result, needs attention (spec §4). */
function recordLessonResult(lesson: StudentLessonTable, { event, at }: FoldStep, passed: boolean): void {
  lesson.completions++;
  lesson.time_spent_ms += event.time_spent_ms;
  lesson.is_paused = false;
  lesson.last_result = passed ? 'PASSED' : 'FAILED';
  if (event.assignment_id !== null) lesson.last_assignment_id = event.assignment_id;
  if (passed) {
    lesson.passes++;
    lesson.passed_at ??= at;
    lesson.struggling = false;
    lesson.struggling_since = null;
  } else {
    lesson.fails++;
  }
  lesson.needs_attention = lessonNeedsAttention(lesson.fails, lesson.last_result);
}

/** The day's and the student's side of a completed play, and the "3 of the last 5" window (spec §9). */
function countCompletion({ day, learning, at }: FoldStep, passed: boolean): void {
  day.lessons_completed++;
  if (passed) day.lessons_passed++;
  else day.lessons_failed++;
  learning.lessons_completed++;
  if (passed) learning.lessons_passed++;
  learning.recent_results = pushRecentResult(learning.recent_results, passed);
  learning.fail_threshold_since = failThresholdReached(learning.recent_results)
    ? (learning.fail_threshold_since ?? at)
    : null;
}

function handleLessonCompleted(step: FoldStep): void {
  const passed = step.event.lesson_passed === true;
  const lesson = lessonOf(step);
  recordLessonResult(lesson, step, passed);
  addPlayTime(step, step.event.time_spent_ms);
  countCompletion(step, passed);
  if (passed) {
    // A passed lesson ends the group's struggling event (600).
    const group = step.state.groups.get(lesson.lesson_group_id);
    if (group) group.struggling_event_at = null;
  }
  refreshSlotDependents(step, lesson.lesson_slot_id);
}

/** A paused play: its time counts, and pauses of a slot count once per history week (spec §4). */
function handleLessonPaused(step: FoldStep): void {
  const lesson = lessonOf(step);
  lesson.is_paused = true;
  lesson.time_spent_ms += step.event.time_spent_ms;
  const week = historyWeek(schoolYearStartOf(step.date), step.date);
  if (lesson.last_pause_week !== week) {
    lesson.pauses++;
    lesson.last_pause_week = week;
  }
  addPlayTime(step, step.event.time_spent_ms);
  refreshGroup(step, lesson.lesson_group_id);
}

function handleLessonStruggling(step: FoldStep): void {
  const lesson = lessonOf(step);
  lesson.struggling = true;
  lesson.struggling_since ??= step.at;
  refreshSlotDependents(step, lesson.lesson_slot_id);
}

function handleLessonGroupCompleted(step: FoldStep): void {
  const groupId = groupIdOf(step);
  const group = lessonGroupRow(step, groupId);
  if (group.completed_at === null) {
    group.completed_at = step.at;
    group.completed_date = step.date;
  }
  refreshGroup(step, groupId);
}

function handleGroupStruggling(step: FoldStep): void {
  const groupId = groupIdOf(step);
  lessonGroupRow(step, groupId).struggling_event_at = step.at;
  refreshGroup(step, groupId);
}

function handleGroupInProgress(step: FoldStep): void {
  const groupId = groupIdOf(step);
  lessonGroupRow(step, groupId).in_progress_event_at ??= step.at;
  refreshGroup(step, groupId);
}

/** A slot the placement assessment credits: passed from now on, by placement when no play had passed it before. */
function creditSlot(step: FoldStep, slotId: number): void {
  const lesson = placedLesson(step, slotId);
  if (lesson.passed_at === null) {
    lesson.passed_at = step.at;
    lesson.passed_by_placement = true;
  }
  lesson.passes++;
}

/**
 * What the placement assessment credits: its lesson slot, or every slot of its standard. Its standards and groups
 * count each credited slot like any passed slot, and what it starts or completes is marked as by placement.
 * A standard's slots are all marked before its standards and groups are recomputed, each once: a placement only
 * adds passes, all at one instant, so recomputing after each slot would end with the same rows.
 */
function handlePlacement(step: FoldStep): void {
  const { event, ctx } = step;
  step.byPlacement = true;
  if (event.lesson_slot_id !== null) {
    creditSlot(step, event.lesson_slot_id);
    refreshSlotDependents(step, event.lesson_slot_id);
    return;
  }
  for (const slotId of ctx.catalogue.slotsOfStandard.get(event.standard_id!) ?? []) creditSlot(step, slotId);
  refreshDependentsOfStandard(step, event.standard_id!);
}

function handleStandardCompleted(step: FoldStep): void {
  refreshStandard(step, step.event.standard_id!, true);
}

function handleCertificate({ learning }: FoldStep): void {
  learning.certificates++;
}

function handleBadge({ learning }: FoldStep): void {
  learning.badges++;
}

/** Event code → what it does to the derived state. */
export const EVENT_HANDLERS: Readonly<Partial<Record<EventCode, EventHandler>>> = {
  [EVENT_CODES.LESSON_OPENED]: handleLessonOpened,
  [EVENT_CODES.LESSON_COMPLETED]: handleLessonCompleted,
  [EVENT_CODES.LESSON_PAUSED]: handleLessonPaused,
  [EVENT_CODES.LESSON_STRUGGLING]: handleLessonStruggling,
  [EVENT_CODES.LESSON_GROUP_COMPLETED]: handleLessonGroupCompleted,
  [EVENT_CODES.LESSON_GROUP_COMPLETED_MILESTONE]: handleLessonGroupCompleted,
  [EVENT_CODES.GROUP_STRUGGLING]: handleGroupStruggling,
  [EVENT_CODES.GROUP_IN_PROGRESS]: handleGroupInProgress,
  [EVENT_CODES.STANDARD_COMPLETED]: handleStandardCompleted,
  [EVENT_CODES.PLACEMENT]: handlePlacement,
  [EVENT_CODES.CERTIFICATE]: handleCertificate,
  [EVENT_CODES.BADGE]: handleBadge,
};

/** The handler of an event code, if the code changes more than the event counts. */
export const handlerOf = (code: number): EventHandler | undefined => EVENT_HANDLERS[code as EventCode];

/**
 * The derived learning state of one student as a fold over their events in (occurred_at, uid) order.
 * Ingest continues the fold from the stored rows when new events come after the student's last one, and
 * replays all of the student's events otherwise; the rebuild check replays everything. Both must agree,
 * so every field needed to continue the fold is stored in the rows themselves.
 */
import { ALERT_CATEGORY_OF, ALERT_ORDINALS, EVENT_CODES, USAGE, type AlertType } from '@dash/contracts';
import type { Catalogue } from '../curriculum/catalogue.js';
import type {
  EventTable,
  StudentAlertTable,
  StudentDayTable,
  StudentLearningTable,
  StudentLessonGroupTable,
  StudentLessonTable,
  StudentStandardTable,
} from './learning.table.js';
import { addDays, historyWeek, schoolYearStartOf, type LocalClock } from './local-time.js';
import {
  failThresholdReached,
  lessonGroupStatusOf,
  lessonNeedsAttention,
  percentCompleteOf,
  proficiencyStatusOf,
  pushRecentResult,
  selectStudentAlert,
} from './rules.js';

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

export interface StudentState {
  studentId: number;
  learning: StudentLearningTable | null;
  days: Map<string, StudentDayTable>;
  lessons: Map<number, StudentLessonTable>;
  standards: Map<number, StudentStandardTable>;
  groups: Map<number, StudentLessonGroupTable>;
  alerts: StudentAlertTable[];
  /** Keys of rows changed since the state was loaded. */
  dirty: { days: Set<string>; lessons: Set<number>; standards: Set<number>; groups: Set<number> };
}

export function emptyStudentState(studentId: number): StudentState {
  return {
    studentId,
    learning: null,
    days: new Map(),
    lessons: new Map(),
    standards: new Map(),
    groups: new Map(),
    alerts: [],
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

function touchDay(state: StudentState, ctx: FoldContext, date: string): StudentDayTable {
  let day = state.days.get(date);
  if (!day) {
    day = {
      district_id: ctx.districtId,
      student_id: state.studentId,
      local_date: date,
      session_ms: 0,
      extended_ms: 0,
      lessons_completed: 0,
      lessons_passed: 0,
      lessons_failed: 0,
      events_count: 0,
    };
    state.days.set(date, day);
  }
  state.dirty.days.add(date);
  return day;
}

function touchLesson(state: StudentState, ctx: FoldContext, slotId: number, at: number): StudentLessonTable {
  let lesson = state.lessons.get(slotId);
  if (!lesson) {
    lesson = {
      district_id: ctx.districtId,
      student_id: state.studentId,
      lesson_slot_id: slotId,
      lesson_group_id: ctx.catalogue.slotById.get(slotId)!.lesson_group_id,
      attempts: 0,
      completions: 0,
      passes: 0,
      fails: 0,
      pauses: 0,
      last_pause_week: null,
      last_result: null,
      is_paused: false,
      needs_attention: false,
      struggling: false,
      struggling_since: null,
      time_spent_ms: 0,
      first_played_at: at,
      last_played_at: at,
      passed_at: null,
      last_assignment_id: null,
    };
    state.lessons.set(slotId, lesson);
  }
  lesson.last_played_at = at;
  state.dirty.lessons.add(slotId);
  return lesson;
}

function refreshStandard(
  state: StudentState,
  ctx: FoldContext,
  standardId: number,
  at: number,
  date: string,
  completedByEvent = false,
) {
  let row = state.standards.get(standardId);
  if (!row) {
    row = {
      district_id: ctx.districtId,
      student_id: state.studentId,
      standard_id: standardId,
      slots_count: 0,
      slots_passed: 0,
      completed_by_event: false,
      percent_complete: 0,
      proficiency_status: 'NOT_STARTED',
      needs_attention: false,
      started_at: at,
      started_date: date,
      proficient_at: null,
      proficient_date: null,
      last_activity_at: at,
    };
    state.standards.set(standardId, row);
  }
  const slots = ctx.catalogue.slotsOfStandard.get(standardId) ?? [];
  let passed = 0;
  let needsAttention = false;
  for (const slotId of slots) {
    const lesson = state.lessons.get(slotId);
    if (!lesson) continue;
    if (lesson.passes > 0) passed++;
    if (lesson.needs_attention || lesson.struggling) needsAttention = true;
  }
  row.slots_count = slots.length;
  row.slots_passed = passed;
  row.completed_by_event ||= completedByEvent;
  row.percent_complete = row.completed_by_event ? 100 : percentCompleteOf(passed, slots.length);
  row.needs_attention = row.percent_complete < 100 && needsAttention;
  row.proficiency_status = proficiencyStatusOf(row.percent_complete, row.needs_attention);
  if (row.percent_complete >= 100 && row.proficient_at === null) {
    row.proficient_at = at;
    row.proficient_date = date;
  }
  row.last_activity_at = at;
  state.dirty.standards.add(standardId);
}

function refreshGroup(
  state: StudentState,
  ctx: FoldContext,
  groupId: number,
  at: number,
  change: (group: StudentLessonGroupTable) => void = () => {},
) {
  let group = state.groups.get(groupId);
  if (!group) {
    group = {
      district_id: ctx.districtId,
      student_id: state.studentId,
      lesson_group_id: groupId,
      lessons_in_group_count: 0,
      lessons_passed: 0,
      tested_lessons_count: 0,
      failed_lessons_count: 0,
      status: 'NOT_STARTED',
      needs_attention: false,
      needs_attention_since: null,
      struggling_event_at: null,
      in_progress_event_at: null,
      started_at: at,
      completed_at: null,
      completed_date: null,
      last_activity_at: at,
    };
    state.groups.set(groupId, group);
  }
  change(group);
  const slots = ctx.catalogue.slotsOfGroup.get(groupId) ?? [];
  let passed = 0;
  let tested = 0;
  let failed = 0;
  let lessonNeedsHelp = false;
  for (const slotId of slots) {
    const lesson = state.lessons.get(slotId);
    if (!lesson) continue;
    if (lesson.passes > 0) passed++;
    if (lesson.completions > 0) tested++;
    if (lesson.fails > 0) failed++;
    if (lesson.needs_attention || lesson.struggling) lessonNeedsHelp = true;
  }
  group.lessons_in_group_count = slots.length;
  group.lessons_passed = passed;
  group.tested_lessons_count = tested;
  group.failed_lessons_count = failed;
  const needsAttention =
    group.completed_at === null && (lessonNeedsHelp || group.struggling_event_at !== null);
  if (needsAttention && group.needs_attention_since === null) group.needs_attention_since = at;
  if (!needsAttention) group.needs_attention_since = null;
  group.needs_attention = needsAttention;
  group.status = lessonGroupStatusOf({
    completedAt: group.completed_at,
    testedLessons: tested,
    inProgressEventAt: group.in_progress_event_at,
    needsAttention,
  });
  group.last_activity_at = at;
  state.dirty.groups.add(groupId);
}

function refreshSlotDependents(
  state: StudentState,
  ctx: FoldContext,
  slotId: number,
  at: number,
  date: string,
) {
  for (const standardId of ctx.catalogue.standardsOfSlot.get(slotId) ?? [])
    refreshStandard(state, ctx, standardId, at, date);
  refreshGroup(state, ctx, ctx.catalogue.slotById.get(slotId)!.lesson_group_id, at);
}

/** Applies one event; events must come in compareEvents order after the state's last event. */
export function applyEvent(state: StudentState, ctx: FoldContext, event: FoldEvent): void {
  const at = event.occurred_at;
  const date = ctx.clock.dateOf(at);
  const learning = (state.learning ??= {
    district_id: ctx.districtId,
    student_id: state.studentId,
    first_event_at: at,
    last_event_at: at,
    last_event_uid: event.uid,
    last_active_date: date,
    events_count: 0,
    recent_results: '',
    fail_threshold_since: null,
    session_ms: 0,
    lessons_completed: 0,
    lessons_passed: 0,
    certificates: 0,
    badges: 0,
    alert_type: 'NO_ALERT',
    alert_ordinal: ALERT_ORDINALS.NO_ALERT,
  });
  learning.events_count++;
  learning.last_event_at = at;
  learning.last_event_uid = event.uid;
  if (date > learning.last_active_date) learning.last_active_date = date;
  const day = touchDay(state, ctx, date);
  day.events_count++;

  const addTime = (ms: number) => {
    day.session_ms += ms;
    day.extended_ms += ctx.clock.extendedMsOf(at, ms);
    learning.session_ms += ms;
  };
  const groupOf = () =>
    event.lesson_group_id ?? ctx.catalogue.slotById.get(event.lesson_slot_id!)!.lesson_group_id;

  switch (event.event_code) {
    case EVENT_CODES.LESSON_OPENED: {
      const lesson = touchLesson(state, ctx, event.lesson_slot_id!, at);
      lesson.attempts++;
      if (event.assignment_id !== null) lesson.last_assignment_id = event.assignment_id;
      refreshSlotDependents(state, ctx, lesson.lesson_slot_id, at, date);
      break;
    }
    case EVENT_CODES.LESSON_COMPLETED: {
      const passed = event.lesson_passed === true;
      const lesson = touchLesson(state, ctx, event.lesson_slot_id!, at);
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
      addTime(event.time_spent_ms);
      day.lessons_completed++;
      if (passed) day.lessons_passed++;
      else day.lessons_failed++;
      learning.lessons_completed++;
      if (passed) learning.lessons_passed++;
      learning.recent_results = pushRecentResult(learning.recent_results, passed);
      learning.fail_threshold_since = failThresholdReached(learning.recent_results)
        ? (learning.fail_threshold_since ?? at)
        : null;
      if (passed) {
        const group = state.groups.get(lesson.lesson_group_id);
        if (group) group.struggling_event_at = null;
      }
      refreshSlotDependents(state, ctx, lesson.lesson_slot_id, at, date);
      break;
    }
    case EVENT_CODES.LESSON_PAUSED: {
      const lesson = touchLesson(state, ctx, event.lesson_slot_id!, at);
      lesson.is_paused = true;
      lesson.time_spent_ms += event.time_spent_ms;
      const week = historyWeek(schoolYearStartOf(date), date);
      if (lesson.last_pause_week !== week) {
        lesson.pauses++;
        lesson.last_pause_week = week;
      }
      addTime(event.time_spent_ms);
      refreshGroup(state, ctx, lesson.lesson_group_id, at);
      break;
    }
    case EVENT_CODES.LESSON_STRUGGLING: {
      const lesson = touchLesson(state, ctx, event.lesson_slot_id!, at);
      lesson.struggling = true;
      lesson.struggling_since ??= at;
      refreshSlotDependents(state, ctx, lesson.lesson_slot_id, at, date);
      break;
    }
    case EVENT_CODES.LESSON_GROUP_COMPLETED:
    case EVENT_CODES.LESSON_GROUP_COMPLETED_MILESTONE:
      refreshGroup(state, ctx, groupOf(), at, (group) => {
        if (group.completed_at === null) {
          group.completed_at = at;
          group.completed_date = date;
        }
      });
      break;
    case EVENT_CODES.GROUP_STRUGGLING:
      refreshGroup(state, ctx, groupOf(), at, (group) => {
        group.struggling_event_at = at;
      });
      break;
    case EVENT_CODES.GROUP_IN_PROGRESS:
      refreshGroup(state, ctx, groupOf(), at, (group) => {
        group.in_progress_event_at ??= at;
      });
      break;
    case EVENT_CODES.STANDARD_COMPLETED:
      refreshStandard(state, ctx, event.standard_id!, at, date, true);
      break;
    case EVENT_CODES.CERTIFICATE:
      learning.certificates++;
      break;
    case EVENT_CODES.BADGE:
      learning.badges++;
      break;
    default:
      break;
  }
}

/**
 * Recomputes the student's active alerts (spec §3) and the one they show:
 * lesson group struggling and standard struggling (LessonStrugglingAlert, ordinal 50), three of the last
 * five completed lessons failed (also learning), and session time under the weekly minimum in the seven
 * local days up to the student's last active day (SessionTimeAlert, ordinal 150).
 */
export function computeAlerts(state: StudentState, ctx: FoldContext): void {
  const learning = state.learning;
  state.alerts = [];
  if (!learning) return;
  const add = (
    alert: Omit<
      StudentAlertTable,
      'district_id' | 'student_id' | 'ordinal' | 'category' | 'raised_date' | 'alert_type'
    > & { alert_type: AlertType },
  ) =>
    state.alerts.push({
      district_id: ctx.districtId,
      student_id: state.studentId,
      ordinal: ALERT_ORDINALS[alert.alert_type],
      category: ALERT_CATEGORY_OF[alert.alert_type],
      raised_date: ctx.clock.dateOf(alert.raised_at),
      ...alert,
    });
  for (const group of state.groups.values()) {
    if (!group.needs_attention || group.needs_attention_since === null) continue;
    add({
      alert_key: `group:${group.lesson_group_id}`,
      alert_type: 'LESSON_STRUGGLING',
      learning_kind: 'lesson_group_struggling',
      lesson_group_id: group.lesson_group_id,
      standard_id: null,
      raised_at: group.needs_attention_since,
    });
  }
  const strugglingStandards = new Map<number, number>();
  for (const lesson of state.lessons.values()) {
    if (!lesson.struggling || lesson.struggling_since === null) continue;
    const standardId = ctx.catalogue.slotById.get(lesson.lesson_slot_id)!.standard_id;
    strugglingStandards.set(
      standardId,
      Math.min(strugglingStandards.get(standardId) ?? Infinity, lesson.struggling_since),
    );
  }
  for (const [standardId, since] of [...strugglingStandards].sort((a, b) => a[0] - b[0])) {
    add({
      alert_key: `standard:${standardId}`,
      alert_type: 'LESSON_STRUGGLING',
      learning_kind: 'standard_struggling',
      lesson_group_id: null,
      standard_id: standardId,
      raised_at: since,
    });
  }
  if (learning.fail_threshold_since !== null) {
    add({
      alert_key: 'lessons_fail_threshold',
      alert_type: 'LESSON_STRUGGLING',
      learning_kind: 'lessons_fail_threshold',
      lesson_group_id: null,
      standard_id: null,
      raised_at: learning.fail_threshold_since,
    });
  }
  const weekStart = addDays(learning.last_active_date, -6);
  let weekMs = 0;
  for (const day of state.days.values())
    if (day.local_date >= weekStart && day.local_date <= learning.last_active_date) weekMs += day.session_ms;
  if (weekMs < USAGE.teacherMinimumWeeklyMinutes * 60_000) {
    add({
      alert_key: 'session_time',
      alert_type: 'SESSION_TIME',
      learning_kind: null,
      lesson_group_id: null,
      standard_id: null,
      raised_at: learning.last_event_at,
    });
  }
  state.alerts.sort((a, b) => (a.alert_key < b.alert_key ? -1 : 1));
  const shown = selectStudentAlert(state.alerts);
  learning.alert_type = shown.type;
  learning.alert_ordinal = shown.ordinal;
}

/**
 * The alert rules of spec §3/§9 over one student's derived state, and the one alert the student shows.
 * Learning alerts (LessonStrugglingAlert, ordinal 50): a lesson group needing attention, a standard with a
 * struggling lesson, three of the last five completed lessons failed. The usage alert (SessionTimeAlert,
 * ordinal 150) is not kept here: it weighs the week up to today, which a student who stopped playing never sends
 * an event to move, so the reports decide it when read (usageAlertSince below).
 */
import {
  ALERT_CATEGORY_OF,
  ALERT_ORDINALS,
  SESSION_TIME_ALERT_DAYS,
  TEACHER_USAGE_THRESHOLDS,
  addDays,
  type AlertType,
} from '@dash/contracts';
import type { StudentAlertTable } from './learning.table.js';
import { MINUTE_MS } from './local-time.js';
import { selectStudentAlert } from './rules.js';
import type { FoldContext, StudentState } from './student-state.js';

/** An alert as a rule raises it; the student, ordinal, category and local day follow from it. */
export type RaisedAlert = Omit<
  StudentAlertTable,
  'district_id' | 'student_id' | 'ordinal' | 'category' | 'raised_date' | 'alert_type'
> & { alert_type: AlertType };

export type AlertRule = (state: StudentState, ctx: FoldContext) => RaisedAlert[];

/** Each lesson group needing attention (spec §4) raises an alert from the moment it began to. */
export const lessonGroupStrugglingAlerts: AlertRule = (state) =>
  [...state.groups.values()].flatMap((group) =>
    group.needs_attention && group.needs_attention_since !== null
      ? [
          {
            alert_key: `group:${group.lesson_group_id}`,
            alert_type: 'LESSON_STRUGGLING' as const,
            learning_kind: 'lesson_group_struggling',
            lesson_group_id: group.lesson_group_id,
            standard_id: null,
            raised_at: group.needs_attention_since,
          },
        ]
      : [],
  );

/** Lessons struggling (702, until passed) raise one alert per standard, from the earliest, by standard id. */
export const standardStrugglingAlerts: AlertRule = (state, ctx) => {
  const since = new Map<number, number>();
  for (const lesson of state.lessons.values()) {
    if (!lesson.struggling || lesson.struggling_since === null) continue;
    const standardId = ctx.catalogue.slotById.get(lesson.lesson_slot_id)!.standard_id;
    since.set(standardId, Math.min(since.get(standardId) ?? Infinity, lesson.struggling_since));
  }
  return [...since]
    .sort((a, b) => a[0] - b[0])
    .map(([standardId, raisedAt]) => ({
      alert_key: `standard:${standardId}`,
      alert_type: 'LESSON_STRUGGLING' as const,
      learning_kind: 'standard_struggling',
      lesson_group_id: null,
      standard_id: standardId,
      raised_at: raisedAt,
    }));
};

/** "3 fails of the last five lessons flags failure" (spec §9), from the completion that reached it. */
export const failThresholdAlerts: AlertRule = (state) => {
  const since = state.learning?.fail_threshold_since ?? null;
  if (since === null) return [];
  return [
    {
      alert_key: 'lessons_fail_threshold',
      alert_type: 'LESSON_STRUGGLING',
      learning_kind: 'lessons_fail_threshold',
      lesson_group_id: null,
      standard_id: null,
      raised_at: since,
    },
  ];
};

export const ALERT_RULES: readonly AlertRule[] = [
  lessonGroupStrugglingAlerts,
  standardStrugglingAlerts,
  failThresholdAlerts,
];

/** Recomputes the student's active alerts (by key) and the one they show: the lowest ordinal (spec §3). */
export function computeAlerts(state: StudentState, ctx: FoldContext): void {
  const learning = state.learning;
  state.alerts = [];
  if (!learning) return;
  state.alerts = ALERT_RULES.flatMap((rule) => rule(state, ctx))
    .map((alert): StudentAlertTable => ({
      district_id: ctx.districtId,
      student_id: state.studentId,
      ordinal: ALERT_ORDINALS[alert.alert_type],
      category: ALERT_CATEGORY_OF[alert.alert_type],
      raised_date: ctx.clock.dateOf(alert.raised_at),
      ...alert,
    }))
    .sort((a, b) => (a.alert_key < b.alert_key ? -1 : 1));
  const shown = selectStudentAlert(state.alerts);
  learning.alert_type = shown.type;
  learning.alert_ordinal = shown.ordinal;
}

/** The local days whose session time `usageAlertSince` needs to look back to `earliest`. */
export function usageAlertReadDays(earliest: string, today: string) {
  return { from: addDays(earliest, 1 - SESSION_TIME_ALERT_DAYS), to: today };
}

const isUnderWeeklyMinimum = (sessionMs: number) =>
  sessionMs < TEACHER_USAGE_THRESHOLDS.minimumWeeklyMinutes * MINUTE_MS;

/**
 * A student's usage alert (spec §3, §9): null unless their session time over the SESSION_TIME_ALERT_DAYS local
 * days up to `today` is under the weekly minimum; then the day it began, the first day (from `earliest` on) whose
 * week, and every later day's, stayed under it.
 */
export function usageAlertSince(
  sessionMsByDay: ReadonlyMap<string, number>,
  today: string,
  earliest: string,
): string | null {
  const weekUpTo = (day: string) => {
    let sessionMs = 0;
    for (let back = 0; back < SESSION_TIME_ALERT_DAYS; back++)
      sessionMs += sessionMsByDay.get(addDays(day, -back)) ?? 0;
    return sessionMs;
  };
  if (!isUnderWeeklyMinimum(weekUpTo(today))) return null;
  let since = today;
  while (since > earliest && isUnderWeeklyMinimum(weekUpTo(addDays(since, -1)))) since = addDays(since, -1);
  return since;
}

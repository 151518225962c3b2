/**
 * The rules of spec §4 (proficiency, lesson groups, needs attention, student history) and the alert rules
 * of spec §3/§9, as pure functions. The derived-state fold (student-state.ts) and the reports use these.
 */
import {
  ALERT_ORDINALS,
  ALERT_TYPES,
  COMPLETED_INSTANCE_ORDINAL_CAP,
  FAILED_LESSONS_ALERT,
  NEEDS_ATTENTION_MIN_FAILS,
  PROFICIENCY_SORT_ORDINAL,
  PROFICIENT_PERCENT,
  TOTAL_LESSON_TIME_MIN_MS,
  type AlertType,
  type LessonGroupStatus,
  type ProficiencyStatus,
} from '@dash/contracts';
import { historyWeek } from './local-time.js';

/** The percent scale: a whole is 100 percent. */
const WHOLE_PERCENT = 100;

/**
 * Level/standard completion status (spec §4): 100 or more PROFICIENT, above 0 IN_PROGRESS, else NOT_STARTED.
 * A standard that is not yet proficient and has a lesson needing attention reads NEEDS_ATTENTION.
 */
export function proficiencyStatusOf(percentComplete: number, needsAttention = false): ProficiencyStatus {
  if (percentComplete >= PROFICIENT_PERCENT) return 'PROFICIENT';
  if (needsAttention) return 'NEEDS_ATTENTION';
  return percentComplete > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';
}

/** Sort ordinal (spec §4): not started 1, needs attention 2, in progress 3, proficient 4. */
export const proficiencySortOrdinal = (status: ProficiencyStatus): number => PROFICIENCY_SORT_ORDINAL[status];

/** Percent complete of a standard from its passed lesson slots, floored to a whole percent. */
export function percentCompleteOf(slotsPassed: number, slotsCount: number): number {
  if (slotsCount <= 0) return 0;
  return Math.min(WHOLE_PERCENT, Math.floor((WHOLE_PERCENT * slotsPassed) / slotsCount));
}

/** Needs attention (spec §4): the lesson failed more than once and its latest play failed. */
export function lessonNeedsAttention(fails: number, lastResult: 'PASSED' | 'FAILED' | null): boolean {
  return fails >= NEEDS_ATTENTION_MIN_FAILS && lastResult === 'FAILED';
}

/**
 * A student's lesson-group status (spec §4): completed once a group-completed event (130/703) exists;
 * until then in progress is derived from completed lessons (or a 900 event), and the in-progress
 * milestone reads NEEDS_ATTENTION when the group needs attention.
 */
export function lessonGroupStatusOf(group: {
  completedAt: number | null;
  testedLessons: number;
  inProgressEventAt: number | null;
  needsAttention: boolean;
}): LessonGroupStatus {
  if (group.completedAt !== null) return 'COMPLETED';
  if (group.testedLessons === 0 && group.inProgressEventAt === null)
    return group.needsAttention ? 'NEEDS_ATTENTION' : 'NOT_STARTED';
  return group.needsAttention ? 'NEEDS_ATTENTION' : 'IN_PROGRESS';
}

/** Appends a completed lesson's result to the last-five window ('P'/'F', oldest first). */
export function pushRecentResult(recent: string, passed: boolean): string {
  return (recent + (passed ? 'P' : 'F')).slice(-FAILED_LESSONS_ALERT.ofLast);
}

/** "3 fails of the last five lessons flags failure" (spec §9). */
export function failThresholdReached(recent: string): boolean {
  let fails = 0;
  for (const result of recent.slice(-FAILED_LESSONS_ALERT.ofLast)) if (result === 'F') fails++;
  return fails >= FAILED_LESSONS_ALERT.failed;
}

/** Maps a server alert type to its ordinal; unknown types count as no alert (spec §3). */
export function alertOrdinalOf(type: string): number {
  return (ALERT_TYPES as readonly string[]).includes(type)
    ? ALERT_ORDINALS[type as AlertType]
    : ALERT_ORDINALS.NO_ALERT;
}

/** Only the lowest-ordinal alert per student is kept (spec §3); none gives NO_ALERT. */
export function selectStudentAlert<A extends { alert_type: string }>(
  alerts: readonly A[],
): { type: AlertType; ordinal: number; alert: A | null } {
  let best: A | null = null;
  let bestOrdinal = ALERT_ORDINALS.NO_ALERT;
  for (const alert of alerts) {
    const ordinal = alertOrdinalOf(alert.alert_type);
    if (ordinal < bestOrdinal) {
      best = alert;
      bestOrdinal = ordinal;
    }
  }
  return { type: best ? (best.alert_type as AlertType) : 'NO_ALERT', ordinal: bestOrdinal, alert: best };
}

export interface HistoryEntry {
  lesson_slot_id: number;
  /** null for a paused (incomplete) play. */
  was_lesson_passed: boolean | null;
  /** District-local day of the play, 'YYYY-MM-DD'. */
  date: string;
  time_spent_millis: number;
}

/**
 * Student history (spec §4): paused plays (was_lesson_passed null) of one slot in the same history week
 * merge into one entry whose time is the sum; completed plays stay as they are. Order is kept.
 */
export function mergePausedHistory<E extends HistoryEntry>(
  entries: readonly E[],
  startDate: string,
): (E & { week: number })[] {
  const out: (E & { week: number })[] = [];
  const pausedAt = new Map<string, number>();
  for (const entry of entries) {
    const week = historyWeek(startDate, entry.date);
    if (entry.was_lesson_passed !== null) {
      out.push({ ...entry, week });
      continue;
    }
    const key = `${entry.lesson_slot_id}:${week}`;
    const index = pausedAt.get(key);
    if (index === undefined) {
      pausedAt.set(key, out.length);
      out.push({ ...entry, week });
    } else {
      const merged = out[index]!;
      out[index] = { ...merged, time_spent_millis: merged.time_spent_millis + entry.time_spent_millis };
    }
  }
  return out;
}

/** If proficiency reached 100 and then dropped, the history ends at the first 100 point (spec §4). */
export function trimAfterFirstFullProficiency<P extends { percent_complete: number }>(
  points: readonly P[],
): P[] {
  const first = points.findIndex((p) => p.percent_complete >= PROFICIENT_PERCENT);
  return first === -1 ? [...points] : points.slice(0, first + 1);
}

/** Goal reached when starting proficiency plus growth is at least 100 (spec §4). */
export const isGoalReached = (startingProficiency: number, proficiencyGrowth: number) =>
  startingProficiency + proficiencyGrowth >= PROFICIENT_PERCENT;

/** Completed-instance ordinal (spec §5): 1–4, then 5 meaning "five-plus". */
export const completedInstanceOrdinal = (count: number) =>
  Math.max(1, Math.min(COMPLETED_INSTANCE_ORDINAL_CAP, count));

/** Shown lesson time is at least a minute (spec §3 total_lesson_time). */
export const displayedLessonTime = (ms: number) => Math.max(TOTAL_LESSON_TIME_MIN_MS, ms);

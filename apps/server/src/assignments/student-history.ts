import { HISTORY_WEEK_DAYS, PROFICIENT_PERCENT } from '@dash/contracts';

/**
 * A student's history on one assignment (spec §4 Student history): plays numbered by week from the start date,
 * paused plays of a lesson merged per week, the proficiency line trimmed at its first 100 %, and whether the goal
 * was reached.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** One play of an assigned lesson; `passed` is null while the lesson is paused (spec §3 student_assignment_histories). */
export interface LessonPlay {
  lessonSlotId: number;
  passed: boolean | null;
  playedAt: Date;
  timeSpentMs: number;
  struggling: boolean;
}

export interface WeeklyPlay extends LessonPlay {
  week: number;
}

/** Week = ceil(days since the start, at least 1, / 7): the start day and the six after it are week 1. */
export function historyWeekOf(startDate: Date, playedAt: Date): number {
  const days = Math.floor((playedAt.getTime() - startDate.getTime()) / DAY_MS);
  return Math.ceil(Math.max(days, 1) / HISTORY_WEEK_DAYS);
}

/**
 * Plays by week, in time order; the paused plays of one lesson slot in one week become one row (time added, the
 * earliest time kept, struggling if any was). Passed and failed plays each stay a row of their own.
 */
export function weeklyPlaysOf(startDate: Date, plays: readonly LessonPlay[]): WeeklyPlay[] {
  const rows: WeeklyPlay[] = [];
  const pausedRows = new Map<string, WeeklyPlay>();
  const inTimeOrder = [...plays].sort((a, b) => a.playedAt.getTime() - b.playedAt.getTime());
  for (const play of inTimeOrder) {
    const week = historyWeekOf(startDate, play.playedAt);
    if (play.passed !== null) {
      rows.push({ ...play, week });
      continue;
    }
    const key = `${week}:${play.lessonSlotId}`;
    const merged = pausedRows.get(key);
    if (merged) {
      merged.timeSpentMs += play.timeSpentMs;
      merged.struggling ||= play.struggling;
      continue;
    }
    const row = { ...play, week };
    pausedRows.set(key, row);
    rows.push(row);
  }
  return rows;
}

/** A proficiency line point: a percent complete on the assignment's focus at some moment. */
export interface ProficiencyPoint {
  at: Date;
  percent: number;
}

/** If proficiency reached 100 % and later dropped, the line ends at its first 100 % point (spec §4). */
export function trimAtFirstProficient<T extends ProficiencyPoint>(points: readonly T[]): T[] {
  const firstFull = points.findIndex((point) => point.percent >= PROFICIENT_PERCENT);
  if (firstFull === -1) return [...points];
  const droppedLater = points.slice(firstFull + 1).some((point) => point.percent < PROFICIENT_PERCENT);
  return droppedLater ? points.slice(0, firstFull + 1) : [...points];
}

/** A goal is reached when the starting proficiency plus the growth since reaches 100 (spec §4). */
export function isGoalReached(startingPercent: number, growthPercent: number): boolean {
  return startingPercent + growthPercent >= PROFICIENT_PERCENT;
}

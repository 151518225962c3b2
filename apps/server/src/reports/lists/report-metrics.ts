/**
 * Report rules of spec §3/§9 as pure functions: averages, percentages, statuses and narratives from the
 * sums the repository returns. Times stay in milliseconds; chart rows are in minutes.
 */
import {
  MONTH_THRESHOLD_MULTIPLIER,
  narrativeLinesOf,
  REPORT_STATUS,
  TEACHER_USAGE_THRESHOLDS,
  type ReportStatus,
  type StatusReasonCode,
  type Timeframe,
  type UsageMetrics,
} from '@dash/contracts';
import type { GroupTotals } from './aggregates.repository.js';

const MINUTE_MS = 60_000;
/** Days in a "month" for monthly averages. */
const MONTH_DAYS = 30;

export interface Viewer {
  /** Admins see no warn status (spec §6). */
  isAdmin: boolean;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : null);

/** The sums of several groups' rows: their totals when every student is in one of them only. */
export function sumAggregates(rows: readonly GroupTotals[]): GroupTotals {
  const total: GroupTotals = {
    count_students: 0,
    count_active_students: 0,
    session_ms: 0,
    extended_ms: 0,
    lessons_completed: 0,
    standards_growth: 0,
    standards_partial_growth: 0,
    standards_count: 0,
  };
  for (const row of rows)
    for (const key of Object.keys(total) as (keyof GroupTotals)[]) total[key] += row[key];
  return total;
}

/**
 * Status of a group by the teacher-view thresholds (spec §9): per week, or per month at month granularity
 * with the thresholds ×4; over 7 days or less the period's totals count as one week.
 */
export function statusOf(
  weeklyMinutes: number | null,
  weeklyLessons: number | null,
  granularity: Timeframe['granularity'],
  viewer: Pick<Viewer, 'isAdmin'>,
): { status: ReportStatus | null; codes: StatusReasonCode[] } {
  if (weeklyMinutes === null || weeklyLessons === null) return { status: null, codes: [] };
  const m = granularity === 'month' ? MONTH_THRESHOLD_MULTIPLIER : 1;
  const minutes = granularity === 'month' ? weeklyMinutes * MONTH_THRESHOLD_MULTIPLIER : weeklyMinutes;
  const lessons = granularity === 'month' ? weeklyLessons * MONTH_THRESHOLD_MULTIPLIER : weeklyLessons;
  const t = TEACHER_USAGE_THRESHOLDS;
  const low: StatusReasonCode[] = [];
  if (minutes < t.minimumWeeklyMinutes * m) low.push('LOW_USAGE');
  if (lessons < t.minimumWeeklyLessons * m) low.push('LOW_LESSONS');
  if (low.length)
    return viewer.isAdmin ? { status: null, codes: [] } : { status: REPORT_STATUS.warn, codes: low };
  if (minutes > t.excellentWeeklyMinutes * m && lessons > t.excellentWeeklyLessons * m) {
    return { status: REPORT_STATUS.congratulate, codes: ['HIGH_USAGE', 'HIGH_LESSONS'] };
  }
  return { status: null, codes: [] };
}

/** The metrics of a group over a timeframe. */
export function metricsOf(sums: GroupTotals, timeframe: Timeframe, viewer: Viewer): UsageMetrics {
  const active = sums.count_active_students;
  const weeks = timeframe.days / 7;
  const perActive = (x: number) => (active > 0 ? x / active : 0);
  const weeklyMs =
    timeframe.showAverages && active > 0 ? Math.round(perActive(sums.session_ms) / weeks) : null;
  const monthlyMs =
    timeframe.showAverages && active > 0
      ? Math.round((perActive(sums.session_ms) * MONTH_DAYS) / timeframe.days)
      : null;
  const weeklyLessons =
    timeframe.showAverages && active > 0 ? round1(perActive(sums.lessons_completed) / weeks) : null;
  // Status compares per-week figures; periods of a week or less count their totals as one week.
  const statusMinutes =
    active === 0
      ? null
      : (timeframe.showAverages ? perActive(sums.session_ms) / weeks : perActive(sums.session_ms)) /
        MINUTE_MS;
  const statusLessons =
    active === 0
      ? null
      : timeframe.showAverages
        ? perActive(sums.lessons_completed) / weeks
        : perActive(sums.lessons_completed);
  const { status, codes } = statusOf(statusMinutes, statusLessons, timeframe.granularity, viewer);
  return {
    count_students: sums.count_students,
    count_active_students: active,
    percent_active_students: percent(active, sums.count_students),
    total_session_time: sums.session_ms,
    average_weekly_session_time: weeklyMs,
    average_monthly_session_time: monthlyMs,
    usage_extended_hours: sums.extended_ms,
    percent_usage_extended_hours: percent(sums.extended_ms, sums.session_ms),
    count_lessons_completed: sums.lessons_completed,
    average_weekly_lessons: weeklyLessons,
    standards_growth: sums.standards_growth,
    standards_partial_growth: sums.standards_partial_growth,
    standards_count: sums.standards_count,
    // Always a number (null only without standards): the customer's fractions setting is a way to show it.
    percent_growth: percent(sums.standards_growth, sums.standards_count),
    status,
    status_reason_codes: codes,
  };
}

/** Narrative sentences of the highlights (spec §9 narrative thresholds), per active student per week. */
export function narrativeOf(metrics: UsageMetrics, timeframe: Timeframe): string[] {
  return narrativeLinesOf(metrics, timeframe.days).map((line) => {
    switch (line.code) {
      case 'lowActive':
        return `Only ${line.percent}% of students were active; aim for more students playing each week.`;
      case 'highActive':
        return `${line.percent}% of students were active: great participation.`;
      case 'lowUsage':
        return `Usage is low: the recommendation is ${line.minutes} minutes and ${line.lessons} lessons per week.`;
      case 'meetsUsage':
        return `Active students meet the recommended ${line.minutes} minutes or ${line.lessons} lessons per week.`;
      case 'growth':
        return `Students became proficient in ${line.standards} standards.`;
    }
  });
}

export const msToMinutes = (ms: number) => Math.round(ms / MINUTE_MS);
export { round1 };

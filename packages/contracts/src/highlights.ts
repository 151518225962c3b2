import { NARRATIVE_THRESHOLDS, type UsageMetrics } from './reports.js';

/**
 * The narrative of the highlights (spec §3 Highlights, §9 narrative thresholds), as lines with their figures:
 * the server writes them as English sentences, the web app in the reader's language.
 */
export type NarrativeLine =
  | { code: 'lowActive'; percent: number }
  | { code: 'highActive'; percent: number }
  | { code: 'lowUsage'; minutes: number; lessons: number }
  | { code: 'meetsUsage'; minutes: number; lessons: number }
  | { code: 'growth'; standards: number };

const MINUTE_MS = 60_000;

type NarrativeFigures = Pick<
  UsageMetrics,
  | 'percent_active_students'
  | 'count_active_students'
  | 'total_session_time'
  | 'count_lessons_completed'
  | 'standards_growth'
>;

/** The narrative lines of a period of `days` days, per active student per week. */
export function narrativeLinesOf(metrics: NarrativeFigures, days: number): NarrativeLine[] {
  const t = NARRATIVE_THRESHOLDS;
  const lines: NarrativeLine[] = [];
  const active = metrics.percent_active_students;
  if (active !== null) {
    if (active < t.lowActivePercent) lines.push({ code: 'lowActive', percent: active });
    else if (active >= t.highActivePercent) lines.push({ code: 'highActive', percent: active });
  }
  const weeks = days / 7;
  const activeCount = metrics.count_active_students;
  if (activeCount > 0) {
    const minutes = metrics.total_session_time / activeCount / Math.max(1, weeks) / MINUTE_MS;
    const lessons = metrics.count_lessons_completed / activeCount / Math.max(1, weeks);
    const recommended = { minutes: t.recommendedWeeklyMinutes, lessons: t.recommendedWeeklyLessons };
    if (minutes < t.lowWeeklyMinutes || lessons < t.lowWeeklyLessons)
      lines.push({ code: 'lowUsage', ...recommended });
    else if (minutes >= t.recommendedWeeklyMinutes || lessons >= t.recommendedWeeklyLessons)
      lines.push({ code: 'meetsUsage', ...recommended });
  }
  if (metrics.standards_growth > 0) lines.push({ code: 'growth', standards: metrics.standards_growth });
  return lines;
}

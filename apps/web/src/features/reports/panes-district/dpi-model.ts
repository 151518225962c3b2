/**
 * The district progress indicator's card of one school: its students' share on pace to grade level this school
 * year (…/grade-level-pace) beside its active students' weekly minutes and lessons against the recommended
 * 60 minutes and 5 lessons a week (spec §9), from the schools list over the chosen period.
 */
import { NARRATIVE_THRESHOLDS, type PaceGroup, type ReportRow } from '@dash/contracts';

export interface DpiCard {
  id: number;
  name: string;
  students: number;
  percentOnPace: number | null;
  weeklyMinutes: number | null;
  weeklyLessons: number | null;
  /** Weekly minutes and lessons as a share of the recommended week, percent (may pass 100). */
  percentOfRecommendedMinutes: number | null;
  percentOfRecommendedLessons: number | null;
}

const MINUTE_MS = 60_000;
const shareOf = (value: number | null, recommended: number) =>
  value === null ? null : Math.round((value / recommended) * 100);

/** One card per school of either source, in name order. */
export function dpiCards(pace: readonly PaceGroup[], usage: readonly ReportRow[], locale: string): DpiCard[] {
  const paceOf = new Map(pace.map((p) => [p.id, p]));
  const usageOf = new Map(usage.map((u) => [u.id, u]));
  const ids = [...new Set([...paceOf.keys(), ...usageOf.keys()])];
  return ids
    .map((id) => {
      const p = paceOf.get(id);
      const u = usageOf.get(id);
      const minutes =
        u?.average_weekly_session_time == null ? null : Math.round(u.average_weekly_session_time / MINUTE_MS);
      const lessons = u?.average_weekly_lessons ?? null;
      return {
        id,
        name: p?.name ?? u?.name ?? '',
        students: p?.count_students ?? u?.count_students ?? 0,
        percentOnPace: p ? p.percent_on_pace : null,
        weeklyMinutes: minutes,
        weeklyLessons: lessons,
        percentOfRecommendedMinutes: shareOf(minutes, NARRATIVE_THRESHOLDS.recommendedWeeklyMinutes),
        percentOfRecommendedLessons: shareOf(lessons, NARRATIVE_THRESHOLDS.recommendedWeeklyLessons),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

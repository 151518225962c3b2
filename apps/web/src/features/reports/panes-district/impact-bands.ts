/**
 * The impact pane's usage bands (spec §9 usage thresholds): schools grouped by their active students' weekly
 * minutes — under the low mark of 15, up to the recommended 60, the recommended 60 or more — with the standards
 * made proficient per active student and the average growth of each band.
 */
import { NARRATIVE_THRESHOLDS, type ReportRow } from '@dash/contracts';
import { perStudent } from './figure-columns';

export const USAGE_BANDS = ['low', 'below', 'recommended'] as const;
export type UsageBand = (typeof USAGE_BANDS)[number];

const MINUTE_MS = 60_000;

/** The band of a school's weekly minutes per active student; null when the period shows no averages. */
export function usageBandOf(weeklyMs: number | null): UsageBand | null {
  if (weeklyMs === null) return null;
  const minutes = weeklyMs / MINUTE_MS;
  if (minutes < NARRATIVE_THRESHOLDS.lowWeeklyMinutes) return 'low';
  if (minutes < NARRATIVE_THRESHOLDS.recommendedWeeklyMinutes) return 'below';
  return 'recommended';
}

export interface BandSummary {
  band: UsageBand;
  schools: number;
  activeStudents: number;
  /** Standards made proficient per active student of the band's schools; null without any. */
  proficientPerActive: number | null;
  /** Mean of the schools' percent growth; null when none has one. */
  averageGrowth: number | null;
}

type SchoolFigures = Pick<
  ReportRow,
  'average_weekly_session_time' | 'count_active_students' | 'standards_growth' | 'percent_growth'
>;

/** One summary per band, in band order, over the schools that have averages. */
export function bandSummaries(schools: readonly SchoolFigures[]): BandSummary[] {
  return USAGE_BANDS.map((band) => {
    const members = schools.filter((s) => usageBandOf(s.average_weekly_session_time) === band);
    const active = members.reduce((sum, s) => sum + s.count_active_students, 0);
    const grown = members.reduce((sum, s) => sum + s.standards_growth, 0);
    const growths = members.map((s) => s.percent_growth).filter((g): g is number => g !== null);
    return {
      band,
      schools: members.length,
      activeStudents: active,
      proficientPerActive: perStudent(grown, active),
      averageGrowth: growths.length ? Math.round(growths.reduce((a, b) => a + b, 0) / growths.length) : null,
    };
  });
}

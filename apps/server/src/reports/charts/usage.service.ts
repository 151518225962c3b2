/** Usage charts and highlights (spec §3 usage chart rows, Highlights; §9 narrative). SQL in the repositories. */
import { availableSchoolYears, localDay, REPORT_DEFAULT_TIMEFRAMES, type ReportQuery } from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { aggregateGroups, type MemberFilter } from '../lists/aggregates.repository.js';
import { metricsOf, msToMinutes, narrativeOf, round1, sumAggregates } from '../lists/report-metrics.js';
import { reportEnvelope } from '../shared/report-envelope.js';
import { usagePeriod } from '../shared/usage-period.js';
import { usageBuckets } from './usage.repository.js';

/** Usage chart rows (spec §3): per bucket, averages per active student, minutes rounded, lessons to one decimal. */
export async function getUsageChart(
  db: DbOrTrx,
  actor: Actor,
  filter: MemberFilter,
  query: ReportQuery,
  now = Date.now(),
) {
  const { timeframe, viewer, aggregateInput } = usagePeriod(
    actor,
    query,
    REPORT_DEFAULT_TIMEFRAMES.usageChart,
    now,
  );
  const input = aggregateInput('district', filter);
  const [buckets, totals] = await Promise.all([
    usageBuckets(db, { ...input, by: timeframe.granularity }),
    aggregateGroups(db, input),
  ]);
  const data = buckets.map((b) => {
    const per = (x: number) => (b.active_students > 0 ? x / b.active_students : 0);
    return {
      label: b.label,
      average_usage_minutes: msToMinutes(per(b.session_ms)),
      average_extended_minutes: msToMinutes(per(b.extended_ms)),
      average_lessons: round1(per(b.lessons_completed)),
      num_students: b.active_students,
    };
  });
  return reportEnvelope(data, timeframe, metricsOf(sumAggregates(totals), timeframe, viewer));
}

/** District (or filtered) highlights of spec §3 with the narrative of spec §9. */
export async function getHighlights(
  db: DbOrTrx,
  actor: Actor,
  filter: MemberFilter,
  query: ReportQuery,
  defaultTimeframe: string,
  now = Date.now(),
) {
  const { timeframe, viewer, aggregateInput } = usagePeriod(actor, query, defaultTimeframe, now);
  const groups = await aggregateGroups(db, aggregateInput('district', filter));
  const totals = metricsOf(sumAggregates(groups), timeframe, viewer);
  return reportEnvelope(
    {
      reporting_years: availableSchoolYears(localDay(now, actor.district.timeZone)),
      count_active_students: totals.count_active_students,
      average_weekly_session_time: totals.average_weekly_session_time,
      average_monthly_session_time: totals.average_monthly_session_time,
      count_lessons_completed: totals.count_lessons_completed,
      count_lessons_completed_by_active_students: totals.count_lessons_completed,
      percent_usage_extended_hours: totals.percent_usage_extended_hours,
      percent_growth: totals.percent_growth,
      standards_growth: totals.standards_growth,
      narrative: narrativeOf(totals, timeframe),
    },
    timeframe,
    totals,
  );
}

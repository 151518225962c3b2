/**
 * District charts (spec §3 bubbleGraph column set and graph metrics, §9 "Charts"): the schools bubble graph
 * and the frequency graphs, built on the report lists' aggregation (aggregateGroups) and metrics (metricsOf).
 */
import {
  FREQUENCY_BUCKETS,
  FREQUENCY_UNIT,
  frequencyBucketOf,
  REPORT_DEFAULT_TIMEFRAMES,
  type ChartQuery,
  type FrequencyMetric,
  type UsageMetrics,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { aggregateGroups, type GroupAggregate, type MemberFilter } from '../lists/aggregates.repository.js';
import { metricsOf, sumAggregates } from '../lists/report-metrics.js';
import { reportEnvelope } from '../shared/report-envelope.js';
import { usagePeriod } from '../shared/usage-period.js';

/** Groups of one kind in the caller's scope with their metrics, and the totals over all of them. */
async function groupsWithMetrics(
  db: DbOrTrx,
  actor: Actor,
  kind: 'school' | 'teacher',
  filter: MemberFilter,
  query: ChartQuery,
  defaultTimeframe: string,
  now: number,
) {
  const { timeframe, viewer, aggregateInput } = usagePeriod(actor, query, defaultTimeframe, now);
  const [groups, district] = await Promise.all([
    aggregateGroups(db, aggregateInput(kind, filter)),
    aggregateGroups(db, aggregateInput('district', filter)),
  ]);
  return {
    timeframe,
    rows: groups.map((group) => ({ group, metrics: metricsOf(group, timeframe, viewer) })),
    totals: metricsOf(sumAggregates(district), timeframe, viewer),
  };
}

/** One point per school with enrolled students in scope, sorted by name (ties by id). */
export async function getSchoolBubbleGraph(db: DbOrTrx, actor: Actor, query: ChartQuery, now = Date.now()) {
  const { timeframe, rows, totals } = await groupsWithMetrics(
    db,
    actor,
    'school',
    { gradeId: query.grade_id },
    query,
    REPORT_DEFAULT_TIMEFRAMES.districtCharts,
    now,
  );
  const points = rows
    .map(({ group, metrics }: { group: GroupAggregate; metrics: UsageMetrics }) => ({
      id: group.id,
      name: group.name,
      average_weekly_session_time: metrics.average_weekly_session_time,
      percent_growth: metrics.percent_growth,
      count_active_students: metrics.count_active_students,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return reportEnvelope(points, timeframe, totals);
}

/** The value a frequency graph reads from a row: minutes for usage, as the lists show the other figures. */
export function frequencyValueOf(metrics: UsageMetrics, metric: FrequencyMetric): number | null {
  if (metric === 'average_weekly_session_time')
    return metrics.average_weekly_session_time === null ? null : metrics.average_weekly_session_time / 60_000;
  return metrics[metric];
}

/** Distribution of the schools or teachers in scope by a graph metric (spec §9 frequency graph). */
export async function getFrequency(
  db: DbOrTrx,
  actor: Actor,
  input: {
    kind: 'school' | 'teacher';
    filter: MemberFilter;
    metric: FrequencyMetric;
    query: ChartQuery;
    defaultTimeframe: string;
  },
  now = Date.now(),
) {
  const { timeframe, rows, totals } = await groupsWithMetrics(
    db,
    actor,
    input.kind,
    input.filter,
    input.query,
    input.defaultTimeframe,
    now,
  );
  const unit = FREQUENCY_UNIT[input.metric];
  const buckets = FREQUENCY_BUCKETS[unit].map((b) => ({ ...b, count: 0 }));
  let noData = 0;
  for (const { metrics } of rows) {
    const index = frequencyBucketOf(unit, frequencyValueOf(metrics, input.metric));
    if (index === null) noData++;
    else buckets[index]!.count++;
  }
  return reportEnvelope({ metric: input.metric, unit, buckets, no_data_count: noData }, timeframe, totals);
}

import type { Customer, ReportListResponse } from '@dash/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { BubbleGraph, type BubblePoint } from '../../../../components/charts/bubble-graph';
import { FrequencyGraph, type FrequencyData } from '../../../../components/charts/frequency-graph';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { useReport } from '../../api/get-report';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import type { ReportLocation } from '../../lib/report-location';
import type { PaneView } from '../../lib/report-panes';
import { childHref } from '../../lib/report-url';
import { PaneFrame, PaneStatus } from '../pane-frame';

const FREQUENCY_METRICS = [
  'average_weekly_session_time',
  'average_weekly_lessons',
  'percent_growth',
  'percent_active_students',
  'percent_usage_extended_hours',
] as const;
const METRIC_KEYS: Record<(typeof FREQUENCY_METRICS)[number], MessageKey> = {
  average_weekly_session_time: 'report.column.weeklyTime',
  average_weekly_lessons: 'report.column.weeklyLessons',
  percent_growth: 'report.column.growth',
  percent_active_students: 'report.column.percentActive',
  percent_usage_extended_hours: 'report.column.percentExtended',
};

interface PerformancePaneProps<V> {
  view: V;
  location: ReportLocation;
  customer: Customer;
  title: string;
}

/** District performance (spec §2): schools as a bubble graph (time against growth) and a frequency graph. */
export function DistrictPerformancePane({
  view,
  location,
  customer,
  title,
}: PerformancePaneProps<Extract<PaneView, { view: 'districtPerformance' }>>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const metricId = useId();
  const [metric, setMetric] = useState<(typeof FREQUENCY_METRICS)[number]>('average_weekly_session_time');
  const { timeframe, frame } = usePaneTimeframe(view.timeframes, location, customer);
  const base = `/r/districts/${location.districtId}/schools`;
  const bubbles = useReport<{ data: BubblePoint[]; report_dates: { from_date: string; to_date: string } }>(
    `${base}/bubblegraph`,
    { ...view.params, timeframe },
  );
  const frequency = useReport<{ data: FrequencyData }>(`${base}/frequency`, {
    ...view.params,
    timeframe,
    metric,
  });

  return (
    <PaneFrame title={title} {...frame} dates={bubbles.data?.report_dates}>
      <div className="performance">
        <section className="performance__chart">
          {bubbles.isSuccess ? (
            <BubbleGraph
              title={t('performance.bubbleTitle')}
              points={bubbles.data.data}
              onSelect={(id) => void navigate(childHref(location, 'school', id, {}))}
            />
          ) : (
            <PaneStatus
              error={bubbles.error}
              isPending={bubbles.isPending}
              onRetry={() => void bubbles.refetch()}
            />
          )}
        </section>
        <section className="performance__chart">
          <div className="performance__header">
            <label htmlFor={metricId}>{t('performance.metric')}</label>
            <select
              id={metricId}
              value={metric}
              onChange={(event) => setMetric(event.target.value as typeof metric)}
            >
              {FREQUENCY_METRICS.map((key) => (
                <option key={key} value={key}>
                  {t(METRIC_KEYS[key])}
                </option>
              ))}
            </select>
          </div>
          {frequency.isSuccess ? (
            <FrequencyGraph
              data={frequency.data.data}
              title={t('performance.frequencyOf', { metric: t(METRIC_KEYS[metric]) })}
            />
          ) : (
            <PaneStatus
              error={frequency.error}
              isPending={frequency.isPending}
              onRetry={() => void frequency.refetch()}
            />
          )}
        </section>
      </div>
    </PaneFrame>
  );
}

/** Classroom performance (spec §2): the classroom's students as a bubble graph of time against growth. */
export function ClassroomPerformancePane({
  view,
  location,
  customer,
  title,
}: PerformancePaneProps<Extract<PaneView, { view: 'classroomPerformance' }>>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { timeframe, frame } = usePaneTimeframe(view.timeframes, location, customer);
  const report = useReport<ReportListResponse>(`/r/districts/${location.districtId}/students`, {
    classroom_id: view.classroomId,
    timeframe,
  });
  const points: BubblePoint[] =
    report.data?.data.map((row) => ({
      id: row.id,
      name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      average_weekly_session_time: row.average_weekly_session_time ?? 0,
      percent_growth: row.percent_growth,
      count_active_students: row.count_active_students,
    })) ?? [];

  return (
    <PaneFrame title={title} {...frame} dates={report.data?.report_dates}>
      {report.isSuccess ? (
        <section className="performance__chart">
          <BubbleGraph
            title={t('performance.studentBubbleTitle')}
            points={points}
            onSelect={(id) => {
              const row = report.data.data.find((entry) => entry.id === id);
              const href = row && view.rowHref(row);
              if (href) void navigate(href);
            }}
          />
        </section>
      ) : (
        <PaneStatus error={report.error} isPending={report.isPending} onRetry={() => void report.refetch()} />
      )}
    </PaneFrame>
  );
}

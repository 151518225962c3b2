import type { FrequencyMetric } from '@dash/contracts';
import { useNavigate } from 'react-router';
import { BubbleGraph, type BubblePoint } from '../../../../components/charts/bubble-graph';
import { FrequencyGraph } from '../../../../components/charts/frequency-graph';
import { useOptionSelect } from '../../../../components/ui/use-option-select';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { useReportList } from '../../api/get-report-list';
import { useSchoolBubbleGraph } from '../../api/get-school-bubble-graph';
import { useSchoolFrequency } from '../../api/get-school-frequency';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import type { PaneProps } from '../../lib/report-panes';
import { childHref } from '../../lib/report-url';
import { PaneFrame, PaneStatus } from '../pane-frame';
import './performance.css';

const METRIC_KEYS: Record<FrequencyMetric, MessageKey> = {
  average_weekly_session_time: 'report.column.weeklyTime',
  average_weekly_lessons: 'report.column.weeklyLessons',
  percent_growth: 'report.column.growth',
  percent_active_students: 'report.column.percentActive',
  percent_usage_extended_hours: 'report.column.percentExtended',
};

/** District performance (spec §2): schools as a bubble graph (time against growth) and a frequency graph. */
export function DistrictPerformancePane({
  view,
  location,
  customer,
  title,
}: PaneProps<'districtPerformance'>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [metric, metricSelect] = useOptionSelect(
    t('performance.metric'),
    METRIC_KEYS,
    'average_weekly_session_time',
  );
  const { timeframe, frame } = usePaneTimeframe(view.timeframes, location, customer);
  const bubbles = useSchoolBubbleGraph(view.bubbleEndpoint, { ...view.params, timeframe });
  const frequency = useSchoolFrequency(view.frequencyEndpoint, { ...view.params, timeframe, metric });

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
            <PaneStatus query={bubbles} />
          )}
        </section>
        <section className="performance__chart">
          <div className="performance__header">{metricSelect}</div>
          {frequency.isSuccess ? (
            <FrequencyGraph
              data={frequency.data.data}
              title={t('performance.frequencyOf', { metric: t(METRIC_KEYS[metric]) })}
            />
          ) : (
            <PaneStatus query={frequency} />
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
}: PaneProps<'classroomPerformance'>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { timeframe, frame } = usePaneTimeframe(view.timeframes, location, customer);
  const report = useReportList(view.endpoint, { ...view.params, timeframe });
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
        <PaneStatus query={report} />
      )}
    </PaneFrame>
  );
}

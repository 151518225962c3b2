import { UsageChart } from '../../../../components/charts/usage-chart';
import { useI18n } from '../../../../lib/i18n';
import { useUsageChart } from '../../api/get-usage-chart';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import type { PaneProps } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { useFigures } from '../report-table';
import { StatList } from '../stat-list';

/** Usage over time: minutes and lessons per day, week or month (spec §3 usage chart rows), with totals. */
export function UsagePane({ view, location, customer, title }: PaneProps<'usage'>) {
  const { t } = useI18n();
  const figures = useFigures();
  const { timeframe, frame } = usePaneTimeframe(view.timeframes, location, customer);
  const report = useUsageChart(view.endpoint, { timeframe });

  return (
    <PaneFrame title={title} {...frame} dates={report.data?.report_dates}>
      {report.isSuccess ? (
        <>
          <StatList
            label={t('report.summary')}
            stats={[
              ...(view.isStudent
                ? []
                : [
                    {
                      label: t('report.column.activeStudents'),
                      value: figures.count(report.data.totals.count_active_students),
                    },
                  ]),
              {
                label: t('report.column.totalTime'),
                value: figures.duration(report.data.totals.total_session_time),
              },
              {
                label: t('report.column.extendedTime'),
                value: figures.duration(report.data.totals.usage_extended_hours),
              },
              {
                label: t('report.column.lessons'),
                value: figures.count(report.data.totals.count_lessons_completed),
              },
            ]}
          />
          <UsageChart
            rows={report.data.data}
            granularity={report.data.granularity}
            isOneStudent={view.isStudent}
          />
        </>
      ) : (
        <PaneStatus query={report} />
      )}
    </PaneFrame>
  );
}

import { NARRATIVE_THRESHOLDS, type ReportRow } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useReportList } from '../api/get-report-list';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import type { DistrictPaneProps } from './district-pane-props';
import { figureColumn, schoolColumn } from './figure-columns';
import { PaneTable, type PaneColumn } from './pane-table';
import { useDistrictTimeframe } from './use-district-timeframe';

const MINUTE_MS = 60_000;

/** Weekly minutes per active student as a share of the recommended 60 (spec §9); null without averages. */
export const shareOfRecommendedTime = (row: Pick<ReportRow, 'average_weekly_session_time'>) =>
  row.average_weekly_session_time === null
    ? null
    : Math.round(
        (row.average_weekly_session_time / MINUTE_MS / NARRATIVE_THRESHOLDS.recommendedWeeklyMinutes) * 100,
      );

/** /reports/student-usage: each school's students' use of the product against the recommended week. */
export function StudentUsagePane({ customer }: DistrictPaneProps) {
  const { t } = useI18n();
  const figures = useFigures();
  const { timeframe, frame } = useDistrictTimeframe('list', customer);
  const endpoint = `/r/districts/${customer.district_id}/schools`;
  const report = useReportList(endpoint, { timeframe });

  const columns: PaneColumn<ReportRow>[] = [
    schoolColumn(t('districtPanes.column.school'), customer.district_id),
    figureColumn('students', t('districtPanes.column.students'), (r) => r.count_students),
    figureColumn(
      'active',
      t('report.column.percentActive'),
      (r) => r.percent_active_students,
      figures.percent,
    ),
    figureColumn(
      'weeklyTime',
      t('districtPanes.column.weeklyMinutes'),
      (r) => r.average_weekly_session_time,
      figures.duration,
    ),
    figureColumn(
      'recommended',
      t('districtPanes.column.ofRecommendedTime'),
      shareOfRecommendedTime,
      figures.percent,
    ),
    figureColumn(
      'weeklyLessons',
      t('districtPanes.column.weeklyLessons'),
      (r) => r.average_weekly_lessons,
      figures.lessons,
    ),
    figureColumn('totalTime', t('report.column.totalTime'), (r) => r.total_session_time, figures.duration),
    figureColumn(
      'extended',
      t('report.column.extendedTime'),
      (r) => r.usage_extended_hours,
      figures.duration,
    ),
  ];

  return (
    <PaneFrame
      title={t('districtPanes.section.schools')}
      {...frame}
      dates={report.data?.report_dates}
      activity={report.data?.totals}
    >
      {report.isSuccess ? (
        report.data.data.length === 0 ? (
          <EmptyState message={t('report.empty')} />
        ) : (
          <>
            {!report.data.show_averages && <p className="muted">{t('districtPanes.averagesOverWeek')}</p>}
            <PaneTable
              caption={t('districtPanes.studentUsage.caption')}
              columns={columns}
              rows={report.data.data}
              rowKey={(r) => r.id}
              defaultSort={{ order: 'weeklyTime', sort: 'desc' }}
            />
          </>
        )
      ) : (
        <PaneStatus query={report} />
      )}
    </PaneFrame>
  );
}

import { NARRATIVE_THRESHOLDS, type ReportRow } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useReportList } from '../api/get-report-list';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import { schoolHref } from './district-links';
import type { DistrictPaneProps } from './district-pane-props';
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
  const orDash = (value: number | null, format: (n: number) => string) =>
    value === null ? '–' : format(value);

  const columns: PaneColumn<ReportRow>[] = [
    {
      key: 'name',
      label: t('districtPanes.column.school'),
      value: (r) => r.name,
      href: (r) => schoolHref(customer.district_id, r.id),
    },
    {
      key: 'students',
      label: t('districtPanes.column.students'),
      value: (r) => r.count_students,
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'active',
      label: t('report.column.percentActive'),
      value: (r) => r.percent_active_students,
      render: (r) => orDash(r.percent_active_students, figures.percent),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'weeklyTime',
      label: t('districtPanes.column.weeklyMinutes'),
      value: (r) => r.average_weekly_session_time,
      render: (r) => orDash(r.average_weekly_session_time, figures.duration),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'recommended',
      label: t('districtPanes.column.ofRecommendedTime'),
      value: shareOfRecommendedTime,
      render: (r) => orDash(shareOfRecommendedTime(r), figures.percent),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'weeklyLessons',
      label: t('districtPanes.column.weeklyLessons'),
      value: (r) => r.average_weekly_lessons,
      render: (r) => orDash(r.average_weekly_lessons, figures.lessons),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'totalTime',
      label: t('report.column.totalTime'),
      value: (r) => r.total_session_time,
      render: (r) => figures.duration(r.total_session_time),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'extended',
      label: t('report.column.extendedTime'),
      value: (r) => r.usage_extended_hours,
      render: (r) => figures.duration(r.usage_extended_hours),
      isNumeric: true,
      firstDirection: 'desc',
    },
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

import type { ReportRow } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { gradeName, useI18n } from '../../../lib/i18n';
import { useReportList } from '../api/get-report-list';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import { gradeHref } from './district-links';
import type { DistrictPaneProps } from './district-pane-props';
import { PaneTable, type PaneColumn } from './pane-table';
import { useDistrictTimeframe } from './use-district-timeframe';

/** Standards made proficient per active student in the period; null with nobody active. */
const perActiveStudent = (r: ReportRow) =>
  r.count_active_students > 0 ? Math.round((r.standards_growth / r.count_active_students) * 10) / 10 : null;

/** /reports/growth: standards growth of each grade over a period, across the schools the admin sees. */
export function GrowthPane({ customer }: DistrictPaneProps) {
  const { t, locale } = useI18n();
  const figures = useFigures();
  const { timeframe, frame } = useDistrictTimeframe('list', customer);
  const report = useReportList(`/r/districts/${customer.district_id}/grades`, { timeframe });
  const orDash = (value: number | null, format: (n: number) => string) =>
    value === null ? '–' : format(value);

  const columns: PaneColumn<ReportRow>[] = [
    {
      key: 'grade',
      label: t('districtPanes.column.grade'),
      value: (r) => r.id,
      render: (r) => gradeName({ t, locale }, r.id),
      href: (r) => gradeHref(customer.district_id, r.id),
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
      label: t('districtPanes.column.activeStudents'),
      value: (r) => r.count_active_students,
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'lessons',
      label: t('report.column.lessons'),
      value: (r) => r.count_lessons_completed,
      render: (r) => figures.count(r.count_lessons_completed),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'proficient',
      label: t('report.column.standardsProficient'),
      value: (r) => r.standards_growth,
      render: (r) => figures.count(r.standards_growth),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'perStudent',
      label: t('districtPanes.column.proficientPerActive'),
      value: perActiveStudent,
      render: (r) => orDash(perActiveStudent(r), figures.lessons),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'progressed',
      label: t('report.column.standardsProgressed'),
      value: (r) => r.standards_partial_growth,
      render: (r) => figures.count(r.standards_partial_growth),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'growth',
      label: t('report.column.growth'),
      value: (r) => r.percent_growth,
      render: (r) => orDash(r.percent_growth, figures.percent),
      isNumeric: true,
      firstDirection: 'desc',
    },
  ];

  // Growth as a percent only for those who read it so (spec §6 growth_as_percentage).
  const shown = columns.filter((c) => c.key !== 'growth' || customer.growth_as_percentage);

  return (
    <PaneFrame
      title={t('districtPanes.section.grades')}
      {...frame}
      dates={report.data?.report_dates}
      activity={report.data?.totals}
    >
      {report.isSuccess ? (
        report.data.data.length === 0 ? (
          <EmptyState message={t('report.empty')} />
        ) : (
          <PaneTable
            caption={t('districtPanes.growth.caption')}
            columns={shown}
            rows={report.data.data}
            rowKey={(r) => r.id}
            defaultSort={{ order: 'grade', sort: 'asc' }}
          />
        )
      ) : (
        <PaneStatus query={report} />
      )}
    </PaneFrame>
  );
}

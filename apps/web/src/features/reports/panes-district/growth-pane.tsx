import type { ReportRow } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { gradeName, useI18n } from '../../../lib/i18n';
import { useReportList } from '../api/get-report-list';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import { gradeHref } from './district-links';
import type { DistrictPaneProps } from './district-pane-props';
import { figureColumn, perStudent } from './figure-columns';
import { PaneTable, type PaneColumn } from './pane-table';
import { useDistrictTimeframe } from './use-district-timeframe';

/** Standards made proficient per active student in the period; null with nobody active. */
const perActiveStudent = (r: ReportRow) => perStudent(r.standards_growth, r.count_active_students);

/** /reports/growth: standards growth of each grade over a period, across the schools the admin sees. */
export function GrowthPane({ customer }: DistrictPaneProps) {
  const { t, locale } = useI18n();
  const figures = useFigures();
  const { timeframe, frame } = useDistrictTimeframe('list', customer);
  const report = useReportList(`/r/districts/${customer.district_id}/grades`, { timeframe });

  const columns: PaneColumn<ReportRow>[] = [
    {
      key: 'grade',
      label: t('districtPanes.column.grade'),
      value: (r) => r.id,
      render: (r) => gradeName({ t, locale }, r.id),
      href: (r) => gradeHref(customer.district_id, r.id),
    },
    figureColumn('students', t('districtPanes.column.students'), (r) => r.count_students),
    figureColumn('active', t('districtPanes.column.activeStudents'), (r) => r.count_active_students),
    figureColumn('lessons', t('report.column.lessons'), (r) => r.count_lessons_completed),
    figureColumn('proficient', t('report.column.standardsProficient'), (r) => r.standards_growth),
    figureColumn(
      'perStudent',
      t('districtPanes.column.proficientPerActive'),
      perActiveStudent,
      figures.lessons,
    ),
    figureColumn('progressed', t('report.column.standardsProgressed'), (r) => r.standards_partial_growth),
    figureColumn('growth', t('report.column.growth'), (r) => r.percent_growth, figures.percent),
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

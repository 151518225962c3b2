import type { PaceGroup } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useGradeLevelPace } from '../api/get-grade-level-pace';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import { schoolHref } from './district-links';
import type { DistrictPaneProps } from './district-pane-props';
import { PaneTable, type PaneColumn } from './pane-table';
import { percentColumns } from './pace-columns';

const pointsGained = (g: PaceGroup) => g.average_percent_now - g.average_percent_at_start;
const grownPerStudent = (g: PaceGroup) =>
  g.count_students > 0 ? Math.round((g.grown_this_year / g.count_students) * 10) / 10 : 0;

/** /reports/progress: how far each school's students have come toward their grade's standards this school year. */
export function ProgressPane({ customer }: DistrictPaneProps) {
  const { t } = useI18n();
  const figures = useFigures();
  const report = useGradeLevelPace(`/r/districts/${customer.district_id}/grade-level-pace`, {});
  const columns: PaneColumn<PaceGroup>[] = [
    {
      key: 'name',
      label: t('districtPanes.column.school'),
      value: (g) => g.name,
      href: (g) => schoolHref(customer.district_id, g.id),
    },
    {
      key: 'students',
      label: t('districtPanes.column.students'),
      value: (g) => g.count_students,
      isNumeric: true,
      firstDirection: 'desc',
    },
    ...percentColumns({ t, figures }),
    {
      key: 'gained',
      label: t('districtPanes.column.pointsGained'),
      value: pointsGained,
      render: (g) => figures.count(pointsGained(g)),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'grown',
      label: t('districtPanes.column.grownThisYear'),
      value: (g) => g.grown_this_year,
      render: (g) => figures.count(g.grown_this_year),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'grownPerStudent',
      label: t('districtPanes.column.grownPerStudent'),
      value: grownPerStudent,
      render: (g) => figures.lessons(grownPerStudent(g)),
      isNumeric: true,
      firstDirection: 'desc',
    },
  ];
  return (
    <PaneFrame
      title={t('districtPanes.section.schools')}
      timeZone={customer.district_time_zone}
      dates={report.data?.report_dates}
    >
      {report.isSuccess ? (
        report.data.data.schools.length === 0 ? (
          <EmptyState message={t('districtPanes.noStudents')} />
        ) : (
          <PaneTable
            caption={t('districtPanes.progress.caption')}
            columns={columns}
            rows={report.data.data.schools}
            rowKey={(g) => g.id}
            defaultSort={{ order: 'gained', sort: 'desc' }}
          />
        )
      ) : (
        <PaneStatus query={report} />
      )}
    </PaneFrame>
  );
}

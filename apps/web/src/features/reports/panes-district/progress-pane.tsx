import type { PaceGroup } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useGradeLevelPace } from '../api/get-grade-level-pace';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import type { DistrictPaneProps } from './district-pane-props';
import { figureColumn, perStudent, schoolColumn } from './figure-columns';
import { PaneTable, type PaneColumn } from './pane-table';
import { percentColumns } from './pace-columns';

const pointsGained = (g: PaceGroup) => g.average_percent_now - g.average_percent_at_start;
const grownPerStudent = (g: PaceGroup) => perStudent(g.grown_this_year, g.count_students);

/** /reports/progress: how far each school's students have come toward their grade's standards this school year. */
export function ProgressPane({ customer }: DistrictPaneProps) {
  const { t } = useI18n();
  const figures = useFigures();
  const report = useGradeLevelPace(`/r/districts/${customer.district_id}/grade-level-pace`, {});
  const columns: PaneColumn<PaceGroup>[] = [
    schoolColumn(t('districtPanes.column.school'), customer.district_id),
    figureColumn('students', t('districtPanes.column.students'), (g) => g.count_students),
    ...percentColumns({ t, figures }),
    figureColumn('gained', t('districtPanes.column.pointsGained'), pointsGained),
    figureColumn('grown', t('districtPanes.column.grownThisYear'), (g) => g.grown_this_year),
    figureColumn(
      'grownPerStudent',
      t('districtPanes.column.grownPerStudent'),
      grownPerStudent,
      figures.lessons,
    ),
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

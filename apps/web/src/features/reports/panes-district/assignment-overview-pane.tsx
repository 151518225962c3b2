import type { AssignmentOverviewRow } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useAssignmentOverview } from '../api/get-assignment-overview';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import type { DistrictPaneProps } from './district-pane-props';
import { figureColumn, schoolColumn } from './figure-columns';
import { PaneTable, type PaneColumn } from './pane-table';
import { useDistrictTimeframe } from './use-district-timeframe';

/** /reports/assignment-overview: per school, the focus assignments teachers started and how far students got. */
export function AssignmentOverviewPane({ customer }: DistrictPaneProps) {
  const { t } = useI18n();
  const figures = useFigures();
  const { timeframe, frame } = useDistrictTimeframe('list', customer);
  const report = useAssignmentOverview(`/r/districts/${customer.district_id}/assignments/overview`, {
    timeframe,
  });
  const columns: PaneColumn<AssignmentOverviewRow>[] = [
    schoolColumn(t('districtPanes.column.school'), customer.district_id),
    figureColumn('classrooms', t('districtPanes.column.classroomsAssigning'), (r) => r.count_classrooms),
    figureColumn('assignments', t('districtPanes.column.assignments'), (r) => r.count_assignments),
    figureColumn('students', t('districtPanes.column.studentsAssigned'), (r) => r.count_students),
    figureColumn(
      'studentAssignments',
      t('districtPanes.column.studentAssignments'),
      (r) => r.count_student_assignments,
    ),
    figureColumn('completed', t('districtPanes.column.completed'), (r) => r.count_completed),
    figureColumn(
      'percentCompleted',
      t('districtPanes.column.percentCompleted'),
      (r) => r.percent_completed,
      figures.percent,
    ),
    figureColumn('active', t('districtPanes.column.stillActive'), (r) => r.count_active),
  ];
  return (
    <PaneFrame title={t('districtPanes.section.schools')} {...frame} dates={report.data?.report_dates}>
      {report.isSuccess ? (
        report.data.data.length === 0 ? (
          <EmptyState message={t('districtPanes.assignments.none')} />
        ) : (
          <PaneTable
            caption={t('districtPanes.assignments.caption')}
            columns={columns}
            rows={report.data.data}
            rowKey={(r) => r.id}
            defaultSort={{ order: 'assignments', sort: 'desc' }}
          />
        )
      ) : (
        <PaneStatus query={report} />
      )}
    </PaneFrame>
  );
}

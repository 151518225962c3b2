import type { AssignmentOverviewRow } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useAssignmentOverview } from '../api/get-assignment-overview';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import { schoolHref } from './district-links';
import type { DistrictPaneProps } from './district-pane-props';
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
  const count = (pick: (r: AssignmentOverviewRow) => number) => ({
    value: pick,
    render: (r: AssignmentOverviewRow) => figures.count(pick(r)),
    isNumeric: true,
    firstDirection: 'desc' as const,
  });
  const columns: PaneColumn<AssignmentOverviewRow>[] = [
    {
      key: 'name',
      label: t('districtPanes.column.school'),
      value: (r) => r.name,
      href: (r) => schoolHref(customer.district_id, r.id),
    },
    {
      key: 'classrooms',
      label: t('districtPanes.column.classroomsAssigning'),
      ...count((r) => r.count_classrooms),
    },
    {
      key: 'assignments',
      label: t('districtPanes.column.assignments'),
      ...count((r) => r.count_assignments),
    },
    { key: 'students', label: t('districtPanes.column.studentsAssigned'), ...count((r) => r.count_students) },
    {
      key: 'studentAssignments',
      label: t('districtPanes.column.studentAssignments'),
      ...count((r) => r.count_student_assignments),
    },
    { key: 'completed', label: t('districtPanes.column.completed'), ...count((r) => r.count_completed) },
    {
      key: 'percentCompleted',
      label: t('districtPanes.column.percentCompleted'),
      value: (r) => r.percent_completed,
      render: (r) => (r.percent_completed === null ? '–' : figures.percent(r.percent_completed)),
      isNumeric: true,
      firstDirection: 'desc',
    },
    { key: 'active', label: t('districtPanes.column.stillActive'), ...count((r) => r.count_active) },
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

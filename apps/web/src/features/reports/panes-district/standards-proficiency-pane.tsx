import type { PaceGroup } from '@dash/contracts';
import { EmptyState } from '../../../components/ui/query-state';
import { gradeName, useI18n } from '../../../lib/i18n';
import { useGradeLevelPace } from '../api/get-grade-level-pace';
import { PaneFrame, PaneStatus } from '../components/pane-frame';
import { useFigures } from '../components/report-table';
import { gradeHref } from './district-links';
import type { DistrictPaneProps } from './district-pane-props';
import { PaneTable, type PaneColumn } from './pane-table';
import { percentColumns, reachedColumns } from './pace-columns';

/** /reports/standards-proficiency: per grade, how much of its standards its students are proficient in today. */
export function StandardsProficiencyPane({ customer }: DistrictPaneProps) {
  const { t, locale } = useI18n();
  const figures = useFigures();
  const report = useGradeLevelPace(`/r/districts/${customer.district_id}/grade-level-pace`, {});
  const columns: PaneColumn<PaceGroup>[] = [
    {
      key: 'grade',
      label: t('districtPanes.column.grade'),
      value: (g) => g.id,
      render: (g) => gradeName({ t, locale }, g.id),
      href: (g) => gradeHref(customer.district_id, g.id),
    },
    ...reachedColumns({ t, figures }),
    percentColumns({ t, figures })[1]!,
  ];
  return (
    <PaneFrame title={t('districtPanes.section.grades')} timeZone={customer.district_time_zone}>
      {report.isSuccess ? (
        report.data.data.grades.length === 0 ? (
          <EmptyState message={t('districtPanes.noStudents')} />
        ) : (
          <PaneTable
            caption={t('districtPanes.standardsProficiency.caption')}
            columns={columns}
            rows={report.data.data.grades}
            rowKey={(g) => g.id}
            defaultSort={{ order: 'grade', sort: 'asc' }}
          />
        )
      ) : (
        <PaneStatus query={report} />
      )}
    </PaneFrame>
  );
}

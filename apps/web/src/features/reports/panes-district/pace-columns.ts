/** Columns the pace panes share over a school's or grade's counts (…/grade-level-pace groups). */
import type { PaceGroup } from '@dash/contracts';
import type { I18n } from '../../../lib/i18n';
import type { FigureFormatter } from '../lib/format';
import type { PaneColumn } from './pane-table';

type Tools = { t: I18n['t']; figures: FigureFormatter };

/** Students, and those with every grade-level standard proficient already (count and share). */
export function reachedColumns({ t, figures }: Tools): PaneColumn<PaceGroup>[] {
  const share = (g: PaceGroup) =>
    g.count_students > 0 ? Math.round((g.count_reached / g.count_students) * 100) : 0;
  return [
    {
      key: 'students',
      label: t('districtPanes.column.students'),
      value: (g) => g.count_students,
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'reached',
      label: t('districtPanes.column.atGradeLevel'),
      value: (g) => g.count_reached,
      render: (g) => figures.count(g.count_reached),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'reachedShare',
      label: t('districtPanes.column.atGradeLevelShare'),
      value: share,
      render: (g) => figures.percent(share(g)),
      isNumeric: true,
      firstDirection: 'desc',
    },
  ];
}

/** Average share of grade-level standards proficient at the year's start and now. */
export function percentColumns({ t, figures }: Tools): PaneColumn<PaceGroup>[] {
  return [
    {
      key: 'atStart',
      label: t('districtPanes.column.percentAtStart'),
      value: (g) => g.average_percent_at_start,
      render: (g) => figures.percent(g.average_percent_at_start),
      isNumeric: true,
      firstDirection: 'desc',
    },
    {
      key: 'now',
      label: t('districtPanes.column.percentNow'),
      value: (g) => g.average_percent_now,
      render: (g) => figures.percent(g.average_percent_now),
      isNumeric: true,
      firstDirection: 'desc',
    },
  ];
}

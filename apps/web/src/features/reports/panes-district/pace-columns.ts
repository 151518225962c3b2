/** Columns the pace panes share over a school's or grade's counts (…/grade-level-pace groups). */
import type { PaceGroup } from '@dash/contracts';
import type { I18n } from '../../../lib/i18n';
import type { FigureFormatter } from '../lib/format';
import { figureColumn } from './figure-columns';
import type { PaneColumn } from './pane-table';

type Tools = { t: I18n['t']; figures: FigureFormatter };

/** Students, and those with every grade-level standard proficient already (count and share). */
export function reachedColumns({ t, figures }: Tools): PaneColumn<PaceGroup>[] {
  const share = (g: PaceGroup) =>
    g.count_students > 0 ? Math.round((g.count_reached / g.count_students) * 100) : 0;
  return [
    figureColumn('students', t('districtPanes.column.students'), (g) => g.count_students),
    figureColumn('reached', t('districtPanes.column.atGradeLevel'), (g) => g.count_reached),
    figureColumn('reachedShare', t('districtPanes.column.atGradeLevelShare'), share, figures.percent),
  ];
}

/** Average share of grade-level standards proficient at the year's start and now. */
export function percentColumns({ t, figures }: Tools): PaneColumn<PaceGroup>[] {
  return [
    figureColumn(
      'atStart',
      t('districtPanes.column.percentAtStart'),
      (g) => g.average_percent_at_start,
      figures.percent,
    ),
    figureColumn('now', t('districtPanes.column.percentNow'), (g) => g.average_percent_now, figures.percent),
  ];
}

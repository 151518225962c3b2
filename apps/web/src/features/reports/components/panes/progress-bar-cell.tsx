import { useI18n } from '../../../../lib/i18n';
import { useFigures } from '../report-table';
import { growthSegmentsOf, scaledTo, type GrowthFigures } from './growth-segments';
import './proficiency-tables.css';

/** A cell's growth (spec §3) and whether it continues from or into the neighbouring grades' same domain. */
export interface CellGrowth extends GrowthFigures {
  growthContinuedFromPrevious: boolean;
  growthContinuedToNext: boolean;
}

/**
 * A proficiency table's cell figure (spec §2 "progress bar per cell (green on grey)"): the percent complete
 * written beside a bar of that length on a grey track. With growth figures the bar is in parts
 * (growth-segments.ts): by placement, earlier, and by play this school year; growth that continues in the next or
 * previous grade's same domain reaches that side of the cell. The exact lesson figures are its title.
 */
export function ProgressBarCell({ percent, growth }: { percent: number; growth?: CellGrowth }) {
  const figures = useFigures();
  const { t } = useI18n();
  const label = <span className="progress-cell__label">{figures.percent(percent)}</span>;
  if (!growth) {
    const width = Math.max(0, Math.min(100, percent));
    return (
      <span className="progress-cell">
        <span className="progress-cell__track" aria-hidden="true">
          <span className="progress-cell__bar" style={{ width: `${width}%` }} />
        </span>
        {label}
      </span>
    );
  }
  const lessons = growthSegmentsOf(growth);
  const parts = scaledTo(lessons, percent);
  const end = lessons.placed + lessons.before + lessons.grown;
  const description =
    growth.moPlacementPercent === null
      ? t('proficiencyTable.growth', { percent, end, grown: lessons.grown })
      : t('proficiencyTable.growthPlaced', { percent, end, grown: lessons.grown, placed: lessons.placed });
  const continues = [
    parts.grown > 0 && growth.growthContinuedFromPrevious ? 'progress-cell--from-previous' : '',
    parts.grown > 0 && growth.growthContinuedToNext ? 'progress-cell--to-next' : '',
  ];
  return (
    <span className={['progress-cell', ...continues].filter(Boolean).join(' ')} title={description}>
      <span className="progress-cell__track" aria-hidden="true">
        <span className="progress-cell__placed" style={{ width: `${parts.placed}%` }} />
        <span className="progress-cell__bar" style={{ width: `${parts.before}%` }} />
        <span className="progress-cell__grown" style={{ width: `${parts.grown}%` }} />
      </span>
      {label}
      <span className="visually-hidden">{description}</span>
    </span>
  );
}

/** The key to the bars' parts, under a table whose cells draw growth. */
export function GrowthLegend({ placement }: { placement: boolean }) {
  const { t } = useI18n();
  return (
    <ul className="growth-legend">
      {placement ? (
        <li>
          <span className="growth-legend__swatch progress-cell__placed" aria-hidden="true" />
          {t('proficiencyTable.legendPlaced')}
        </li>
      ) : null}
      <li>
        <span className="growth-legend__swatch progress-cell__bar" aria-hidden="true" />
        {t('proficiencyTable.legendBefore')}
      </li>
      <li>
        <span className="growth-legend__swatch progress-cell__grown" aria-hidden="true" />
        {t('proficiencyTable.legendGrown')}
      </li>
      <li>{t('proficiencyTable.legendFigure')}</li>
    </ul>
  );
}

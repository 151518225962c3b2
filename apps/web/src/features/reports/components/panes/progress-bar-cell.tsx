import { useFigures } from '../report-table';
import './proficiency-tables.css';

/**
 * A proficiency table's cell figure (spec §2 "progress bar per cell (green on grey)"): the percent complete as a
 * green bar on a grey track, with the percent written beside it (the bar itself is decoration). One component,
 * so placement and growth segments can be drawn on the same track later.
 */
export function ProgressBarCell({ percent }: { percent: number }) {
  const figures = useFigures();
  const width = Math.max(0, Math.min(100, percent));
  return (
    <span className="progress-cell">
      <span className="progress-cell__track" aria-hidden="true">
        <span className="progress-cell__bar" style={{ width: `${width}%` }} />
      </span>
      <span className="progress-cell__label">{figures.percent(percent)}</span>
    </span>
  );
}

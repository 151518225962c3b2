import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { DEFAULT_CHART_WIDTH } from './chart-constants';
import { useElementWidth } from './use-element-width';
import './chart-frame.css';

export type LegendSwatch = 'in-school' | 'extended' | 'lessons' | 'point' | 'cluster' | 'bar';

export interface LegendItem {
  swatch: LegendSwatch;
  label: string;
}

interface ChartFrameProps {
  /** Visible caption; also the accessible name of the figure. */
  title: string;
  legend: readonly LegendItem[];
  isTableView: boolean;
  onTableViewChange: (isTableView: boolean) => void;
  /** Draws the chart at the measured width of the frame, in px. */
  renderChart: (width: number) => ReactNode;
  renderTable: () => ReactNode;
  /** What an empty chart or table says instead. */
  emptyMessage: string;
  /** The chart has nothing to draw (a chart that draws its own empty axes leaves this out). */
  isChartEmpty?: boolean;
  /** The table has no rows. */
  isTableEmpty: boolean;
  /** A line under the chart or table (e.g. what the values are averages of). */
  note?: ReactNode;
}

/**
 * A chart as a figure: caption, legend, a "Table view" toggle button (aria-pressed) that swaps the chart
 * for an HTML table of the same data, and a body measured so the chart fits any width.
 */
export function ChartFrame({
  title,
  legend,
  isTableView,
  onTableViewChange,
  renderChart,
  renderTable,
  emptyMessage,
  isChartEmpty = false,
  isTableEmpty,
  note,
}: ChartFrameProps) {
  const { t } = useI18n();
  const [bodyRef, width] = useElementWidth(DEFAULT_CHART_WIDTH);
  const isEmpty = isTableView ? isTableEmpty : isChartEmpty;
  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <div className="chart__toolbar">
        {!isTableView && legend.length > 0 && (
          <ul className="chart__legend">
            {legend.map((item) => (
              <li key={item.label}>
                <span className={`chart__swatch chart__swatch--${item.swatch}`} aria-hidden="true" />
                {item.label}
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="button button--secondary chart__toggle"
          aria-pressed={isTableView}
          onClick={() => onTableViewChange(!isTableView)}
        >
          {t('chart.tableView')}
        </button>
      </div>
      <div className="chart__body" ref={bodyRef}>
        {isEmpty ? <ChartEmpty message={emptyMessage} /> : isTableView ? renderTable() : renderChart(width)}
      </div>
      {note && <p className="chart__note">{note}</p>}
    </figure>
  );
}

/** Text shown instead of (or, with `isOverlay`, over) a chart that has no data. */
export function ChartEmpty({ message, isOverlay = false }: { message: string; isOverlay?: boolean }) {
  return <p className={isOverlay ? 'chart__empty chart__empty--overlay' : 'chart__empty'}>{message}</p>;
}

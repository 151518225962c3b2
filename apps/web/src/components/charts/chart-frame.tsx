import { useId, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { DEFAULT_CHART_WIDTH } from './chart-constants';
import { useElementWidth } from './use-element-width';
import './charts.css';

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
  note,
}: ChartFrameProps) {
  const { t } = useI18n();
  const [bodyRef, width] = useElementWidth(DEFAULT_CHART_WIDTH);
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
        {isTableView ? renderTable() : renderChart(width)}
      </div>
      {note && <p className="chart__note">{note}</p>}
    </figure>
  );
}

/** A column of a chart's table view; numbers are right-aligned in tabular figures. */
export interface ChartColumn {
  label: string;
  isNumber?: boolean;
}

/**
 * The table view: a captioned table in a focusable region that scrolls sideways on narrow screens, headed
 * by its columns; `children` are its bodies.
 */
export function ChartTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly ChartColumn[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div className="chart__table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="chart__table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.isNumber ? 'chart__num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** Text shown instead of (or, with `isOverlay`, over) a chart that has no data. */
export function ChartEmpty({ message, isOverlay = false }: { message: string; isOverlay?: boolean }) {
  return <p className={isOverlay ? 'chart__empty chart__empty--overlay' : 'chart__empty'}>{message}</p>;
}

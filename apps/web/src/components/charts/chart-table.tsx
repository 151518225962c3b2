import { useId, type ReactNode } from 'react';
import './chart-table.css';

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

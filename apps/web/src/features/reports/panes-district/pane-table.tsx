import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { useFigures } from '../components/report-table';
import { ScrollTable } from '../components/scroll-region';
import { useSetReportQuery } from '../hooks/use-report-query-state';
import { nextTableSort, sortRows, type SortDirection, type SortValue, type TableSort } from './sort-rows';
import '../components/report-table.css';

/** One column of a district pane's table: its header, the value it sorts by and how a cell reads. */
export interface PaneColumn<R> {
  key: string;
  label: string;
  value: (row: R) => SortValue;
  /** The cell's text; by default the value as it is (a number as a whole count in the reader's locale). */
  render?: (row: R) => ReactNode;
  isNumeric?: boolean;
  /** The first column names the row and may link to its report. */
  href?: (row: R) => string;
  /** The direction a first click sorts in (figures where more is better read best first). */
  firstDirection?: SortDirection;
}

interface PaneTableProps<R> {
  caption: string;
  columns: readonly PaneColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  defaultSort: TableSort;
  /** At most this many rows are drawn; the caller says how many there are. */
  limit?: number;
}

/** The table's sort, kept in the URL's `order` and `sort` like every report table. */
function useTableSort(columns: readonly { key: string }[], fallback: TableSort): TableSort {
  const [params] = useSearchParams();
  const order = params.get('order');
  const sort = params.get('sort');
  if (!order || !columns.some((column) => column.key === order)) return fallback;
  return { order, sort: sort === 'desc' ? 'desc' : 'asc' };
}

/** A district pane's table: a header button on every column sorts by it (spec §4), the first cell links down. */
export function PaneTable<R>({ caption, columns, rows, rowKey, defaultSort, limit }: PaneTableProps<R>) {
  const { t, locale } = useI18n();
  const figures = useFigures();
  const setQuery = useSetReportQuery();
  const sort = useTableSort(columns, defaultSort);
  const sortColumn = columns.find((column) => column.key === sort.order) ?? columns[0]!;
  const sorted = sortRows(rows, sortColumn.value, sort.sort, locale);
  const shown = limit === undefined ? sorted : sorted.slice(0, limit);

  return (
    <ScrollTable caption={caption} className="report-table district-pane-table">
      <thead>
        <tr>
          {columns.map((column) => {
            const isSorted = sort.order === column.key;
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={isSorted ? (sort.sort === 'asc' ? 'ascending' : 'descending') : undefined}
                className={column.isNumeric ? 'numeric' : ''}
              >
                <button
                  type="button"
                  className="sort-button"
                  onClick={() => setQuery({ ...nextTableSort(sort, column.key, column.firstDirection) })}
                >
                  {column.label}{' '}
                  <span className="sort-button__icon" aria-hidden="true">
                    {isSorted ? (sort.sort === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) => {
              const value = column.value(row);
              const content = column.render
                ? column.render(row)
                : typeof value === 'number'
                  ? figures.count(value)
                  : (value ?? '–');
              if (index > 0)
                return (
                  <td key={column.key} className={column.isNumeric ? 'numeric' : ''}>
                    {content}
                  </td>
                );
              const href = column.href?.(row);
              return (
                <th key={column.key} scope="row">
                  {href ? <Link to={href}>{content || t('report.unnamed')}</Link> : content}
                </th>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

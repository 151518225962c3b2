import { REPORT_STATUS, type ReportRow, type UsageMetrics } from '@dash/contracts';
import { Link } from 'react-router';
import { gradeName, useI18n, type MessageKey } from '../../../lib/i18n';
import type { Column } from '../lib/columns';
import { figureFormatter } from '../lib/format';
import { ScrollTable } from './scroll-region';
import './report-table.css';

interface ReportTableProps {
  caption: string;
  columns: readonly Column[];
  rows: readonly ReportRow[];
  totals: UsageMetrics;
  sort: { order: string; sort: 'asc' | 'desc' };
  onSort: (column: string) => void;
  rowHref: (row: ReportRow) => string | null;
  /** Admins see no warn colouring (spec §6). */
  isAdmin: boolean;
}

const REASON_KEYS: Record<string, MessageKey> = {
  LOW_USAGE: 'report.reason.lowUsage',
  LOW_LESSONS: 'report.reason.lowLessons',
  HIGH_USAGE: 'report.reason.highUsage',
  HIGH_LESSONS: 'report.reason.highLessons',
};

/** Figures align right; names and statuses left. */
const alignOf = (column: Column) => (column.format === 'text' || column.format === 'status' ? '' : 'numeric');

/** Hook returning one formatter for every figure of the tables and panes, in the active locale. */
export function useFigures() {
  const { t, tag } = useI18n();
  return figureFormatter(tag, {
    minutes: (n) => t('figure.minutes', { n }),
    hours: (h, m) => t('figure.hours', { h, m }),
  });
}

/** A report list as a sortable table (spec §3 column sets, §4 table sort), with the totals as its footer. */
export function ReportTable({
  caption,
  columns,
  rows,
  totals,
  sort,
  onSort,
  rowHref,
  isAdmin,
}: ReportTableProps) {
  const { t, locale } = useI18n();
  const figures = useFigures();

  const statusOf = (status: number | null, reasons: readonly string[]) => {
    const shown = status === REPORT_STATUS.warn && isAdmin ? null : status;
    if (shown === null) return <span className="status status--none">{t('report.status.none')}</span>;
    const isGood = shown === REPORT_STATUS.congratulate;
    const hover = reasons.map((code) => (REASON_KEYS[code] ? t(REASON_KEYS[code]) : code)).join(' ');
    return (
      <span className={isGood ? 'status status--good' : 'status status--warn'} title={hover || undefined}>
        {t(isGood ? 'report.status.good' : 'report.status.warn')}
        {hover && <span className="visually-hidden">: {hover}</span>}
      </span>
    );
  };

  const cell = (column: Column, row: ReportRow | UsageMetrics) => {
    const value = (row as Record<string, unknown>)[column.key];
    switch (column.format) {
      case 'status':
        return statusOf(row.status, row.status_reason_codes);
      case 'text':
        // Grade rows carry the server's English grade name; the grade id names it in the interface language.
        if ('type' in row && row.type === 'grade' && column.key === 'name')
          return gradeName({ t, locale }, row.id);
        return typeof value === 'string' ? value : '';
      case 'duration':
        return typeof value === 'number' ? figures.duration(value) : '–';
      case 'percent':
        return typeof value === 'number' ? figures.percent(value) : '–';
      case 'lessons':
        return typeof value === 'number' ? figures.lessons(value) : '–';
      case 'count':
      case 'minutes':
        return typeof value === 'number' ? figures.count(value) : '–';
    }
  };

  const nameColumn = columns.find((c) => c.key === 'name' || c.key === 'first_name')?.key;

  return (
    <ScrollTable caption={caption} className="report-table report-table--list">
      <thead>
        <tr>
          {columns.map((column) => {
            const isSorted = sort.order === column.key;
            const direction = sort.sort === 'asc' ? 'ascending' : 'descending';
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={isSorted ? direction : undefined}
                className={alignOf(column)}
              >
                <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
                  {t(column.labelKey)}
                  {/* A plain space: in a squeezed column the arrow may go under the title's last word. */}{' '}
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
        {rows.map((row) => {
          const href = rowHref(row);
          return (
            <tr key={`${row.type}-${row.id}`}>
              {columns.map((column) => {
                const content = cell(column, row);
                const isLink = href && column.key === nameColumn;
                const Cell = column.key === nameColumn ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={Cell === 'th' ? 'row' : undefined}
                    className={alignOf(column)}
                  >
                    {isLink ? <Link to={href}>{content || t('report.unnamed')}</Link> : content}
                  </Cell>
                );
              })}
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          {columns.map((column, index) => (
            <td key={column.key} className={alignOf(column)}>
              {index === 0
                ? t('report.totals')
                : column.format === 'text' || column.format === 'status'
                  ? ''
                  : cell(column, totals)}
            </td>
          ))}
        </tr>
      </tfoot>
    </ScrollTable>
  );
}

/**
 * A report list as a CSV table: the columns the screen shows (report catalogue), headers in the customer's
 * language with their unit, times in whole minutes, numbers as numbers; a column empty in every row is left out.
 */
import {
  visibleColumns,
  type ListReportId,
  type Locale,
  type ReportColumn,
  type ReportRow,
} from '@dash/contracts';
import type { CsvTable, CsvValue } from '../shared/csv.js';
import { labelOf } from '../shared/labels.js';

const MINUTE_MS = 60_000;

function headerOf(column: ReportColumn, locale: Locale): string {
  const label = labelOf(locale, column.labelKey);
  if (column.unit === 'duration') return `${label} (min)`;
  if (column.unit === 'percent' && !label.includes('%')) return `${label} (%)`;
  return label;
}

function valueOf(column: ReportColumn, row: ReportRow, locale: Locale): CsvValue {
  const value = row[column.key];
  if (column.unit === 'status') {
    if (row.status === null) return null;
    return labelOf(locale, row.status === 1 ? 'report.status.good' : 'report.status.warn');
  }
  if (typeof value === 'number') return column.unit === 'duration' ? Math.round(value / MINUTE_MS) : value;
  return typeof value === 'string' ? value : null;
}

export function listCsvTable(
  report: ListReportId,
  list: { data: readonly ReportRow[]; show_averages: boolean },
  options: { locale: Locale; growthAsPercent: boolean; name: string },
): CsvTable {
  const columns = visibleColumns(report, {
    showAverages: list.show_averages,
    growthAsPercent: options.growthAsPercent,
  }).filter(
    (column) =>
      list.data.length === 0 || list.data.some((row) => valueOf(column, row, options.locale) !== null),
  );
  return {
    name: options.name,
    headers: columns.map((column) => headerOf(column, options.locale)),
    rows: list.data.map((row) => columns.map((column) => valueOf(column, row, options.locale))),
  };
}

/**
 * A table of the report catalogue as CSV: headers in the customer's language with their unit, times in whole
 * minutes, numbers as numbers, a status as its words; a column empty in every row is left out.
 */
import type { CatalogueColumn, Locale } from '@dash/contracts';
import type { CsvTable, CsvValue } from './csv.js';
import { labelOf } from './labels.js';

const MINUTE_MS = 60_000;
const STATUS_LABELS: Record<number, string> = { 1: 'report.status.good', 2: 'report.status.warn' };

function headerOf(column: CatalogueColumn, locale: Locale): string {
  const label = labelOf(locale, column.labelKey);
  if (column.unit === 'duration' || (column.unit === 'minutes' && !/min/i.test(label)))
    return `${label} (min)`;
  if (column.unit === 'percent' && !label.includes('%')) return `${label} (%)`;
  return label;
}

function valueOf(column: CatalogueColumn, row: Readonly<Record<string, unknown>>, locale: Locale): CsvValue {
  const value = row[column.key];
  if (column.unit === 'status') {
    const key = typeof value === 'number' ? STATUS_LABELS[value] : undefined;
    return key ? labelOf(locale, key) : null;
  }
  if (typeof value === 'number') return column.unit === 'duration' ? Math.round(value / MINUTE_MS) : value;
  return typeof value === 'string' ? value : null;
}

export function catalogueCsvTable<R extends object>(input: {
  name: string;
  columns: readonly CatalogueColumn[];
  rows: readonly R[];
  locale: Locale;
}): CsvTable {
  const rows = input.rows as readonly Readonly<Record<string, unknown>>[];
  const columns = input.columns.filter(
    (column) => rows.length === 0 || rows.some((row) => valueOf(column, row, input.locale) !== null),
  );
  return {
    name: input.name,
    headers: columns.map((column) => headerOf(column, input.locale)),
    rows: rows.map((row) => columns.map((column) => valueOf(column, row, input.locale))),
  };
}

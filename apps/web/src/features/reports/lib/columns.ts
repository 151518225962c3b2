/** Table columns of the report lists: the report catalogue's column sets, default sorts and visibility rules. */
import {
  LIST_REPORTS,
  visibleColumns as catalogueColumns,
  type ListReportId,
  type ReportColumn,
} from '@dash/contracts';
import type { MessageKey } from '../../../lib/i18n';

/** How a figure is written in a table cell. */
export type CellFormat = ReportColumn['unit'];

export interface Column {
  key: ReportColumn['key'];
  labelKey: MessageKey;
  format: CellFormat;
  /** A per-week average: shown only when the period is over 7 days (spec §9). */
  isAverage?: boolean;
}

export type ColumnSetId = ListReportId;

const toColumn = (column: ReportColumn): Column => ({
  key: column.key,
  labelKey: column.labelKey as MessageKey,
  format: column.unit,
  isAverage: column.isAverage,
});

/** Default sort per column set (spec §3, §4): the order the server applies when none is asked for. */
export function defaultSortOf(set: ColumnSetId): { order: string; sort: 'asc' | 'desc' } {
  return LIST_REPORTS[set].defaultSort;
}

/** The columns to show: averages only over 7 days; the student set's percent growth only for percent readers. */
export function visibleColumns(
  set: ColumnSetId,
  options: { showAverages: boolean; growthAsPercent: boolean },
): Column[] {
  return catalogueColumns(set, options).map(toColumn);
}

/** Same column again toggles the direction; a new column starts ascending, text or number alike (spec §4). */
export function nextSort(
  current: { order: string; sort: 'asc' | 'desc' },
  column: string,
): { order: string; sort: 'asc' | 'desc' } {
  if (current.order === column) return { order: column, sort: current.sort === 'asc' ? 'desc' : 'asc' };
  return { order: column, sort: 'asc' };
}

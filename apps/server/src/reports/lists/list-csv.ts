/** A report list as a CSV table: the columns the screen shows for the period and the customer's setting. */
import {
  LIST_REPORTS,
  visibleColumns,
  type ListReportId,
  type Locale,
  type ReportRow,
} from '@dash/contracts';
import { catalogueCsvTable } from '../shared/catalogue-csv.js';
import type { CsvTable } from '../shared/csv.js';

export function listCsvTable(
  report: ListReportId,
  list: { data: readonly ReportRow[]; show_averages: boolean },
  options: { locale: Locale; growthAsPercent: boolean },
): CsvTable {
  return catalogueCsvTable({
    name: LIST_REPORTS[report].csvName,
    columns: visibleColumns(report, {
      showAverages: list.show_averages,
      growthAsPercent: options.growthAsPercent,
    }),
    rows: list.data,
    locale: options.locale,
  });
}

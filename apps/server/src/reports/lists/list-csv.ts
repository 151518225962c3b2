/** A report list as a CSV table: the columns the screen shows for the period and the customer's setting. */
import {
  gradeNameMessage,
  LIST_REPORTS,
  visibleColumns,
  type ListReportId,
  type Locale,
  type ReportRow,
} from '@dash/contracts';
import { catalogueCsvTable } from '../shared/catalogue-csv.js';
import type { CsvTable } from '../shared/csv.js';
import { messageOf } from '../shared/labels.js';

function gradeNameOf(grade: number, locale: Locale): string {
  const message = gradeNameMessage(grade, locale);
  return messageOf(locale, message.key, message.params);
}

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
    // Grades are named in the export's language, as on screen.
    rows:
      report === 'grade'
        ? list.data.map((row) => ({ ...row, name: gradeNameOf(row.id, options.locale) }))
        : list.data,
    locale: options.locale,
  });
}

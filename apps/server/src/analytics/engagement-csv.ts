/** The educator-engagement report as a CSV export (ENGAGEMENT_REPORT of the report catalogue). */
import { ENGAGEMENT_REPORT, localDay, type DashboardUsageResponse, type Locale } from '@dash/contracts';
import { catalogueCsvTable } from '../reports/shared/catalogue-csv.js';
import type { CsvTable } from '../reports/shared/csv.js';
import { labelOf } from '../reports/shared/labels.js';

/** One row per educator, in the report's order: the role in words, the schools joined, the local day of the last visit. */
export function engagementCsvTable(
  report: DashboardUsageResponse,
  options: { locale: Locale; timeZone: string },
): CsvTable {
  const rows = report.data.educators.map((row) => ({
    first_name: row.first_name,
    last_name: row.last_name,
    role: labelOf(options.locale, `engagement.role.${row.role}`),
    schools: row.school_names.join(', '),
    page_views: row.page_views,
    minutes: row.minutes,
    last_visit: row.last_visit === null ? null : localDay(Date.parse(row.last_visit), options.timeZone),
  }));
  return catalogueCsvTable({
    ...ENGAGEMENT_REPORT,
    name: ENGAGEMENT_REPORT.csvName,
    rows,
    locale: options.locale,
  });
}

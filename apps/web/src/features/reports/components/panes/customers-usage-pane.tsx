import {
  CUSTOMERS_USAGE_REPORTS,
  type CatalogueColumn,
  type CustomerUsageRow,
  type SchoolCustomersUsageRow,
} from '@dash/contracts';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/query-state';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { useDistrictCustomersUsage } from '../../api/get-district-customers-usage';
import { useSchoolCustomersUsage } from '../../api/get-school-customers-usage';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import type { PaneProps } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { useFigures } from '../report-table';
import { StatList } from '../stat-list';

/** Column sets of spec §3: schoolsCustomerUsage for a district, teacherCustomerUsage for a school. */
const asColumns = (columns: readonly CatalogueColumn[]) =>
  columns.map((column) => ({
    key: column.key,
    labelKey: column.labelKey as MessageKey,
    unit: column.unit,
  }));
/** The screens' columns are the catalogue's, the same as their CSV exports (spec §3). */
const DISTRICT_COLUMNS = asColumns(CUSTOMERS_USAGE_REPORTS.schools.columns);
const SCHOOL_COLUMNS = asColumns(CUSTOMERS_USAGE_REPORTS.customers.columns);

/** A cell of a row by its catalogue column key. */
const cellOf = (row: SchoolCustomersUsageRow | CustomerUsageRow, key: string) =>
  (row as Record<string, string | number | null | undefined>)[key] ?? null;

/** How much teachers and administrators use the dashboard (spec §2 Customers Usage). */
export function CustomersUsagePane({ view, location, customer, title }: PaneProps<'customersUsage'>) {
  const { t } = useI18n();
  const figures = useFigures();
  const { timeframe, frame } = usePaneTimeframe(view.timeframes, location, customer);
  const districtUsage = useDistrictCustomersUsage(view.endpoint, { timeframe }, view.of === 'district');
  const schoolUsage = useSchoolCustomersUsage(view.endpoint, { timeframe }, view.of === 'school');
  const report = view.of === 'district' ? districtUsage : schoolUsage;
  const columns = view.of === 'district' ? DISTRICT_COLUMNS : SCHOOL_COLUMNS;
  const rowHref = view.of === 'district' ? view.rowHref : null;

  const format = (unit: CatalogueColumn['unit'], value: string | number | null) => {
    if (typeof value !== 'number') return value ?? '–';
    if (unit === 'percent') return figures.percent(value);
    return unit === 'count' ? figures.count(value) : figures.decimal(value);
  };

  return (
    <PaneFrame title={title} {...frame} dates={report.data?.report_dates}>
      {!report.isSuccess ? (
        <PaneStatus query={report} />
      ) : report.data.data.length === 0 ? (
        <EmptyState message={t('customersUsage.empty')} />
      ) : (
        <>
          <StatList
            label={t('report.summary')}
            stats={[
              {
                label: t('customersUsage.totalCustomers'),
                value: figures.count(report.data.totals.total_customers),
              },
              {
                label: t('customersUsage.percentActive'),
                value:
                  report.data.totals.percent_total_customers === null
                    ? '–'
                    : figures.percent(report.data.totals.percent_total_customers),
              },
              {
                label: t('customersUsage.sessions'),
                value: figures.count(report.data.totals.total_sessions),
              },
              {
                label: t('customersUsage.minutes'),
                value: figures.decimal(report.data.totals.usage_time_in_min),
              },
            ]}
          />
          <div className="table-scroll" tabIndex={0} role="region" aria-label={title}>
            <table className="report-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" className={column.unit === 'text' ? '' : 'numeric'}>
                      {t(column.labelKey)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.data.data.map((row) => (
                  <tr key={'school_id' in row ? row.school_id : row.id}>
                    {columns.map((column, columnIndex) => {
                      const content = format(column.unit, cellOf(row, column.key));
                      const href = columnIndex === 0 && rowHref && 'school_id' in row ? rowHref(row) : null;
                      return columnIndex === 0 ? (
                        <th key={column.key} scope="row">
                          {href ? <Link to={href}>{content}</Link> : content}
                        </th>
                      ) : (
                        <td key={column.key} className={column.unit === 'text' ? '' : 'numeric'}>
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </PaneFrame>
  );
}

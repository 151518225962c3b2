import { CUSTOMERS_USAGE_REPORTS, type CatalogueColumn, type Customer } from '@dash/contracts';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/query-state';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { useReport } from '../../api/get-report';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import type { ReportLocation } from '../../lib/report-location';
import type { PaneView } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { useFigures } from '../report-table';
import { StatList } from '../stat-list';

type UsageRow = Record<string, string | number | null> & { school_id?: number; id?: number };
interface CustomersUsageResponse {
  data: UsageRow[];
  totals: {
    session_count: number;
    usage_time_in_min: number;
    ave_usage_time_per_session: number | null;
    percent_total_customers: number | null;
    total_customers: number;
    total_sessions: number;
  };
  report_dates: { from_date: string; to_date: string };
}

/** Column sets of spec §3: schoolsCustomerUsage for a district, teacherCustomerUsage for a school. */
const asColumns = (columns: readonly CatalogueColumn[]) =>
  columns.map((column) => ({
    key: column.key,
    labelKey: column.labelKey as MessageKey,
    isNumber: column.unit !== 'text',
  }));
/** The screens' columns are the catalogue's, the same as their CSV exports (spec §3). */
const DISTRICT_COLUMNS = asColumns(CUSTOMERS_USAGE_REPORTS.schools.columns);
const SCHOOL_COLUMNS = asColumns(CUSTOMERS_USAGE_REPORTS.customers.columns);

/** How much teachers and administrators use the dashboard (spec §2 Customers Usage). */
export function CustomersUsagePane({
  view,
  location,
  customer,
  title,
}: {
  view: Extract<PaneView, { view: 'customersUsage' }>;
  location: ReportLocation;
  customer: Customer;
  title: string;
}) {
  const { t } = useI18n();
  const figures = useFigures();
  const { timeframe, frame } = usePaneTimeframe(view.timeframes, location, customer);
  const report = useReport<CustomersUsageResponse>(view.endpoint, { timeframe });
  const columns = view.rowHref ? DISTRICT_COLUMNS : SCHOOL_COLUMNS;

  const format = (key: string, value: string | number | null) => {
    if (typeof value !== 'number') return value ?? '–';
    return key.startsWith('percent') ? figures.percent(value) : figures.lessons(value);
  };

  return (
    <PaneFrame title={title} {...frame} dates={report.data?.report_dates}>
      {!report.isSuccess ? (
        <PaneStatus error={report.error} isPending={report.isPending} onRetry={() => void report.refetch()} />
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
                value: figures.lessons(report.data.totals.usage_time_in_min),
              },
            ]}
          />
          <div className="table-scroll" tabIndex={0} role="region" aria-label={title}>
            <table className="report-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" className={column.isNumber ? 'numeric' : ''}>
                      {t(column.labelKey)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.data.data.map((row, index) => (
                  <tr key={row.school_id ?? row.id ?? index}>
                    {columns.map((column, columnIndex) => {
                      const content = format(column.key, row[column.key] ?? null);
                      const href =
                        columnIndex === 0 && view.rowHref && row.school_id !== undefined
                          ? view.rowHref({ school_id: row.school_id })
                          : null;
                      return columnIndex === 0 ? (
                        <th key={column.key} scope="row">
                          {href ? <Link to={href}>{content}</Link> : content}
                        </th>
                      ) : (
                        <td key={column.key} className={column.isNumber ? 'numeric' : ''}>
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

import { EmptyState } from '../../../../components/ui/query-state';
import { useI18n } from '../../../../lib/i18n';
import { reportUrl } from '../../api/get-report';
import { useReportList } from '../../api/get-report-list';
import { useSetReportQuery } from '../../hooks/use-report-query-state';
import { defaultSortOf, nextSort, visibleColumns } from '../../lib/columns';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import type { PaneProps } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { ReportTable } from '../report-table';

/** A report list (schools, grades, teachers, classes, students) with its column set, sort and totals. */
export function ListPane({ view, location, customer, title }: PaneProps<'list'>) {
  const { t, locale } = useI18n();
  const setQuery = useSetReportQuery();
  const { timeframe, frame } = usePaneTimeframe(view.timeframes, location, customer);
  const defaults = defaultSortOf(view.columns);
  const sort = location.order
    ? { order: location.order, sort: location.sort ?? 'asc' }
    : { order: defaults.order, sort: location.sort ?? defaults.sort };
  const params = { ...view.params, timeframe, order: sort.order, sort: sort.sort };
  const report = useReportList(view.endpoint, params);

  return (
    <PaneFrame
      title={title}
      {...frame}
      dates={report.data?.report_dates}
      activity={report.data?.totals}
      exportHref={reportUrl(view.endpoint, { ...params, format: 'csv', locale })}
    >
      {report.isSuccess ? (
        report.data.data.length === 0 ? (
          <EmptyState message={t('report.empty')} />
        ) : (
          <ReportTable
            caption={title}
            columns={visibleColumns(view.columns, {
              showAverages: report.data.show_averages,
              growthAsPercent: customer.growth_as_percentage,
            })}
            rows={report.data.data}
            totals={report.data.totals}
            sort={sort}
            onSort={(column) => {
              const next = nextSort(sort, column);
              setQuery({ order: next.order, sort: next.sort });
            }}
            rowHref={view.rowHref}
            isAdmin={customer.isAdmin}
          />
        )
      ) : (
        <PaneStatus query={report} />
      )}
    </PaneFrame>
  );
}

import { useSearchParams } from 'react-router';
import { RequirePage } from '../../../app/routes/require-page';
import { PageHeading } from '../../../components/ui/page-heading';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { dashboardUsageCsvUrl, useDashboardUsage } from '../api/get-dashboard-usage';
import {
  ENGAGEMENT_DAY_OPTIONS,
  engagementTimeframeOf,
  thisSchoolYearCode,
} from '../lib/engagement-timeframes';
import { EducatorEngagementTable, PageName, SchoolEngagementTable } from './engagement-tables';
import './engagement.css';

/**
 * /reports/newDashboardUsage: how the district's educators use the dashboard, from their page views (spec §3
 * analytics event): totals, per school, per educator, and the most-visited pages over the chosen period.
 * District admins only (the district's dashboard-use pane).
 */
export function DashboardUsagePage() {
  const customer = useCustomer();
  const { t, locale, formatNumber, formatDateTime } = useI18n();
  const [search, setSearch] = useSearchParams();
  const timeZone = customer.district_time_zone;
  const timeframe = engagementTimeframeOf(search.get('timeframe'), timeZone);
  const report = useDashboardUsage(customer.district_id, timeframe);
  const formatDay = (day: string) =>
    formatDateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <RequirePage isAllowed={customer.policy.district?.customers_usage === true}>
      <PageHeading title={t('engagement.title')} lead={t('engagement.lead')} />
      <div className="engagement__toolbar">
        <label htmlFor="engagement-timeframe">{t('timeframe.label')}</label>
        <select
          id="engagement-timeframe"
          value={timeframe}
          onChange={(event) => setSearch({ timeframe: event.target.value }, { replace: true })}
        >
          {ENGAGEMENT_DAY_OPTIONS.map((days) => (
            <option key={days} value={`${days}d`}>
              {t('timeframe.lastDays', { count: days })}
            </option>
          ))}
          <option value={thisSchoolYearCode(timeZone)}>{t('timeframe.thisSchoolYear')}</option>
        </select>
        <a
          className="button button--secondary"
          href={dashboardUsageCsvUrl(customer.district_id, timeframe, locale)}
          download
        >
          {t('report.export')}
        </a>
        {report.data && (
          <p className="muted">
            {t('timeframe.range', {
              from: formatDay(report.data.report_dates.from_date),
              to: formatDay(report.data.report_dates.to_date),
            })}
          </p>
        )}
      </div>
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState onRetry={() => void report.refetch()} />
      ) : (
        <>
          <dl className="engagement__totals">
            <div>
              <dt>{t('engagement.col.pageViews')}</dt>
              <dd>{formatNumber(report.data.totals.page_views)}</dd>
            </div>
            <div>
              <dt>{t('engagement.col.minutes')}</dt>
              <dd>{formatNumber(report.data.totals.minutes)}</dd>
            </div>
            <div>
              <dt>{t('engagement.col.activeEducators')}</dt>
              <dd>
                {t('engagement.activeOf', {
                  active: report.data.totals.active_educators,
                  total: report.data.totals.educators,
                })}
              </dd>
            </div>
          </dl>
          {report.data.totals.page_views === 0 && <EmptyState message={t('engagement.empty')} />}
          <h2>{t('engagement.topPages')}</h2>
          {report.data.data.pages.length > 0 && (
            <ol className="engagement__pages">
              {report.data.data.pages.map((p) => (
                <li key={p.page}>
                  <PageName page={p.page} />{' '}
                  <span className="muted">
                    {t('engagement.viewsMinutes', { count: p.views, minutes: p.minutes })}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <h2 id="engagement-schools">{t('engagement.schools')}</h2>
          <SchoolEngagementTable rows={report.data.data.schools} />
          <h2 id="engagement-educators">{t('engagement.educators')}</h2>
          <EducatorEngagementTable rows={report.data.data.educators} />
        </>
      )}
    </RequirePage>
  );
}

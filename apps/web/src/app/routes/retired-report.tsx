import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { canViewPage } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { useI18n } from '../../lib/i18n';

/**
 * /retired-report-error (spec §2): where a link to a report that no longer exists lands. It says so, and where
 * the same figures are now: the report hierarchy (home) and, for administrators, the reports list.
 */
export function RetiredReportRoute() {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <section className="placeholder-panel">
      <PageHeading title={t('retiredReport.title')} lead={t('retiredReport.lead')} />
      <p>{t('retiredReport.body')}</p>
      <p className="placeholder-panel__actions">
        <Link to={customer.default_url} className="button button--primary">
          {t('retiredReport.home')}
        </Link>
        {canViewPage(customer, 'reports') && (
          <Link to="/reports" className="button button--secondary">
            {t('retiredReport.reports')}
          </Link>
        )}
      </p>
    </section>
  );
}

import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { DistrictPaneLinks } from '../../features/reports/panes-district/district-pane-links';
import { SchoolList } from '../../features/schools/components/school-list';
import { canViewPage } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { useI18n } from '../../lib/i18n';
import { RequirePage } from './require-page';

/** /reports: an admin's district-wide report panes, the district and its schools. */
export function ReportsRoute() {
  const customer = useCustomer();
  const { t } = useI18n();
  const districtPath = `/district/${customer.district_id}`;
  return (
    <RequirePage isAllowed={canViewPage(customer, 'reports')}>
      <PageHeading title={t('reports.title')} lead={customer.district_name} />
      <DistrictPaneLinks districtWide={Boolean(customer.policy.district?.show)} />
      <div className="section-header">
        <h2>{t('reports.schools')}</h2>
        {customer.policy.district?.show && (
          <Link to={districtPath} state={{ from: '/reports' }} className="button button--secondary">
            {t('reports.viewDistrict', { district: customer.district_name })}
          </Link>
        )}
      </div>
      <SchoolList districtId={customer.district_id} />
    </RequirePage>
  );
}

import { useParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { ChildrenList } from '../../features/students/components/children-list';
import { canViewGuardianPage } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { useI18n } from '../../lib/i18n';
import { RequirePage } from './require-page';

const NUMERIC_ID = /^\d+$/;

/** /district/{districtId}/guardian/{customerId}: a guardian's children. */
export function GuardianRoute() {
  const customer = useCustomer();
  const { t } = useI18n();
  const { districtId = '', customerId = '' } = useParams();
  const isValid = NUMERIC_ID.test(districtId) && NUMERIC_ID.test(customerId);
  const isAllowed = isValid && canViewGuardianPage(customer, Number(customerId));
  return (
    <RequirePage isAllowed={isAllowed}>
      <PageHeading title={t('guardian.title')} lead={t('guardian.lead', { name: customer.first_name })} />
      {isValid && <ChildrenList districtId={Number(districtId)} />}
    </RequirePage>
  );
}

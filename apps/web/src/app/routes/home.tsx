import { PageHeading } from '../../components/ui/page-heading';
import { ClassroomCards } from '../../features/classrooms/components/classroom-cards';
import { canViewPage } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { useI18n } from '../../lib/i18n';
import { RequirePage } from './require-page';

/** /home: a teacher's classrooms. */
export function HomeRoute() {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <RequirePage isAllowed={canViewPage(customer, 'home')}>
      <PageHeading title={t('classrooms.title')} lead={t('home.greeting', { name: customer.first_name })} />
      <ClassroomCards districtId={customer.district_id} />
    </RequirePage>
  );
}

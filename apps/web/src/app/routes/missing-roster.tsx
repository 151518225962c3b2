import { PageHeading } from '../../components/ui/page-heading';
import { canViewPage } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { useI18n } from '../../lib/i18n';
import { RequirePage } from './require-page';

/** /missingroster: a teacher with no classrooms yet. */
export function MissingRosterRoute() {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <RequirePage isAllowed={canViewPage(customer, 'missingRoster')}>
      <section className="placeholder-panel">
        <PageHeading
          title={t('missingRoster.title')}
          lead={t('missingRoster.lead', { name: customer.first_name })}
        />
        <p>{t('missingRoster.body')}</p>
        <ul className="bullet-list">
          <li>{t('missingRoster.reasonSync')}</li>
          <li>{t('missingRoster.reasonAdmin')}</li>
        </ul>
        <p>{t('missingRoster.next')}</p>
      </section>
    </RequirePage>
  );
}

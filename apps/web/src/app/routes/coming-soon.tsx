import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { isInAudience } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { useI18n } from '../../lib/i18n';
import type { ComingSoonRoute } from '../coming-soon-routes';
import { RequirePage } from './require-page';

/** Honest stand-in for a spec route that is not built yet: what it will do, and the way back home. */
export function ComingSoonPage({ route }: { route: ComingSoonRoute }) {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <RequirePage isAllowed={isInAudience(customer, route.audience)}>
      <section className="placeholder-panel">
        <PageHeading title={t(route.titleKey)} lead={t('comingSoon.body')} />
        <p>{t(route.descriptionKey)}</p>
        <p>
          <Link to={customer.default_url} className="button button--secondary">
            {t('common.back')}
          </Link>
        </p>
      </section>
    </RequirePage>
  );
}

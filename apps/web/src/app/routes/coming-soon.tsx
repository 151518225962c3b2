import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { canViewPage, type Page } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { RequirePage } from './require-page';

const TITLE_KEYS: Partial<Record<Page, MessageKey>> = {
  resources: 'nav.resources',
  manage: 'nav.manage',
  teacherSettings: 'nav.settings',
};

/** Honest stand-in for a header destination that is not built yet. */
export function ComingSoonRoute({ page }: { page: 'resources' | 'manage' | 'teacherSettings' }) {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <RequirePage isAllowed={canViewPage(customer, page)}>
      <section className="placeholder-panel">
        <PageHeading title={t(TITLE_KEYS[page] ?? 'comingSoon.title')} />
        <p>{t('comingSoon.body')}</p>
        <p>
          <Link to={customer.default_url} className="button button--secondary">
            {t('common.back')}
          </Link>
        </p>
      </section>
    </RequirePage>
  );
}

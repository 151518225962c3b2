import { Link } from 'react-router';
import { RequirePage } from '../../../app/routes/require-page';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { isInAudience } from '../../../lib/access';
import { useCustomer } from '../../../lib/customer';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import type { ResourceType } from '@dash/contracts';
import { groupsByType } from '../lib/resource-groups';
import { ResourceList } from './resource-card';
import { useResourcesPage } from '../hooks/use-resources-page';
import './resources.css';

const TYPE_KEYS: Record<ResourceType, MessageKey> = {
  download: 'resources.type.download',
  video: 'resources.type.video',
  tool: 'resources.type.tool',
};

/** /leagcy-dbl-resources (spec §2): the earlier layout of the same library, one list grouped by type. */
export function LegacyResourcesPage() {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <RequirePage isAllowed={isInAudience(customer, 'staff')}>
      <PageHeading title={t('resources.legacy.title')} lead={t('resources.legacy.lead')} />
      <p className="resources-switch">
        <Link to="/dbl-resources">{t('resources.tabbed.link')}</Link>
      </p>
      <LegacyResourcesList />
    </RequirePage>
  );
}

function LegacyResourcesList() {
  const { t } = useI18n();
  const { query } = useResourcesPage();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return (
    <div className="resources-legacy">
      {groupsByType(query.data.resources).map((group) => (
        <section key={group.type} aria-labelledby={`resources-type-${group.type}`}>
          <h2 id={`resources-type-${group.type}`}>{t(TYPE_KEYS[group.type])}</h2>
          <ResourceList resources={group.resources} />
        </section>
      ))}
    </div>
  );
}

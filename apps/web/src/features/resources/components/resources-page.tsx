import { Link, useSearchParams } from 'react-router';
import { RequirePage } from '../../../app/routes/require-page';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { isInAudience } from '../../../lib/access';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { resourcesOfTab, tabOf } from '../lib/resource-groups';
import { DemoLessons } from './demo-lessons';
import { MoreResources } from './more-resources';
import { ResourceList } from './resource-card';
import { panelId, ResourceTabs, tabId } from './resource-tabs';
import { StartHere } from './start-here';
import { useFirstResourcesVisit, useResourcesPage } from '../hooks/use-resources-page';
import './resources.css';

/**
 * /dbl-resources (spec §2 Resources page): tabs classroom, parents and family, dashboard overview and classroom
 * motivators (the tab in the URL), the start-here list, more-resources links and, with demo_lessons, the demo
 * lessons area. Guardians go to their default URL.
 */
export function ResourcesPage() {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <RequirePage isAllowed={isInAudience(customer, 'staff')}>
      <PageHeading title={t('nav.resources')} lead={t('resources.lead')} />
      <p className="resources-switch">
        <Link to="/leagcy-dbl-resources">{t('resources.legacy.link')}</Link>
      </p>
      <ResourcesContent isImpersonating={customer.impersonated_admin_id !== null} />
    </RequirePage>
  );
}

function ResourcesContent({ isImpersonating }: { isImpersonating: boolean }) {
  const { t } = useI18n();
  const { language, query } = useResourcesPage();
  const isFirstVisit = useFirstResourcesVisit();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const { resources, demo_lessons: demoLessons } = query.data;
  return (
    <div className="resources-layout">
      <div className="resources-main">
        <ResourceTabs selected={tab} onSelect={(next) => setParams({ tab: next }, { replace: true })} />
        <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="resources-panel">
          <ResourceList resources={resourcesOfTab(resources, tab)} />
        </div>
        {demoLessons && <DemoLessons bands={demoLessons} />}
      </div>
      <aside className="resources-aside" aria-label={t('resources.asideLabel')}>
        <StartHere resources={resources} language={language} isFirstVisit={isFirstVisit} />
        <MoreResources isImpersonating={isImpersonating} />
      </aside>
    </div>
  );
}

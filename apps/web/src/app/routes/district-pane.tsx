import { DistrictPanePage } from '../../features/reports/panes-district/district-pane-page';
import type { DistrictPaneSlug } from '../../features/reports/panes-district/district-pane-list';
import { isInAudience } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { RequirePage } from './require-page';

/** /reports/{pane}: a district-wide report pane, for administrators only (others go to their default URL). */
export function DistrictPaneRoute({ slug }: { slug: DistrictPaneSlug }) {
  const customer = useCustomer();
  return (
    <RequirePage isAllowed={isInAudience(customer, 'admins')}>
      <DistrictPanePage key={slug} slug={slug} />
    </RequirePage>
  );
}

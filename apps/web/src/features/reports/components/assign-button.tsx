import type { Customer } from '@dash/contracts';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { assignEntryHref } from '../lib/assign-entry';
import type { ReportLocation } from '../lib/report-location';

/**
 * The Assign button (spec §4): on a classroom or a student when the policy lets the customer assign there,
 * and on a guardian's page when their account allows it; hidden while assign mode is open. Staff go to
 * /add-assignment and come back here; a guardian stays on their page (the Create Assignment pane).
 */
export function AssignButton({ location, customer }: { location: ReportLocation; customer: Customer }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const to = assignEntryHref(location, customer, { pathname, search });
  if (!to || location.pane === 'create_assignment') return null;
  return (
    <Link className="button button--primary" to={to} state={{ from: `${pathname}${search}` }}>
      {t('assign.button')}
    </Link>
  );
}

/**
 * An "Assign" action on a standard (spec §2 standards shortcut): assign mode opened on the standard's
 * cluster, shown only when the policy lets the customer assign on this report.
 */
export function AssignClusterLink({
  location,
  customer,
  standard,
}: {
  location: ReportLocation;
  customer: Customer;
  standard: { cluster: string; code: string };
}) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const to = assignEntryHref(location, customer, { pathname, search }, standard.cluster);
  if (!to) return null;
  const label = t('standards.assignCluster', { cluster: standard.cluster, standard: standard.code });
  return (
    <Link className="assign-cluster-link" to={to} state={{ from: `${pathname}${search}` }} aria-label={label}>
      {t('assign.button')}
    </Link>
  );
}

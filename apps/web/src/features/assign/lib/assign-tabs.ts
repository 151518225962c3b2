/**
 * The "Add Assignment by:" tabs (spec §2 Assign mode tabs, §6): each form the customer's policy allows on the
 * state assign mode started from, in the spec's order. The policy opens NWEA Score when NWEA is enabled, not
 * disabled for the customer and an active assessment names it, and Quantile Framework when an active assessment
 * names it; guardians get Topic or Standard only. (Spec §6 also keeps both from groups; assign mode here is never
 * for a group.)
 */
import type { Customer } from '@dash/contracts';
import { ASSIGN_PANES, type AssignPane } from '../../../lib/assign-links';

export const ASSIGN_TAB_LABEL_KEYS = {
  create_assignment: 'assign.tab.topic',
  create_nwea_assignment: 'assign.tab.nwea',
  create_quantile_assignment: 'assign.tab.quantile',
} as const;

export function assignTabsOf(
  customer: Pick<Customer, 'policy' | 'role'>,
  state: 'classroom' | 'student' | 'guardian',
): AssignPane[] {
  const policy = customer.policy[state] ?? {};
  if (policy.assign !== true) return [];
  return ASSIGN_PANES.filter(
    (pane) => policy[pane] === true && (customer.role !== 'guardian' || pane === 'create_assignment'),
  );
}

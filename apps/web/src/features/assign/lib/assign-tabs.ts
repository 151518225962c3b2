/**
 * The "Add Assignment by:" tabs (spec §2 Assign mode tabs, §6): each form the customer's policy allows on the
 * state assign mode started from, in the spec's order. NWEA Score and Quantile Framework appear only when the
 * policy enables them and their form exists; guardians get Topic or Standard only.
 */
import type { Customer } from '@dash/contracts';
import { ASSIGN_PANES, type AssignPane } from '../../../lib/assign-links';

/** The forms built so far: third-party score forms need assessment data the district does not have yet. */
const BUILT_FORMS: ReadonlySet<AssignPane> = new Set(['create_assignment']);

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
    (pane) =>
      policy[pane] === true &&
      BUILT_FORMS.has(pane) &&
      (customer.role !== 'guardian' || pane === 'create_assignment'),
  );
}

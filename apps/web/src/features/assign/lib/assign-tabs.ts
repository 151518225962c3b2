/**
 * The "Add Assignment by:" tabs (spec §2 Assign mode tabs, §6): each form the customer's policy allows on the
 * state assign mode started from, in the spec's order. NWEA Score needs the policy (NWEA enabled, no
 * NWEA_DISABLED tag) and an active assessment naming NWEA; Quantile Framework an active assessment naming it;
 * guardians get Topic or Standard only. (Spec §6 also keeps both from groups; assign mode here is never for a group.)
 */
import { THIRD_PARTY_PANES, type Customer, type ThirdPartyAssessment } from '@dash/contracts';
import { ASSIGN_PANES, type AssignPane } from '../../../lib/assign-links';

export const ASSIGN_TAB_LABEL_KEYS = {
  create_assignment: 'assign.tab.topic',
  create_nwea_assignment: 'assign.tab.nwea',
  create_quantile_assignment: 'assign.tab.quantile',
} as const;

/** The panes the district's active assessments open. */
function assessmentPanes(assessments: readonly Pick<ThirdPartyAssessment, 'name' | 'active'>[]) {
  return new Set<string>(assessments.filter((a) => a.active).map((a) => THIRD_PARTY_PANES[a.name]));
}

export function assignTabsOf(
  customer: Pick<Customer, 'policy' | 'role'>,
  state: 'classroom' | 'student' | 'guardian',
  assessments: readonly Pick<ThirdPartyAssessment, 'name' | 'active'>[] = [],
): AssignPane[] {
  const policy = customer.policy[state] ?? {};
  if (policy.assign !== true) return [];
  const opened = assessmentPanes(assessments);
  return ASSIGN_PANES.filter(
    (pane) =>
      policy[pane] === true &&
      (pane === 'create_assignment' || (customer.role !== 'guardian' && opened.has(pane))),
  );
}

import { TABS, type Customer } from '@dash/contracts';
import type { ReportLocation } from './report-location';
import { paneViewOf } from './report-panes';

/**
 * The tab a pane belongs to among the item's tabs: its own when it has one (a teacher's Students), else the
 * classroom's default student table is its Overview tab.
 */
export const tabOfPane = (pane: string, tabs: readonly string[]) =>
  !tabs.includes(pane) && pane === 'students' ? 'overview' : pane;

/**
 * Tabs for the item (spec §2 "Report tabs by item type"), kept when the customer's policy allows the pane
 * (spec §6), the state's conditions hold (school: grades unless gradeId; grade: teachers with schoolId,
 * else schools) and the pane has a report.
 */
export function visibleTabs(location: ReportLocation, customer: Pick<Customer, 'policy'>): string[] {
  const policy = customer.policy[location.state] ?? {};
  const hasSchool = location.context.schoolId !== undefined;
  return TABS[location.state]
    .map((tab) => tab.pane)
    .filter((pane) => {
      if (policy[pane] !== true) return false;
      if (location.state === 'school' && pane === 'grades' && location.context.gradeId !== undefined)
        return false;
      if (location.state === 'grade' && (pane === 'teachers') !== hasSchool) return false;
      return paneViewOf(location, pane, 0) !== null;
    });
}

/** Policy check of a location (spec §5): left-pane permission (show, edit or assign) and the right pane's. */
export function isLocationAllowed(location: ReportLocation, customer: Pick<Customer, 'policy'>): boolean {
  const policy = customer.policy[location.state];
  if (!policy) return false;
  const hasLeftPane = policy.show === true || policy.edit === true || policy.assign === true;
  return hasLeftPane && policy[location.pane] === true;
}

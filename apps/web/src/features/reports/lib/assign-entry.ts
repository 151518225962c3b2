import type { Customer } from '@dash/contracts';
import { addAssignmentHref, shortcutQueryOf } from '../../../lib/assign-links';
import type { ReportLocation } from './report-location';
import { paneHref, withQuery } from './report-url';

/** The query parameter that enters assign mode from a report URL (spec §2 `assign=true`). */
export const ASSIGN_MODE_PARAM = 'assign';

/** Whether the customer may enter assign mode on this report (spec §4 Assign button): the policy decides. */
export function canEnterAssignMode(location: ReportLocation, customer: Customer): boolean {
  const { state } = location;
  if (state !== 'classroom' && state !== 'student' && state !== 'guardian') return false;
  const policy = customer.policy[state] ?? {};
  return policy.assign === true && policy.create_assignment === true;
}

/**
 * Where assign mode goes from a classroom, a student or a guardian's page (spec §2, §4), or null when the
 * policy does not allow it: staff go to /add-assignment for the classroom (and the student); a guardian stays
 * on their page, on the Create Assignment pane. `clusterCode` makes it the standards shortcut on that cluster.
 * The Assign button, `assign=true` and the standards' Assign actions all take this one way.
 */
export function assignEntryHref(
  location: ReportLocation,
  customer: Customer,
  current: { pathname: string; search: string },
  clusterCode?: string,
): string | null {
  if (!canEnterAssignMode(location, customer)) return null;
  const { state, context } = location;
  const search = withQuery('', current.search, { [ASSIGN_MODE_PARAM]: undefined }).replace(/^\?/, '');
  if (state === 'guardian') {
    const onPane = paneHref(current.pathname, search, 'create_assignment');
    if (!clusterCode) return onPane;
    const [pathname = '', query = ''] = onPane.split('?');
    return withQuery(pathname, query, shortcutQueryOf(clusterCode));
  }
  return addAssignmentHref({
    districtId: location.districtId,
    teacherId: context.teacherId,
    schoolId: context.schoolId,
    clusterCode,
    ...(state === 'classroom'
      ? { classroomId: location.itemId }
      : { studentId: location.itemId, classroomId: context.classroomId }),
  });
}

import type { Customer } from '@dash/contracts';
import { Link, useLocation } from 'react-router';
import { addAssignmentHref } from '../../../lib/assign-links';
import { useI18n } from '../../../lib/i18n';
import type { ReportLocation } from '../lib/report-location';
import { paneHref } from '../lib/report-url';

/**
 * The Assign button (spec §4): on a classroom or a student when the policy lets the customer assign there,
 * and on a guardian's page when their account allows it; hidden while assign mode is open. Staff go to
 * /add-assignment and come back here; a guardian stays on their page (the Create Assignment pane).
 */
export function AssignButton({ location, customer }: { location: ReportLocation; customer: Customer }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const { state, context } = location;
  if (state !== 'classroom' && state !== 'student' && state !== 'guardian') return null;
  const policy = customer.policy[state] ?? {};
  if (policy.assign !== true || policy.create_assignment !== true || location.pane === 'create_assignment')
    return null;
  const to =
    state === 'guardian'
      ? paneHref(pathname, search, 'create_assignment')
      : addAssignmentHref({
          districtId: location.districtId,
          teacherId: context.teacherId,
          schoolId: context.schoolId,
          ...(state === 'classroom'
            ? { classroomId: location.itemId }
            : { studentId: location.itemId, classroomId: context.classroomId }),
        });
  return (
    <Link className="button button--primary" to={to} state={{ from: `${pathname}${search}` }}>
      {t('assign.button')}
    </Link>
  );
}

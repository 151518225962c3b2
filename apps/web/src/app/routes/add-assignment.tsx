import { useSearchParams } from 'react-router';
import { AddAssignmentPage } from '../../features/assign/components/add-assignment-page';
import { parseAssignTarget } from '../../lib/assign-links';
import { useCustomer } from '../../lib/customer';
import { RequirePage } from './require-page';

/**
 * /add-assignment: assign mode for a classroom or a student of the customer's district. Invalid parameters
 * or a policy that does not let the customer assign there send them to their default URL (spec §5).
 */
export function AddAssignmentRoute() {
  const customer = useCustomer();
  const [search] = useSearchParams();
  const parsed = parseAssignTarget(search);
  const state = parsed?.target.studentId !== undefined ? 'student' : 'classroom';
  const policy = customer.policy[state] ?? {};
  const isAllowed =
    parsed !== null &&
    parsed.target.districtId === customer.district_id &&
    customer.role !== 'guardian' &&
    policy.assign === true &&
    policy.create_assignment === true;
  return (
    <RequirePage isAllowed={isAllowed}>
      {parsed && <AddAssignmentPage target={parsed.target} pane={parsed.pane} customer={customer} />}
    </RequirePage>
  );
}

import { Navigate, useSearchParams } from 'react-router';
import { isInAudience } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { reportHref } from '../../lib/report-links';
import { RequirePage } from './require-page';

const ID = /^\d{1,15}$/;

/**
 * /view-classroom (spec §2): one classroom's page — its students, login cards and family letter are the
 * classroom report's. `?classroomId=` opens that classroom's report (the server decides whether the customer
 * may see it); without one, the classrooms landing lets the customer choose.
 */
export function ViewClassroomRoute() {
  const customer = useCustomer();
  const [params] = useSearchParams();
  const id = params.get('classroomId') ?? params.get('classroom_id') ?? '';
  const to = ID.test(id) ? reportHref(customer.district_id, 'classroom', Number(id)) : '/home';
  return (
    <RequirePage isAllowed={isInAudience(customer, 'staff')}>
      <Navigate to={to} replace />
    </RequirePage>
  );
}

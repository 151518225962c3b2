import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../components/ui/query-state';
import { isInAudience } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { getNavListQueryOptions } from '../../lib/navigation-list';
import { reportHref } from '../../lib/report-links';
import { RequirePage } from './require-page';

const ID = /^\d{1,15}$/;

/**
 * The classroom's report, with the teacher and school its URL names (spec §5), once the server has said the
 * customer may see the classroom; the classrooms landing otherwise.
 */
function ClassroomReportRedirect({ districtId, classroomId }: { districtId: number; classroomId: number }) {
  const classrooms = useQuery(
    getNavListQueryOptions(districtId, 'classrooms', { classroom_id: classroomId }),
  );
  if (classrooms.isPending) return <LoadingState />;
  const classroom = classrooms.data?.find((row) => row.id === classroomId);
  const to = classroom
    ? reportHref(districtId, 'classroom', classroom.id, {
        teacherId: classroom.teacher_id,
        schoolId: classroom.school_id,
      })
    : '/home';
  return <Navigate to={to} replace />;
}

/**
 * /view-classroom (spec §2): one classroom's page — its students, login cards and family letter are the
 * classroom report's. `?classroomId=` opens that classroom's report; without one, or for a classroom the
 * customer may not see, the classrooms landing lets the customer choose.
 */
export function ViewClassroomRoute() {
  const customer = useCustomer();
  const [params] = useSearchParams();
  const id = params.get('classroomId') ?? params.get('classroom_id') ?? '';
  return (
    <RequirePage isAllowed={isInAudience(customer, 'staff')}>
      {ID.test(id) ? (
        <ClassroomReportRedirect districtId={customer.district_id} classroomId={Number(id)} />
      ) : (
        <Navigate to="/home" replace />
      )}
    </RequirePage>
  );
}

/**
 * What every curriculum page reads from its address: the academic standard browsed (`ast`, the customer's by
 * default) and the classroom whose progress is shown (`classroom`, the teacher's first by default). Links between
 * the pages carry both, so moving down keeps the choices.
 */
import type { ClassroomListItem } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCustomer } from '../../../lib/customer';
import { getNavListQueryOptions } from '../../../lib/navigation-list';
import type { ProgressTarget } from '../api/curriculum-api';

export interface CurriculumView {
  ast: string;
  /** The teacher's classrooms; empty for a customer without any (no progress is shown). */
  classrooms: readonly ClassroomListItem[];
  classroom: ClassroomListItem | null;
  progress: ProgressTarget | null;
  /** Query string that keeps the choices on a link to another curriculum page. */
  search: string;
  choose: (change: { ast?: string; classroom?: number; grade?: number }) => void;
  /** The grade asked for in the address, if any. */
  askedGrade: number | null;
}

const idOf = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

export function useCurriculumView(): CurriculumView {
  const customer = useCustomer();
  const [params, setParams] = useSearchParams();
  const teacherId = customer.teacher_id;
  const classroomsQuery = useQuery({
    ...getNavListQueryOptions(customer.district_id, 'classrooms', { teacher_id: teacherId ?? undefined }),
    enabled: teacherId !== null,
  });
  const classrooms = teacherId === null ? [] : (classroomsQuery.data ?? []);

  const ast = params.get('ast') ?? customer.academic_standard_name;
  const askedClassroom = idOf(params.get('classroom'));
  const classroom = classrooms.find((entry) => entry.id === askedClassroom) ?? classrooms[0] ?? null;
  const kept = new URLSearchParams();
  if (params.get('ast')) kept.set('ast', ast);
  if (classroom && askedClassroom === classroom.id) kept.set('classroom', String(classroom.id));
  const search = kept.toString() ? `?${kept.toString()}` : '';

  const choose: CurriculumView['choose'] = (change) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (change.ast !== undefined) next.set('ast', change.ast);
        if (change.classroom !== undefined) next.set('classroom', String(change.classroom));
        if (change.grade !== undefined) next.set('grade', String(change.grade));
        return next;
      },
      { replace: true },
    );

  return {
    ast,
    classrooms,
    classroom,
    progress: classroom ? { districtId: customer.district_id, classroomId: classroom.id, ast } : null,
    search,
    choose,
    askedGrade: idOf(params.get('grade')),
  };
}

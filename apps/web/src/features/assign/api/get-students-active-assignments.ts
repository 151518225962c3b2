import type { StudentsActiveAssignmentsResponse } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export type StudentActiveAssignments = StudentsActiveAssignmentsResponse['data'][number];

/** Query keys of active assignments start with this; creating or cancelling an assignment refreshes them. */
export const ACTIVE_ASSIGNMENTS_KEY = 'active-assignments';

/** Each student's active assignments (GET /m/assignments/students): who already has 2. */
export function getStudentsActiveAssignments(
  studentIds: readonly number[],
  signal?: AbortSignal,
): Promise<StudentActiveAssignments[]> {
  const url = apiUrl('/m/assignments/students', { user_ids: studentIds.join(',') });
  return apiRequest<StudentActiveAssignments[]>(url, { signal });
}

export function getStudentsActiveAssignmentsQueryOptions(studentIds: readonly number[]) {
  const ids = [...studentIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [ACTIVE_ASSIGNMENTS_KEY, ids.join(',')],
    queryFn: ({ signal }) => getStudentsActiveAssignments(ids, signal),
  });
}

/** Waits until the students are known (no request for an empty list). */
export function useStudentsActiveAssignments(studentIds: readonly number[]) {
  return useQuery({
    ...getStudentsActiveAssignmentsQueryOptions(studentIds),
    enabled: studentIds.length > 0,
  });
}

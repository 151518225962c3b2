import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A student row of GET /n/districts/{districtId}/students (for a guardian: their children). */
export interface StudentSummary {
  id: number;
  first_name: string;
  last_name: string;
  grade_id: number;
  grade_name: string;
  classroom_ids: number[];
}

export function getStudents(districtId: number, signal?: AbortSignal): Promise<StudentSummary[]> {
  return apiRequest<StudentSummary[]>(`/n/districts/${districtId}/students`, { signal });
}

export function getStudentsQueryOptions(districtId: number) {
  return queryOptions({
    queryKey: ['districts', districtId, 'students'],
    queryFn: ({ signal }) => getStudents(districtId, signal),
  });
}

export function useStudents(districtId: number) {
  return useQuery(getStudentsQueryOptions(districtId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A classroom row of GET /n/districts/{districtId}/classrooms (already filtered to what the caller may see). */
export interface ClassroomSummary {
  id: number;
  name: string;
  grade_id: number;
  grade_name: string;
  school_id: number;
  school_name: string;
  teacher_id: number;
  teacher_name: string;
  student_count: number;
}

export function getClassrooms(districtId: number, signal?: AbortSignal): Promise<ClassroomSummary[]> {
  return apiRequest<ClassroomSummary[]>(`/n/districts/${districtId}/classrooms`, { signal });
}

export function getClassroomsQueryOptions(districtId: number) {
  return queryOptions({
    queryKey: ['districts', districtId, 'classrooms'],
    queryFn: ({ signal }) => getClassrooms(districtId, signal),
  });
}

export function useClassrooms(districtId: number) {
  return useQuery(getClassroomsQueryOptions(districtId));
}

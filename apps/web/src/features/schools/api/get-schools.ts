import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A school row of GET /n/districts/{districtId}/schools. */
export interface SchoolSummary {
  id: number;
  name: string;
  city: string | null;
  zip: string | null;
  classroom_count: number;
  student_count: number;
}

export function getSchools(districtId: number, signal?: AbortSignal): Promise<SchoolSummary[]> {
  return apiRequest<SchoolSummary[]>(`/n/districts/${districtId}/schools`, { signal });
}

export function getSchoolsQueryOptions(districtId: number) {
  return queryOptions({
    queryKey: ['districts', districtId, 'schools'],
    queryFn: ({ signal }) => getSchools(districtId, signal),
  });
}

export function useSchools(districtId: number) {
  return useQuery(getSchoolsQueryOptions(districtId));
}

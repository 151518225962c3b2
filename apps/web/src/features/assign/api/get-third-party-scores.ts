import type { StudentThirdPartyScores } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A classroom's students with their grade, latest NWEA RIT per domain and Quantile measure. */
export function getThirdPartyScores(districtId: number, classroomId: number, signal?: AbortSignal) {
  return apiRequest<StudentThirdPartyScores[]>(
    `/m/districts/${districtId}/classrooms/${classroomId}/third_party_scores`,
    { signal },
  );
}

export function useThirdPartyScores(districtId: number, classroomId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['third-party-scores', districtId, classroomId],
      queryFn: ({ signal }) => getThirdPartyScores(districtId, classroomId, signal),
    }),
  );
}

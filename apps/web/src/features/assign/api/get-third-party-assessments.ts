import type { ThirdPartyAssessment } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The district's NWEA and Quantile assessments with their score mappings (spec §7, cached). */
export function getThirdPartyAssessments(districtId: number, signal?: AbortSignal) {
  return apiRequest<ThirdPartyAssessment[]>(`/api/v1/districts/${districtId}/thirdpartyassessments`, {
    signal,
  });
}

export function useThirdPartyAssessments(districtId: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['third-party-assessments', districtId],
      queryFn: ({ signal }) => getThirdPartyAssessments(districtId, signal),
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
}

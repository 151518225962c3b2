import type { DashboardUsageResponse } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestBody, apiUrl } from '../../../lib/api-client';

/** The educator export of the report: a CSV with headers in `locale`. */
export const dashboardUsageCsvUrl = (districtId: number, timeframe: string, locale: string) =>
  apiUrl(`/r/districts/${districtId}/dashboard-usage`, { timeframe, format: 'csv', locale });

/** The educator-engagement report (GET /r/districts/{id}/dashboard-usage) over a timeframe code. */
export const getDashboardUsage = (districtId: number, timeframe: string, signal?: AbortSignal) =>
  apiRequestBody<DashboardUsageResponse>(
    apiUrl(`/r/districts/${districtId}/dashboard-usage`, { timeframe }),
    {
      signal,
    },
  );

export const getDashboardUsageQueryOptions = (districtId: number, timeframe: string) =>
  queryOptions({
    queryKey: ['report', 'dashboard-usage', districtId, timeframe],
    queryFn: ({ signal }) => getDashboardUsage(districtId, timeframe, signal),
    // Page views arrive as educators browse: read them fresh each time the page opens.
    staleTime: 0,
  });

export const useDashboardUsage = (districtId: number, timeframe: string) =>
  useQuery(getDashboardUsageQueryOptions(districtId, timeframe));

import { queryOptions } from '@tanstack/react-query';
import { apiRequestBody } from './api-client';

/** How long a report answer is fresh: a pane opened again within it shows it without asking. */
export const REPORT_STALE_MS = 30_000;

/**
 * The query of one report URL answered with its whole envelope, keyed `['report', url]` like every report: two
 * screens asking for the same URL share one request, and a refetch by that key reaches both.
 */
export const reportQueryOptions = <T>(url: string) =>
  queryOptions({
    queryKey: ['report', url],
    queryFn: ({ signal }) => apiRequestBody<T>(url, { signal }),
    staleTime: REPORT_STALE_MS,
  });

import type { ActivityResponse } from '@dash/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestBody } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-query';
import { nextPageOf } from '../lib/activity';
import { reportUrl } from './get-report';

type PageTokens = { pu: string; pt: number; pd: string } | undefined;

/** One page of a classroom's or a student's activity (…/activity), after the tokens of the page before. */
export const getActivityPage = (endpoint: string, tokens: PageTokens, signal?: AbortSignal) =>
  apiRequestBody<ActivityResponse>(reportUrl(endpoint, { ...tokens }), { signal });

/**
 * The pages of an activity feed over the 30-day window, newest first, each asked with the previous page's
 * tokens (spec §3, §4 infinite scroll). Keyed like every report, so a live update of the classroom reaches it.
 */
export const getActivityQueryOptions = (endpoint: string) =>
  infiniteQueryOptions({
    queryKey: ['report', reportUrl(endpoint)],
    queryFn: ({ pageParam, signal }) => getActivityPage(endpoint, pageParam, signal),
    initialPageParam: undefined as PageTokens,
    getNextPageParam: (last) => nextPageOf(last),
    staleTime: REPORT_STALE_MS,
    // A student's feed is their activity; a classroom's, its students' activities (spec §8 messages).
    meta: {
      loadFailureKey: endpoint.includes('/students/') ? 'errors.load.activity' : 'errors.load.activities',
      locator: 'activity',
    },
  });

export const useActivity = (endpoint: string) => useInfiniteQuery(getActivityQueryOptions(endpoint));

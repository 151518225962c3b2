import type { AssignmentHistoryResponse } from '@dash/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestBody } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-query';
import { reportUrl } from './get-report';

/** How often an open assignment history or progress is read again, so students' play shows up as it happens. */
export const ASSIGNMENT_REFRESH_MS = 15_000;

/** The type filter of a history (spec §4 "Assignment history filterable by type"). */
export const ASSIGNMENT_TYPE_FILTERS = ['all', 'spot', 'goal', 'third_party'] as const;
export type AssignmentTypeFilter = (typeof ASSIGNMENT_TYPE_FILTERS)[number];

export interface AssignmentHistoryParams {
  type: AssignmentTypeFilter;
}

/** True for a report URL of an assignment history, whatever its filters: a cancel makes them all stale. */
export const isAssignmentHistoryUrl = (url: unknown) =>
  typeof url === 'string' && /^\/r\/districts\/\d+\/(classrooms|students)\/\d+\/assignments(\?|$)/.test(url);

const isClassroomEndpoint = (endpoint: string) => /\/classrooms\/\d+\/assignments$/.test(endpoint);

/** One page of a classroom's (…/classrooms/{id}/assignments) or a student's (…/students/{id}/assignments) history. */
export const getAssignmentHistory = (
  endpoint: string,
  params: AssignmentHistoryParams,
  page: number,
  signal?: AbortSignal,
) => apiRequestBody<AssignmentHistoryResponse>(reportUrl(endpoint, { ...params, page }), { signal });

/** The pages of a history, from 1 while the last one names a next page (spec §7, §4 "Infinite scroll"). */
export const getAssignmentHistoryQueryOptions = (endpoint: string, params: AssignmentHistoryParams) =>
  infiniteQueryOptions({
    queryKey: ['report', reportUrl(endpoint, { ...params })],
    queryFn: ({ pageParam, signal }) => getAssignmentHistory(endpoint, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.data.next_page ?? undefined,
    staleTime: REPORT_STALE_MS,
    // Students' play on assignments arrives all day: an open history follows it without a reload. A classroom's
    // page refetches it when ingest changes one of its students (lib/use-live-classroom.ts); a student's on a timer.
    refetchInterval: isClassroomEndpoint(endpoint) ? false : ASSIGNMENT_REFRESH_MS,
  });

export const useAssignmentHistory = (endpoint: string, params: AssignmentHistoryParams) =>
  useInfiniteQuery(getAssignmentHistoryQueryOptions(endpoint, params));

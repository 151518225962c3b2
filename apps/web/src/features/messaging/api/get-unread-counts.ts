import type { UnreadCountResponse } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type UnreadCounts = UnreadCountResponse['data'];

/** Query keys of messaging start with this; sending, a reply read or a new reply refreshes them. */
export const MESSAGING_KEY = 'messaging';

/** POST /api/v1/messaging/messages/count: unread replies of each student of a classroom. */
export function getUnreadCounts(classroomId: number, signal?: AbortSignal): Promise<UnreadCounts> {
  return apiRequest<UnreadCounts>('/api/v1/messaging/messages/count', {
    method: 'POST',
    body: { classroom_id: classroomId },
    signal,
  });
}

export const getUnreadCountsQueryOptions = (classroomId: number) =>
  queryOptions({
    queryKey: [MESSAGING_KEY, 'count', classroomId],
    queryFn: ({ signal }) => getUnreadCounts(classroomId, signal),
    // Replies arrive from the math product while the pane is open.
    refetchInterval: 30_000,
  });

export const useUnreadCounts = (classroomId: number) => useQuery(getUnreadCountsQueryOptions(classroomId));

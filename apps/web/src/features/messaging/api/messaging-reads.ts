import type { Message, UnreadCountResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type UnreadCounts = UnreadCountResponse['data'];

/** Query keys of messaging start with this; sending, a reply read or a new reply refreshes them. */
export const MESSAGING_KEY = 'messaging';

/** A messaging read (a POST naming what to read), polled: replies arrive from the math product while it shows. */
function useMessagingRead<T>(path: string, body: Record<string, number>) {
  return useQuery({
    queryKey: [MESSAGING_KEY, path, body],
    queryFn: ({ signal }) => apiRequest<T>(path, { method: 'POST', body, signal }),
    refetchInterval: 30_000,
  });
}

/** POST /api/v1/messaging/messages/list: a student's messages and replies, oldest first. */
export const useConversation = (studentId: number) =>
  useMessagingRead<Message[]>('/api/v1/messaging/messages/list', { student_id: studentId });

/** POST /api/v1/messaging/messages/count: unread replies of each student of a classroom. */
export const useUnreadCounts = (classroomId: number) =>
  useMessagingRead<UnreadCounts>('/api/v1/messaging/messages/count', { classroom_id: classroomId });

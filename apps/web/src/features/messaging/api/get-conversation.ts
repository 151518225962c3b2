import type { Message } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MESSAGING_KEY } from './get-unread-counts';

/** POST /api/v1/messaging/messages/list: a student's messages and replies, oldest first. */
export function getConversation(studentId: number, signal?: AbortSignal): Promise<Message[]> {
  return apiRequest<Message[]>('/api/v1/messaging/messages/list', {
    method: 'POST',
    body: { student_id: studentId },
    signal,
  });
}

export const getConversationQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: [MESSAGING_KEY, 'conversation', studentId],
    queryFn: ({ signal }) => getConversation(studentId, signal),
    refetchInterval: 30_000,
  });

export const useConversation = (studentId: number) => useQuery(getConversationQueryOptions(studentId));

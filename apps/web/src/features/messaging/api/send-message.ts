import type { NewMessageRequest } from '@dash/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MESSAGING_KEY } from './messaging-reads';

/** POST /api/v1/messaging/messages/new: free text or a stock message to chosen students or the whole class. */
export function sendMessage(body: NewMessageRequest): Promise<{ sent: number }> {
  return apiRequest<{ sent: number }>('/api/v1/messaging/messages/new', { method: 'POST', body });
}

/** Sends, then refreshes the conversations on screen. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MESSAGING_KEY] }),
  });
}

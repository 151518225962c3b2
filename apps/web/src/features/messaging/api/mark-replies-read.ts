import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MESSAGING_KEY } from './messaging-reads';

/** POST /api/v1/messaging/messages/update: marks a student's unread replies read. */
export function markRepliesRead(studentId: number): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('/api/v1/messaging/messages/update', {
    method: 'POST',
    body: { student_id: studentId },
  });
}

/** Marks read, then refreshes the unread counts. */
export function useMarkRepliesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRepliesRead,
    onSuccess: ({ updated }) => {
      if (updated > 0) void queryClient.invalidateQueries({ queryKey: [MESSAGING_KEY] });
    },
  });
}

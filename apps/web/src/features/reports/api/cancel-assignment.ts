import type { UpdateAssignmentRequest } from '@dash/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isAssignmentHistoryUrl } from './get-assignment-history';

/** Whom a cancel stops the assignment for: the whole classroom, or chosen students. */
export type CancelTarget = { classroomId: number } | { userIds: readonly number[] };

export interface CancelAssignmentInput {
  assignmentId: number;
  target: CancelTarget;
}

const bodyOf = (target: CancelTarget): UpdateAssignmentRequest =>
  'classroomId' in target
    ? { classroom_id: target.classroomId, status: 'CANCELLED' }
    : { user_ids: [...target.userIds], status: 'CANCELLED' };

/** PUT /m/assignments/{aid} with status CANCELLED (spec §4: ACTIVE becomes CANCELLED after a confirmed cancel). */
export const cancelAssignment = ({ assignmentId, target }: CancelAssignmentInput) =>
  apiRequest<{ assignment_id: number; status: string }>(`/m/assignments/${assignmentId}`, {
    method: 'PUT',
    body: bodyOf(target),
  });

/** Cancels, then reads every assignment history again (classroom and student panes alike). */
export function useCancelAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAssignment,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'report' && isAssignmentHistoryUrl(query.queryKey[1]),
      }),
  });
}

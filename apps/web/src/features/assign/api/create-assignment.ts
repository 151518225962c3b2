import type { CreateAssignmentRequest, CreateAssignmentResponse } from '@dash/contracts';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACTIVE_ASSIGNMENTS_KEY } from './get-students-active-assignments';

export type CreatedAssignment = CreateAssignmentResponse['data'];

/** POST /m/assignments: focus lessons for students of one classroom. */
export function createAssignment(body: CreateAssignmentRequest): Promise<CreatedAssignment> {
  return apiRequest<CreatedAssignment>('/m/assignments', { method: 'POST', body });
}

/** Queries an assignment changes: students' active assignments and every assignment history report. */
function readsAssignments(query: Query): boolean {
  const [head, url] = query.queryKey;
  if (head === ACTIVE_ASSIGNMENTS_KEY) return true;
  return head === 'report' && typeof url === 'string' && url.includes('/assignments');
}

/** Creates an assignment, then refreshes what reads assignments. */
export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: () => queryClient.invalidateQueries({ predicate: readsAssignments }),
  });
}

import type {
  CreateThirdPartyAssignmentsRequest,
  CreateThirdPartyAssignmentsResponse,
} from '@dash/contracts';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACTIVE_ASSIGNMENTS_KEY } from './get-students-active-assignments';

export type CreatedThirdPartyAssignments = CreateThirdPartyAssignmentsResponse['data'];

/** POST /m/assignments/third_party: each chosen student's domain and score range or measure. */
export function createThirdPartyAssignments(body: CreateThirdPartyAssignmentsRequest) {
  return apiRequest<CreatedThirdPartyAssignments>('/m/assignments/third_party', { method: 'POST', body });
}

function readsAssignments(query: Query): boolean {
  const [head, url] = query.queryKey;
  if (head === ACTIVE_ASSIGNMENTS_KEY) return true;
  return head === 'report' && typeof url === 'string' && url.includes('/assignments');
}

/** Creates the assignments, then refreshes what reads assignments. */
export function useCreateThirdPartyAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThirdPartyAssignments,
    onSuccess: () => queryClient.invalidateQueries({ predicate: readsAssignments }),
  });
}

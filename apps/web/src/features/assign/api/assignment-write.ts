import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { ACTIVE_ASSIGNMENTS_KEY } from './get-students-active-assignments';

/** Queries an assignment changes: students' active assignments and every assignment history report. */
function readsAssignments(query: Query): boolean {
  const [head, url] = query.queryKey;
  if (head === ACTIVE_ASSIGNMENTS_KEY) return true;
  return head === 'report' && typeof url === 'string' && url.includes('/assignments');
}

/** A mutation that creates assignments with `send`, then refreshes what reads assignments. */
export function useAssignmentWrite<Body, Created>(send: (body: Body) => Promise<Created>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ predicate: readsAssignments }),
  });
}

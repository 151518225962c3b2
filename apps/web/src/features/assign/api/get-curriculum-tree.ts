import type { CurriculumTree } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Grades, domains, clusters and standards of an academic standard (GET /m/ast/{ast}/tree/domains). */
export function getCurriculumTree(ast: string, signal?: AbortSignal): Promise<CurriculumTree> {
  return apiRequest<CurriculumTree>(`/m/ast/${encodeURIComponent(ast)}/tree/domains`, { signal });
}

/** The catalogue does not change while the app runs: read once per session. */
export function getCurriculumTreeQueryOptions(ast: string) {
  return queryOptions({
    queryKey: ['curriculum-tree', ast],
    queryFn: ({ signal }) => getCurriculumTree(ast, signal),
    staleTime: Infinity,
  });
}

export function useCurriculumTree(ast: string) {
  return useQuery(getCurriculumTreeQueryOptions(ast));
}

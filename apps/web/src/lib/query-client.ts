import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';
import { reportFailure } from './errors/report-failure';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the redirect or message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Every failed query and mutation goes through the alert rule of spec §8 (lib/errors). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => reportFailure(error, mutation.meta),
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

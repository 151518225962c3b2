import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the redirect or message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

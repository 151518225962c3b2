import type { ApiError } from '@dash/contracts';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * GET one printable (application/pdf) with the session cookie; `signal` aborts it (the server stops drawing).
 * A refusal keeps the API's error envelope as an ApiRequestError.
 */
export async function fetchPdf(path: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    signal,
    headers: { Accept: 'application/pdf' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { apiError?: ApiError } | undefined;
    throw new ApiRequestError(response.status, body?.apiError, 'GET', path);
  }
  return response.blob();
}

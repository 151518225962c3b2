/**
 * Turns a failed query or mutation into an alert by the rule of rejection-rules.ts. Queries and mutations
 * name their "Unable to load …" message in `meta.loadFailureKey` (and a locator in `meta.locator`).
 */
import { isApiRequestError } from '../api-client';
import { getRejectionContext, raiseAlert } from './alert-store';
import { alertFor, type LoadFailureKey, type Rejection } from './rejection-rules';

/** What a query or mutation may say about its own failure. */
export interface FailureMeta extends Record<string, unknown> {
  loadFailureKey?: LoadFailureKey;
  locator?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** A thrown value as a rejection: an API answer, or status 0 for a request that got none. */
export function rejectionOf(error: unknown): Rejection {
  if (isApiRequestError(error))
    return { status: error.status, method: error.method, path: error.path, detail: error.detail };
  return { status: 0, method: 'GET', path: '' };
}

export function reportFailure(error: unknown, meta: FailureMeta | undefined): void {
  const alert = alertFor(rejectionOf(error), getRejectionContext(), {
    loadFailureKey: meta?.loadFailureKey,
    locator: meta?.locator,
  });
  if (alert) raiseAlert(alert);
}

/**
 * The rule of spec §8 for a failed request, as pure functions: its coded rejection (status, method index,
 * resource letter, district and customer ids, optional locator) and which alert, if any, it raises.
 * One module decides; the query client and the alert area only apply it.
 */
import { ERROR_CODES, type ApiError } from '@dash/contracts';

/** A failed request as the rule sees it; status 0 is a request that got no answer (network, aborted). */
export interface Rejection {
  status: number;
  method: string;
  path: string;
  detail?: ApiError | undefined;
}

/** Whose request it was: the signed-in customer's district and id (-1 before sign-in). */
export interface RejectionContext {
  districtId: number;
  customerId: number;
}

/** What a failed load says instead of a bare code (spec §8 "Unable to load …" messages). */
export type LoadFailureKey =
  | 'errors.load.studentData'
  | 'errors.load.proficiency'
  | 'errors.load.achievements'
  | 'errors.load.activity'
  | 'errors.load.activities'
  | 'errors.load.alerts';

export type AppAlert =
  /** A request the server refused: its code, to quote to support. */
  | { kind: 'requestRejected'; code: string }
  /** Code 3232 answered with 406: the server's code and message (spec §8 request error). */
  | { kind: 'requestError'; code: number; message: string }
  /** A load that failed: its "Unable to load …" message, and the code unless it starts with 404. */
  | { kind: 'loadFailed'; messageKey: LoadFailureKey; code: string | null };

const METHOD_INDEX: Record<string, string> = { GET: '0', POST: '1', PUT: '2', DELETE: '3' };
const RESOURCE_LETTERS = new Set(['n', 'm', 'r', 'e']);

/** GET 0, POST 1, PUT 2, DELETE 3, anything else U. */
export const methodIndex = (method: string): string => METHOD_INDEX[method.toUpperCase()] ?? 'U';

/** The API family of a path: its first segment when n, m, r or e (`/r/districts/…` → r), else U. */
export function resourceLetter(path: string): string {
  const first = path.replace(/^https?:\/\/[^/]+/, '').split(/[/?#]/)[1] ?? '';
  return RESOURCE_LETTERS.has(first) ? first : 'U';
}

/** `status-method-letter-district-customer[-locator]`, e.g. `500-0-r-12-345-activity`. */
export function rejectionCode(rejection: Rejection, context: RejectionContext, locator?: string): string {
  const parts = [
    String(rejection.status),
    methodIndex(rejection.method),
    resourceLetter(rejection.path),
    String(context.districtId),
    String(context.customerId),
  ];
  if (locator) parts.push(locator);
  return parts.join('-');
}

/** Spec §8: codes starting 404 are not shown. */
export const isHiddenCode = (code: string) => code.startsWith('404');

/**
 * Whether the request was refused (true), raised a request error (3232), or is left to its caller (null):
 * status 0, the session's own answers (401 sign-in, 403 with a reason: the logout page) and error 1000 (its
 * own edit-mode-blocked alert) raise nothing;
 * 400 VALIDATION, 5100 and 6000 raise nothing (the form or pane says why); 406 1002 nothing, 3232 a request
 * error; anything else is a rejection.
 */
function classify(rejection: Rejection): 'rejected' | 'requestError' | null {
  const { status, detail } = rejection;
  if (status === 0 || status === 401) return null;
  if (status === 403 && detail?.reason) return null;
  // Error 1000 has its own edit-mode-blocked alert, shown by the form that asked.
  if (detail?.code === ERROR_CODES.EDIT_MODE_BLOCKED) return null;
  if (status === 400) {
    if (detail?.errorType === 'VALIDATION') return null;
    if (detail?.code === ERROR_CODES.IGNORED_5100 || detail?.code === ERROR_CODES.NO_DATA_FOR_STANDARD)
      return null;
  }
  if (status === 406) {
    if (detail?.code === ERROR_CODES.IGNORED_1002) return null;
    if (detail?.code === ERROR_CODES.REQUEST_ERROR_3232) return 'requestError';
  }
  return 'rejected';
}

/**
 * The alert a failed request raises, or null. A load with an "Unable to load …" message says that message
 * whenever it failed with an answer or without one (status 0), except when the session ended.
 */
export function alertFor(
  rejection: Rejection,
  context: RejectionContext,
  options: { loadFailureKey?: LoadFailureKey; locator?: string } = {},
): AppAlert | null {
  const outcome = classify(rejection);
  const sessionEnded = rejection.status === 401 || (rejection.status === 403 && !!rejection.detail?.reason);
  if (options.loadFailureKey && !sessionEnded) {
    const code = rejection.status === 0 ? null : rejectionCode(rejection, context, options.locator);
    return {
      kind: 'loadFailed',
      messageKey: options.loadFailureKey,
      code: code === null || isHiddenCode(code) ? null : code,
    };
  }
  if (outcome === 'requestError')
    return { kind: 'requestError', code: rejection.detail!.code, message: rejection.detail!.message };
  if (outcome === null) return null;
  const code = rejectionCode(rejection, context, options.locator);
  return isHiddenCode(code) ? null : { kind: 'requestRejected', code };
}

/** One alert per identity: the same rejection twice shows once (spec §5: alerts de-duplicated). */
export function alertKey(alert: AppAlert): string {
  switch (alert.kind) {
    case 'requestRejected':
      return `rejected:${alert.code}`;
    case 'requestError':
      return `error:${alert.code}:${alert.message}`;
    case 'loadFailed':
      return `load:${alert.messageKey}`;
  }
}

import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_END_REASONS,
  type ApiError as ApiErrorDetail,
  type SessionEndReason,
} from '@dash/contracts';
import { endSession } from './session-end';

/** A non-2xx answer, carrying the server's `apiError` body when there was one, and what was asked. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly detail: ApiErrorDetail | undefined;
  /** The request's method and path: they make its coded rejection (spec §8, lib/errors). */
  readonly method: string;
  readonly path: string;

  constructor(status: number, detail: ApiErrorDetail | undefined, method = 'GET', path = '') {
    super(detail?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.detail = detail;
    this.method = method;
    this.path = path;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** True for the 401 the server gives when there is no session at all. */
export function isNotAuthenticated(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 401;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Do not treat a 403 with a reason as the end of the session (used by the logout call itself). */
  ignoreSessionEnd?: boolean;
}

/** Query parameters of an API URL; undefined ones are left out. */
export type ApiParams = Record<string, string | number | undefined>;

/** An API path with its query string: the one place API URLs get their parameters. */
export function apiUrl(path: string, params: ApiParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

let requestLanguage = 'en-US';
/** Sent as Accept-Language so server messages can follow the interface language. */
export function setRequestLanguage(tag: string): void {
  requestLanguage = tag;
}

let requestAcademicStandard: string | undefined;
/** The signed-in customer's academic standard, sent as `ast` on every GET that names none (spec §7 interceptor). */
export function setRequestAcademicStandard(name: string | undefined): void {
  requestAcademicStandard = name;
}

/** A GET path with the customer's academic standard added as `ast`, unless it names one already. */
export function withAcademicStandard(path: string, academicStandard = requestAcademicStandard): string {
  if (!academicStandard) return path;
  const [base, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  if (params.has('ast')) return path;
  params.set('ast', academicStandard);
  return `${base}?${params.toString()}`;
}

function isSessionEndReason(value: unknown): value is SessionEndReason {
  return typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);
}

function readErrorDetail(body: unknown): ApiErrorDetail | undefined {
  if (typeof body !== 'object' || body === null || !('apiError' in body)) return undefined;
  const detail = (body as { apiError: unknown }).apiError;
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { message } = detail as { message?: unknown };
  return typeof message === 'string' ? (detail as ApiErrorDetail) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the same-origin API and unwraps `{ data }`.
 * Security: every non-GET request carries the CSRF header the server requires; cookies are same-origin only.
 * A 403 with `apiError.reason` means the session has ended and routes to the matching logout page.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiRequestBody<{ data: T } | undefined>(path, options);
  return body?.data as T;
}

/** Like apiRequest, but returns the whole response body (a report envelope with dates and totals). */
export async function apiRequestBody<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': requestLanguage };
  if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(method === 'GET' ? withAcademicStandard(path) : path, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await readJson(response);

  if (!response.ok) {
    const detail = readErrorDetail(body);
    if (response.status === 403 && isSessionEndReason(detail?.reason) && !options.ignoreSessionEnd) {
      endSession(detail.reason);
    }
    throw new ApiRequestError(response.status, detail, method, path);
  }
  return body as T;
}

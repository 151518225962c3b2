import {
  EDIT_OBJECT_TYPES,
  ERROR_CODES,
  type ApiError,
  type EditObjectType,
  type ErrorType,
  type SessionEndReason,
} from '@dash/contracts';

/** An error with an HTTP status and a message meant for the person who made the request. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly apiError: ApiError,
    readonly retryAfterSeconds?: number,
  ) {
    super(apiError.message);
  }
}

function appError(
  statusCode: number,
  errorType: ErrorType,
  code: number,
  message: string,
  extra: Partial<ApiError> = {},
) {
  return new AppError(statusCode, { errorType, code, message, ...extra });
}

export const badRequest = (message: string, fields?: ApiError['fields']) =>
  appError(400, 'VALIDATION', ERROR_CODES.VALIDATION, message, fields ? { fields } : {});

export const notAuthenticated = (message = 'Please sign in to continue.') =>
  appError(401, 'NOT_AUTHENTICATED', ERROR_CODES.NOT_AUTHENTICATED, message);

export const forbidden = (message = 'You do not have access to this.') =>
  appError(403, 'FORBIDDEN', ERROR_CODES.FORBIDDEN, message);

const SESSION_MESSAGES: Record<SessionEndReason, string> = {
  expired: 'Your session has expired. Please sign in again.',
  reset: 'Your password was changed. Please sign in again.',
  revoked: 'Your session was ended. Please sign in again.',
  session_unauthorized: 'Your account can no longer use this dashboard.',
};

export const sessionEnded = (reason: SessionEndReason) =>
  appError(403, 'SESSION', ERROR_CODES.FORBIDDEN, SESSION_MESSAGES[reason], { reason });

export const notFound = (message = 'That page or record does not exist.') =>
  appError(404, 'NOT_FOUND', ERROR_CODES.NOT_FOUND, message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(
    429,
    { errorType: 'RATE_LIMITED', code: ERROR_CODES.RATE_LIMITED, message },
    retryAfterSeconds,
  );

/** 503: the server cannot do this now but can soon (its database short of memory); send the request again. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, { errorType: 'UNAVAILABLE', code: ERROR_CODES.UNAVAILABLE, message }, retryAfterSeconds);

/**
 * Error 1000, edit mode blocked (spec §5, §8): the caller may see the object but not edit it now (account
 * edit-locked, or no provision ids). Carries the object's type index and id and the manage-classroom link.
 */
export const editBlocked = (
  objectType: EditObjectType,
  objectId: number,
  link: string,
  message = 'This cannot be edited here. Manage it from the classroom settings.',
) =>
  appError(409, 'EDIT_BLOCKED', ERROR_CODES.EDIT_MODE_BLOCKED, message, {
    editBlocked: { object_type: EDIT_OBJECT_TYPES.indexOf(objectType), object_id: objectId, link },
  });

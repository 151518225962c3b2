import { ERROR_CODES, ERROR_MESSAGES, type ErrorBody } from '@dash/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths.js';
import { isOutOfMemory } from '../db/database.js';
import { AppError, badRequest, notFound, serviceUnavailable } from './app-error.js';
import { setSecurityHeaders } from './security.js';

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in words a person can act on. */
function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, {
        errorType: 'PAYLOAD_TOO_LARGE',
        code: ERROR_CODES.PAYLOAD_TOO_LARGE,
        message: 'The request body is too large. Send fewer records at a time.',
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return badRequest('Send the request body as JSON (Content-Type: application/json).');
    default:
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return badRequest('The request could not be read. Check its format and try again.');
      }
      return null;
  }
}

/** How long a caller is asked to wait when the database was short of memory for its request. */
const OUT_OF_MEMORY_RETRY_SECONDS = 5;

/**
 * The database short of memory for this request: a 503 asking to send it again soon, logged as a warning. The
 * transaction it failed in rolled back whole.
 */
function fromDatabaseError(error: unknown, request: FastifyRequest): AppError | null {
  if (!isOutOfMemory(error)) return null;
  request.log.warn({ err: error }, 'database out of memory');
  return serviceUnavailable(
    'The server is busy and could not finish this request. Try again in a few seconds.',
    OUT_OF_MEMORY_RETRY_SECONDS,
  );
}

/**
 * Fastify's router refusals (an address that is not valid percent-encoding, a path parameter over the
 * length limit) skip the error handler; pass this as the `frameworkErrors` option so they carry the envelope too.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const known = badRequest(
    tooLong
      ? 'A value in the address is too long.'
      : 'The address could not be read. Check its format and try again.',
  );
  setSecurityHeaders(reply, request.url);
  void reply.status(tooLong ? 414 : 400).send({ apiError: known.apiError } satisfies ErrorBody);
}

/** The error envelope of spec §8 on every failure; never a stack trace, and a 500 only for a real fault. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known =
      error instanceof AppError ? error : (fromFastifyError(error) ?? fromDatabaseError(error, request));
    if (known) {
      const body: ErrorBody = { apiError: known.apiError };
      if (known.retryAfterSeconds) void reply.header('retry-after', String(known.retryAfterSeconds));
      return reply.status(known.statusCode).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = {
      apiError: { errorType: 'UNKNOWN', code: ERROR_CODES.UNKNOWN, message: ERROR_MESSAGES.generic },
    };
    return reply.status(500).send(body);
  });
}

/** Unknown API paths are a JSON 404; any other GET is the web app (it routes unknown URLs itself, spec §2). */
export function installNotFoundHandler(
  app: FastifyInstance,
  sendIndexHtml: ((reply: any) => unknown) | null,
) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isApiPath(path) && (request.method === 'GET' || request.method === 'HEAD') && sendIndexHtml) {
      return sendIndexHtml(reply);
    }
    const error = notFound(`There is nothing at ${request.method} ${path}.`);
    return reply.status(404).send({ apiError: error.apiError } satisfies ErrorBody);
  });
}

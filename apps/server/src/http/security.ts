/**
 * CSRF defence and response headers (DESIGN §5).
 * NOTE: security-critical. Every state-changing request needs the custom header; with SameSite
 * cookies no cross-site form or simple request can send it.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE, ERROR_CODES, type ErrorBody } from '@dash/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from './api-paths.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Paths that authenticate with a bearer key instead of the session cookie, so CSRF does not apply. */
const BEARER_PATHS = ['/api/v1/events', '/api/v1/messaging/product/replies'];

/** The response headers of every answer; also called for router refusals, which skip the onSend hook. */
export function setSecurityHeaders(reply: FastifyReply, url: string) {
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'same-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  if (isApiPath(url.split('?')[0] ?? '')) reply.header('cache-control', 'no-store');
}

export function installSecurity(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (BEARER_PATHS.includes(path)) return;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      const body: ErrorBody = {
        apiError: {
          errorType: 'FORBIDDEN',
          code: ERROR_CODES.FORBIDDEN,
          message: `This request must carry the header "X-Requested-With: ${CSRF_HEADER_VALUE}".`,
        },
      };
      return reply.status(403).send(body);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(reply, request.url);
    return payload;
  });
}

import { SESSION_COOKIE } from '@dash/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { authenticateToken } from '../auth/session.service.js';
import { ReadCache } from '../db/read-cache.js';
import {
  canAccessTarget,
  canOpenPane,
  isOwnAccount,
  type Target,
  type TargetFacts,
} from '../policy/policy.js';
import { authenticateIngestKey } from '../ingest/ingest-key.js';
import { loadTargetFacts } from '../roster/target-facts.js';
import { forbidden } from './app-error.js';
import type { AppContext, RouteDefinition } from './route.js';
import { sendKeptText } from './kept-compression.js';
import { giveUpReadTurn } from './read-turns.js';
import { responseKey, reusedOrComputed } from './response-reuse.js';
import { parseInput } from './validation.js';

function describeTarget(target: Target): string {
  const { type, districtId, ...ids } = target;
  return `${type}:${districtId}:${Object.values(ids).join(':')}`;
}

async function refuse(
  ctx: AppContext,
  actor: Actor,
  request: FastifyRequest,
  target: string,
): Promise<never> {
  await recordAudit(ctx.db, {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action: 'authorization',
    outcome: 'denied',
    target,
    ip: request.ip,
    detail: `${request.method} ${request.routeOptions.url}`,
  }).catch((error: unknown) => request.log.error({ err: error }, 'audit write failed'));
  throw forbidden();
}

/**
 * Where report objects sit (policy target facts), reused for a few seconds: dropped by any write of this
 * process to the roster (db/read-cache.ts), like the session actors they are checked against.
 */
const targetFacts = new ReadCache<TargetFacts | null>({
  tables: [
    'districts',
    'grades',
    'schools',
    'teachers',
    'classrooms',
    'students',
    'enrollments',
    'customers',
  ],
  ttlMs: 5_000,
  maxEntries: 10_000,
});

/** Checks the route's policy for a signed-in actor; throws 403 (and audits it) when refused. */
async function authorize(
  ctx: AppContext,
  route: RouteDefinition,
  actor: Actor,
  params: any,
  query: any,
  request: FastifyRequest,
) {
  const policy = route.policy;
  switch (policy.access) {
    case 'session':
      if (policy.roles && !policy.roles.includes(actor.role))
        return refuse(ctx, actor, request, `role:${actor.role}`);
      return;
    case 'public':
    case 'requestObjects':
    case 'ingest':
      return;
    case 'district':
      if (params.districtId !== actor.districtId)
        return refuse(ctx, actor, request, `district:${params.districtId}`);
      if (policy.roles && !policy.roles.includes(actor.role))
        return refuse(ctx, actor, request, `district:${params.districtId}`);
      return;
    case 'ownAccount': {
      const customerId = policy.customerId(params);
      if (!isOwnAccount(actor, customerId))
        return refuse(ctx, actor, request, `customer:${actor.districtId}:${customerId}`);
      return;
    }
    case 'object': {
      const target = policy.target(params, query);
      const allowed =
        canOpenPane(actor, policy.state, policy.pane) &&
        (await canAccessTarget(actor, target, (t) =>
          targetFacts.getOrLoad(ctx.db, JSON.stringify(t), () => loadTargetFacts(ctx.db, t)),
        ));
      if (!allowed) return refuse(ctx, actor, request, describeTarget(target));
      return;
    }
  }
}

/**
 * Registers each definition on Fastify: authenticate → path and query → authorize → body → handle → the answer
 * through its contract. That last step runs in production as in the tests: a field no contract names never
 * leaves the server, and an answer that breaks its contract is a logged 500, not figures of an unknown shape.
 */
export function registerRoutes(app: FastifyInstance, ctx: AppContext, routes: readonly RouteDefinition[]) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      bodyLimit: route.bodyLimit,
      config: { definition: route },
      handler: async (request, reply) => {
        const access = route.policy.access;
        const caller =
          access === 'ingest' ? await authenticateIngestKey(ctx.db, request.headers.authorization) : null;
        const actor =
          access === 'public' || access === 'ingest'
            ? null
            : await authenticateToken(ctx.db, request.cookies[SESSION_COOKIE], ctx.config);
        const params = parseInput(route.params, request.params, 'params');
        const query = parseInput(route.query, request.query, 'query');
        // Authorized before the body is read: a caller who may not act learns nothing of what a body needs.
        if (actor) await authorize(ctx, route, actor, params, query, request);
        const body = parseInput(route.body, request.body, 'body');
        const handle = () =>
          route.handler({ params, query, body, actor: actor ?? caller, ctx, request, reply });
        if (!route.reuse || !actor) {
          const result = await handle();
          if (reply.sent) return reply;
          return route.response.parse(result);
        }
        const key = responseKey(actor, request.url);
        const text = await reusedOrComputed(
          key,
          actor.districtId,
          async () => {
            const result = await handle();
            if (reply.sent) return undefined;
            return JSON.stringify(route.response.parse(result));
          },
          () => giveUpReadTurn(request),
        );
        return text === undefined ? reply : sendKeptText(request, reply, key, text);
      },
    });
  }
}

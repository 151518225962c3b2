/**
 * Every HTTP route is declared here-shaped: method, URL, zod schemas and a policy. Handlers run
 * authenticate → validate path and query → authorize → validate the body → one service call → shape the response.
 * A test walks `allRoutes` and fails on any route without a policy or matrix entry.
 */
import type { ReportState, Role } from '@dash/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../accounts/actor.js';
import type { Config } from '../config/config.js';
import type { Db, Engine } from '../db/database.js';
import type { Target } from '../policy/policy.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { IngestCaller } from '../ingest/ingest-key.js';

export interface AppContext {
  db: Db;
  engine: Engine;
  config: Config;
  loginThrottle: LoginThrottle;
}

/** Who may call a route. */
export type RoutePolicy =
  /** No session needed (health, login). */
  | { access: 'public' }
  /** Any signed-in customer (of `roles`, when given); the handler only touches the caller's own records. */
  | { access: 'session'; roles?: readonly Role[] }
  /** Lists under /n/districts/{districtId}: the caller's district only, rows filtered by `visibleScope`. */
  | { access: 'district'; roles?: readonly Role[] }
  /** One report object: pane permission for the state, then object scope. */
  | { access: 'object'; state: ReportState; pane: string; target: (params: any, query: any) => Target }
  /**
   * Objects named in the body or query rather than the path (assignment writes name a classroom and students):
   * a session here; the service asks the policy module about each object before it reads or writes.
   */
  | { access: 'requestObjects' }
  /** The caller's own account, named by id in the path (its settings): anyone else's id is refused. */
  | { access: 'ownAccount'; customerId: (params: any) => number }
  /** Machine-to-machine: a district ingest key as "Authorization: Bearer <key>"; no cookies, no session. */
  | { access: 'ingest' };

export interface HandlerInput<P, Q, B, A> {
  params: P;
  query: Q;
  body: B;
  actor: A;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

type ActorFor<Pol extends RoutePolicy> = Pol extends { access: 'public' }
  ? null
  : Pol extends { access: 'ingest' }
    ? IngestCaller
    : Actor;

export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  Pol extends RoutePolicy = RoutePolicy,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  policy: Pol;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Bytes; Fastify's default (1 MiB) otherwise. */
  bodyLimit?: number;
  /**
   * A report read whose JSON answer depends only on the caller, the URL and the data: answered again to the same
   * caller for the same URL until a write may have changed it (http/response-reuse.ts). Only for handlers that
   * write nothing and read none of write-counts.ts' UNREPORTED_TABLES; an answer the handler sends itself (a CSV)
   * is never kept.
   */
  reuse?: boolean;
  handler: (input: HandlerInput<z.infer<P>, z.infer<Q>, z.infer<B>, ActorFor<Pol>>) => Promise<z.infer<R>>;
}

/** Declares a route with its types inferred from its schemas. */
export function defineRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  Pol extends RoutePolicy,
>(definition: RouteDefinition<P, Q, B, R, Pol>): RouteDefinition {
  return definition as unknown as RouteDefinition;
}

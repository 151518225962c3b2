import {
  SESSION_COOKIE,
  customerSchema,
  healthResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
} from '@dash/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { findAccountByUsername, updatePassword } from '../accounts/accounts.repository.js';
import { buildCustomerInfo, defaultUrl, loadActor } from '../accounts/accounts.service.js';
import { recordAudit, NO_DISTRICT } from '../audit/audit.service.js';
import { badRequest, notAuthenticated, tooManyRequests } from '../http/app-error.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { hashPassword, verifyPassword } from './password.js';
import { endSessionsAfterPasswordChange, logout, startSession } from './session.service.js';

const cookieOptions = (secure: boolean, maxAgeSeconds: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  maxAge: maxAgeSeconds,
});

export const authRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/healthz',
    summary: 'Liveness and database check; needs no session.',
    policy: { access: 'public' },
    response: healthResponseSchema,
    handler: async ({ ctx }) => {
      await sql`SELECT 1`.execute(ctx.db);
      return { status: 'ok' as const, engine: ctx.engine };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/login',
    summary: 'Signs in with username and password; sets the session cookie.',
    policy: { access: 'public' },
    body: loginRequestSchema,
    response: loginResponseSchema,
    handler: async ({ body, ctx, request, reply }) => {
      const username = body.username.toLowerCase();
      const address = request.ip;
      const waitSeconds = ctx.loginThrottle.retryAfterSeconds(username, address);
      if (waitSeconds > 0) {
        throw tooManyRequests(
          `Too many failed sign-in attempts. Try again in ${Math.ceil(waitSeconds / 60)} minute(s).`,
          waitSeconds,
        );
      }
      const account = await findAccountByUsername(ctx.db, username);
      const passwordOk = await verifyPassword(account?.password_hash, body.password);
      if (!account || !passwordOk || !account.valid) {
        ctx.loginThrottle.recordFailure(username, address);
        await recordAudit(ctx.db, {
          districtId: account?.district_id ?? NO_DISTRICT,
          customerId: account?.customer_id ?? null,
          action: 'login',
          outcome: 'failure',
          ip: address,
          detail: account ? 'wrong password or disabled account' : 'unknown username',
        });
        throw notAuthenticated('That username and password do not match. Check them and try again.');
      }
      ctx.loginThrottle.recordSuccess(username);
      const token = await startSession(
        ctx.db,
        { districtId: account.district_id, customerId: account.customer_id },
        ctx.config,
      );
      await recordAudit(ctx.db, {
        districtId: account.district_id,
        customerId: account.customer_id,
        action: 'login',
        outcome: 'success',
        ip: address,
      });
      const actor = await loadActor(ctx.db, account.district_id, account.customer_id, '');
      reply.setCookie(
        SESSION_COOKIE,
        token,
        cookieOptions(ctx.config.cookieSecure, ctx.config.sessionAbsoluteSeconds),
      );
      return { data: { default_url: actor ? defaultUrl(actor) : '/' } };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/logout',
    summary: 'Ends the session server-side and clears the cookie. Works without a valid session.',
    policy: { access: 'public' },
    response: okResponseSchema,
    handler: async ({ ctx, request, reply }) => {
      await logout(ctx.db, request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { data: { ok: true as const } };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/n/customer_info',
    summary: 'The signed-in Customer (spec §3) with its derived role and policy.',
    policy: { access: 'session' },
    response: z.object({ data: customerSchema }),
    handler: async ({ actor, ctx }) => ({ data: await buildCustomerInfo(ctx.db, actor, ctx.config) }),
  }),

  defineRoute({
    method: 'GET',
    url: '/ping',
    summary: 'Keepalive: the web app calls it every 600 s while the user is active.',
    policy: { access: 'session' },
    response: okResponseSchema,
    handler: async () => ({ data: { ok: true as const } }),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/password',
    summary: "Changes the caller's password; every other session of theirs ends with reason `reset`.",
    policy: { access: 'session' },
    body: z.object({
      current_password: z.string().min(1, 'Enter your current password.').max(1024),
      new_password: z.string().min(12, 'Use at least 12 characters.').max(1024, 'That password is too long.'),
    }),
    response: okResponseSchema,
    handler: async ({ actor, body, ctx, request }) => {
      const account = await findAccountByUsername(ctx.db, actor.username);
      if (!(await verifyPassword(account?.password_hash, body.current_password))) {
        throw badRequest('Your current password is not right.', [
          { path: 'current_password', message: 'Not right.' },
        ]);
      }
      const now = Date.now();
      await updatePassword(ctx.db, actor, await hashPassword(body.new_password), now);
      await endSessionsAfterPasswordChange(ctx.db, actor.districtId, actor.customerId, actor.sessionId, now);
      await recordAudit(ctx.db, {
        districtId: actor.districtId,
        customerId: actor.customerId,
        action: 'password_changed',
        outcome: 'success',
        ip: request.ip,
      });
      return { data: { ok: true as const } };
    },
  }),
];

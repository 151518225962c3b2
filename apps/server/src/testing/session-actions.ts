/** What tests do to sessions and accounts from outside a request: the clock moving, an admin, the audit log. */
import { SESSION_COOKIE } from '@dash/contracts';
import { revokeSessions, sessionIdForToken } from '../auth/session.service.js';
import type { SessionTable } from '../accounts/accounts.table.js';
import { FIXTURE_PASSWORD } from './fixture-district.js';
import { jsonHeaders, type TestServer } from './test-server.js';

/** The session token a session cookie header carries. */
export const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);

/** Sets instants of the session behind a cookie, as time passing would leave them. */
export const setSessionTimes = (
  server: TestServer,
  cookie: string,
  times: Partial<Pick<SessionTable, 'last_seen_at' | 'expires_at'>>,
) =>
  server.database.db
    .updateTable('sessions')
    .set(times)
    .where('session_id', '=', sessionIdForToken(tokenOf(cookie)))
    .execute();

/** Session instants that end a session with reason `expired`: idle too long, or past its absolute lifetime. */
export const EXPIRING_TIMES = [
  {
    why: 'idle too long',
    times: (server: TestServer) => ({
      last_seen_at: Date.now() - server.config.sessionIdleSeconds * 1000 - 1000,
    }),
  },
  { why: 'past its absolute lifetime', times: () => ({ expires_at: Date.now() - 1 }) },
] as const;

/** Revokes every session of an account, as an administrator would. */
export async function revokeSessionsOf(server: TestServer, username: string) {
  const account = await server.database.db
    .selectFrom('customers')
    .select(['district_id', 'customer_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await revokeSessions(server.database.db, account.district_id, account.customer_id);
}

/** Marks an account as no longer valid, as the roster feed would. */
export const invalidateAccount = (server: TestServer, username: string) =>
  server.database.db
    .updateTable('customers')
    .set({ valid: false })
    .where('username', '=', username)
    .execute();

/** Changes the signed-in caller's password from the fixture password to `newPassword`. */
export const changePassword = (server: TestServer, cookie: string, newPassword: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password',
    headers: { ...jsonHeaders, cookie },
    payload: { current_password: FIXTURE_PASSWORD, new_password: newPassword },
  });

/** Audit log entries, oldest first; `action`, `outcome` or `target` narrow them. */
export function auditEntries(
  server: TestServer,
  narrow: { action?: string; outcome?: string; target?: string } = {},
) {
  let query = server.database.db.selectFrom('audit_log').selectAll().orderBy('audit_id');
  if (narrow.action !== undefined) query = query.where('action', '=', narrow.action);
  if (narrow.outcome !== undefined) query = query.where('outcome', '=', narrow.outcome);
  if (narrow.target !== undefined) query = query.where('target', '=', narrow.target);
  return query.execute();
}

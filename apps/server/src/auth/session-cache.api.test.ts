/**
 * The per-session actor cache (session.service.ts) must not weaken any session rule: a session that was just
 * used (and so is cached) still ends at once when it expires, is revoked, logged out or reset, or when its
 * account stops being valid, and the idle and absolute limits still hold by the clock alone.
 */
import { describe, expect, it } from 'vitest';
import {
  changePassword,
  EXPIRING_TIMES,
  invalidateAccount,
  revokeSessionsOf,
  setSessionTimes,
  tokenOf,
} from '../testing/session-actions.js';
import { jsonHeaders, login } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';
import { authenticateToken, sessionIdForToken } from './session.service.js';

const server = useTestServer();

const ping = (cookie: string) => server.app.inject({ method: 'GET', url: '/ping', headers: { cookie } });

/** Signs in and uses the session twice, so its actor is cached. */
async function warmSession(username: string) {
  const cookie = await login(server.app, username);
  expect((await ping(cookie)).statusCode).toBe(200);
  expect((await ping(cookie)).statusCode).toBe(200);
  return cookie;
}

describe('a session used a moment ago', () => {
  for (const { why, times } of EXPIRING_TIMES)
    it(`ends at once when it is ${why}`, async () => {
      const cookie = await warmSession(server.home.logins.teacher);
      await setSessionTimes(server, cookie, times(server));
      const response = await ping(cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().apiError.reason).toBe('expired');
    });

  it('ends at once when revoked, logged out, or its account is no longer valid', async () => {
    const revoked = await warmSession(server.home.logins.schoolAdmin);
    await revokeSessionsOf(server, server.home.logins.schoolAdmin);
    expect((await ping(revoked)).json().apiError.reason).toBe('revoked');

    const out = await warmSession(server.home.logins.districtAdmin);
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...jsonHeaders, cookie: out },
    });
    expect((await ping(out)).statusCode).toBe(401);

    const invalid = await warmSession(server.foreign.logins.guardian);
    await invalidateAccount(server, server.foreign.logins.guardian);
    expect((await ping(invalid)).json().apiError.reason).toBe('session_unauthorized');
  });

  it('ends at once when the password changes in another session', async () => {
    const username = server.foreign.logins.teacher;
    const other = await warmSession(username);
    const current = await login(server.app, username);
    expect((await changePassword(server, current, 'another-new-password')).statusCode).toBe(200);
    expect((await ping(other)).json().apiError.reason).toBe('reset');
    expect((await ping(current)).statusCode).toBe(200);
  });

  it('still expires by the clock alone: idle and absolute limits are checked against the cached instants', async () => {
    const cookie = await warmSession(server.home.logins.guardian);
    const token = tokenOf(cookie);
    const db = server.database.db;
    const row = await db
      .selectFrom('sessions')
      .selectAll()
      .where('session_id', '=', sessionIdForToken(token))
      .executeTakeFirstOrThrow();
    const now = row.last_seen_at + 1000;
    await expect(authenticateToken(db, token, server.config, now)).resolves.toMatchObject({
      username: server.home.logins.guardian,
    });
    await expect(
      authenticateToken(
        db,
        token,
        server.config,
        row.last_seen_at + server.config.sessionIdleSeconds * 1000 + 1,
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
    const again = await warmSession(server.home.logins.guardian);
    const againRow = await db
      .selectFrom('sessions')
      .selectAll()
      .where('session_id', '=', sessionIdForToken(tokenOf(again)))
      .executeTakeFirstOrThrow();
    await expect(
      authenticateToken(db, tokenOf(again), { sessionIdleSeconds: 10 ** 9 }, againRow.expires_at),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});

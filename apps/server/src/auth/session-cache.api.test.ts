/**
 * The per-session actor cache (session.service.ts) must not weaken any session rule: a session that was just
 * used (and so is cached) still ends at once when it expires, is revoked, logged out or reset, or when its
 * account stops being valid, and the idle and absolute limits still hold by the clock alone.
 */
import { SESSION_COOKIE } from '@dash/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from '../testing/fixture-district.js';
import { createTestServer, jsonHeaders, login, type TestServer } from '../testing/test-server.js';
import { authenticateToken, revokeSessions, sessionIdForToken } from './session.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);
const ping = (cookie: string) => server.app.inject({ method: 'GET', url: '/ping', headers: { cookie } });
const sessionRow = (cookie: string) =>
  server.database.db.updateTable('sessions').where('session_id', '=', sessionIdForToken(tokenOf(cookie)));

/** Signs in and uses the session twice, so its actor is cached. */
async function warmSession(username: string) {
  const cookie = await login(server.app, username);
  expect((await ping(cookie)).statusCode).toBe(200);
  expect((await ping(cookie)).statusCode).toBe(200);
  return cookie;
}

describe('a session used a moment ago', () => {
  it('ends at once when its absolute lifetime is set to the past', async () => {
    const cookie = await warmSession(server.home.logins.teacher);
    await sessionRow(cookie)
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const response = await ping(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().apiError.reason).toBe('expired');
  });

  it('ends at once when it has been idle too long', async () => {
    const cookie = await warmSession(server.home.logins.teacher);
    await sessionRow(cookie)
      .set({ last_seen_at: Date.now() - server.config.sessionIdleSeconds * 1000 - 1000 })
      .execute();
    const response = await ping(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().apiError.reason).toBe('expired');
  });

  it('ends at once when revoked, logged out, or its account is no longer valid', async () => {
    const revoked = await warmSession(server.home.logins.schoolAdmin);
    const account = await server.database.db
      .selectFrom('customers')
      .select(['district_id', 'customer_id'])
      .where('username', '=', server.home.logins.schoolAdmin)
      .executeTakeFirstOrThrow();
    await revokeSessions(server.database.db, account.district_id, account.customer_id);
    expect((await ping(revoked)).json().apiError.reason).toBe('revoked');

    const out = await warmSession(server.home.logins.districtAdmin);
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...jsonHeaders, cookie: out },
    });
    expect((await ping(out)).statusCode).toBe(401);

    const invalid = await warmSession(server.foreign.logins.guardian);
    await server.database.db
      .updateTable('customers')
      .set({ valid: false })
      .where('username', '=', server.foreign.logins.guardian)
      .execute();
    expect((await ping(invalid)).json().apiError.reason).toBe('session_unauthorized');
  });

  it('ends at once when the password changes in another session', async () => {
    const username = server.foreign.logins.teacher;
    const other = await warmSession(username);
    const current = await login(server.app, username);
    const change = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      headers: { ...jsonHeaders, cookie: current },
      payload: { current_password: FIXTURE_PASSWORD, new_password: 'another-new-password' },
    });
    expect(change.statusCode).toBe(200);
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

import { SESSION_COOKIE, customerSchema, type SessionEndReason } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from '../testing/fixture-district.js';
import {
  auditEntries,
  changePassword,
  EXPIRING_TIMES,
  invalidateAccount,
  revokeSessionsOf,
  setSessionTimes,
} from '../testing/session-actions.js';
import { jsonHeaders, login } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';

const server = useTestServer();

const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A request on an ended session: 403 with the reason the web app turns into its /logout page. */
function expectEnded(response: Awaited<ReturnType<typeof get>>, reason: SessionEndReason) {
  expect(response.statusCode).toBe(403);
  expect(response.json().apiError.reason).toBe(reason);
}

describe('login', () => {
  it('signs in with argon2id-hashed credentials and sets a HttpOnly SameSite cookie', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: jsonHeaders,
      payload: { username: server.home.logins.teacher, password: FIXTURE_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { default_url: '/home' } });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await server.database.db
      .selectFrom('customers')
      .select('password_hash')
      .where('username', '=', server.home.logins.teacher)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses a wrong password with a message and audits it without the password', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: jsonHeaders,
      payload: { username: server.home.logins.guardian, password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().apiError.message).toMatch(/do not match/);
    const audit = await auditEntries(server, { action: 'login', outcome: 'failure' });
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain('not-the-password');
  });

  it('answers a missing field with a 400 naming it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: jsonHeaders,
      payload: { username: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().apiError).toMatchObject({
      errorType: 'VALIDATION',
      message: expect.stringContaining('password'),
    });
  });

  it('refuses state changes without the X-Requested-With header', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: { username: server.home.logins.teacher, password: FIXTURE_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().apiError.message).toContain('X-Requested-With');
  });

  it('throttles an account after repeated failures, even with the right password', async () => {
    const username = server.home.logins.schoolAdmin;
    for (let i = 0; i < 5; i++) {
      const r = await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { ...jsonHeaders, 'x-forwarded-for': `10.0.0.${i}` },
        payload: { username, password: 'wrong' },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: jsonHeaders,
      payload: { username, password: FIXTURE_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().apiError.errorType).toBe('RATE_LIMITED');
  });
});

describe('session', () => {
  it('gives the Customer of spec §3 with role and landing', async () => {
    const cookie = await login(server.app, server.home.logins.teacher);
    const response = await get('/n/customer_info', cookie);
    expect(response.statusCode).toBe(200);
    const customer = customerSchema.parse(response.json().data);
    expect(customer).toMatchObject({
      role: 'teacher',
      isAdmin: false,
      district_id: 11,
      default_url: '/home',
    });
    expect(customer.classroom_ids).toContain(server.home.ids.ownClassroomId);
    expect(customer.policy.district!.show).toBe(false);
    expect(customer.policy.classroom!.show).toBe(true);
  });

  it('lands each role on its page', async () => {
    const landing = async (username: string) =>
      (await get('/n/customer_info', await login(server.app, username))).json().data.default_url;
    expect(await landing(server.home.logins.districtAdmin)).toBe('/reports');
    expect(await landing(server.home.logins.guardian)).toBe(
      `/district/11/guardian/${server.home.ids.guardianCustomerId}`,
    );
  });

  it('answers 401 without a session, and /healthz without one', async () => {
    expect((await get('/n/customer_info')).statusCode).toBe(401);
    expect((await get('/ping')).statusCode).toBe(401);
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
  });

  it('logout ends the session server-side', async () => {
    const cookie = await login(server.app, server.home.logins.teacher);
    expect((await get('/ping', cookie)).statusCode).toBe(200);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...jsonHeaders, cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await get('/ping', cookie)).statusCode).toBe(401);
  });

  for (const { why, times } of EXPIRING_TIMES)
    it(`expires a session ${why} with reason expired`, async () => {
      const cookie = await login(server.app, server.home.logins.teacher);
      await setSessionTimes(server, cookie, times(server));
      expectEnded(await get('/n/customer_info', cookie), 'expired');
    });

  it('answers revoked sessions with reason revoked', async () => {
    const cookie = await login(server.app, server.home.logins.teacher);
    await revokeSessionsOf(server, server.home.logins.teacher);
    expectEnded(await get('/ping', cookie), 'revoked');
  });

  it('a password change ends the other sessions with reason reset and keeps the current one', async () => {
    const username = server.foreign.logins.teacher;
    const other = await login(server.app, username);
    const current = await login(server.app, username);
    expect((await changePassword(server, current, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await get('/ping', current)).statusCode).toBe(200);
    expectEnded(await get('/ping', other), 'reset');
    await login(server.app, username, 'a-brand-new-password');
  });

  it('ends the session of an account that is no longer valid with session_unauthorized', async () => {
    const cookie = await login(server.app, server.foreign.logins.guardian);
    await invalidateAccount(server, server.foreign.logins.guardian);
    expectEnded(await get('/ping', cookie), 'session_unauthorized');
  });
});

describe('response headers', () => {
  it('sets CSP, nosniff, frame-ancestors and no-store on API answers', async () => {
    const response = await get('/n/customer_info');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers bad JSON and unknown API paths with the error envelope, not a stack trace', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: jsonHeaders,
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apiError.message).toBe('The request body is not valid JSON.');
    const missing = await get('/r/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().apiError.errorType).toBe('NOT_FOUND');
    expect(missing.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

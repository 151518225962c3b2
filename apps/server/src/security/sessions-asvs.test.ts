/**
 * OWASP ASVS 5.0 chapters 6 (authentication) and 7 (session management) at level 2, for what
 * auth/auth.api.test.ts does not already cover: token entropy and source, audit entries and their
 * contents, throttling per address, CSRF on every state-changing route, headers on every route.
 */
import { readFileSync } from 'node:fs';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  SESSION_COOKIE,
} from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../routes.js';
import { FIXTURE_PASSWORD } from '../testing/fixture-district.js';
import { auditEntries, changePassword, tokenOf } from '../testing/session-actions.js';
import { jsonHeaders, login, sampleUrlFor } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { RouteDefinition } from '../http/route.js';

const server = useTestServer({ signIn: ['districtAdmin'] });
const auditRows = () => auditEntries(server);

const urlFor = (route: RouteDefinition) => sampleUrlFor(route.url, server.home);

describe('session tokens (ASVS 7.2)', () => {
  it('are at least 128 bits, all different, and look uniformly random', async () => {
    const tokens: Buffer[] = [];
    for (let i = 0; i < 12; i++)
      tokens.push(Buffer.from(tokenOf(await login(server.app, server.home.logins.teacher)), 'base64url'));
    for (const token of tokens) expect(token.length * 8).toBeGreaterThanOrEqual(128);
    expect(new Set(tokens.map((t) => t.toString('hex'))).size).toBe(tokens.length);
    const bits = tokens.flatMap((t) =>
      [...t].flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> i) & 1)),
    );
    const ones = bits.reduce((sum, bit) => sum + bit, 0) / bits.length;
    expect(ones).toBeGreaterThan(0.42);
    expect(ones).toBeLessThan(0.58);
  });

  it('come from the platform CSPRNG, and only their hash is stored', async () => {
    const source = readFileSync(new URL('../auth/session.service.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/import \{[^}]*randomBytes[^}]*\} from 'node:crypto'/);
    expect(source).not.toMatch(/Math\.random/);
    const token = tokenOf(await login(server.app, server.home.logins.teacher));
    const stored = await server.database.db.selectFrom('sessions').select('session_id').execute();
    expect(stored.some((row) => row.session_id === token)).toBe(false);
  });

  it('parallel requests of one session all succeed when the session is due for a touch', async () => {
    const cookie = await login(server.app, server.home.logins.schoolAdmin);
    for (let round = 0; round < 3; round++) {
      await server.database.db
        .updateTable('sessions')
        .set({ last_seen_at: Date.now() - 61_000 })
        .where('ended_at', 'is', null)
        .execute();
      const url = `/n/districts/${server.home.districtId}/schools`;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => server.app.inject({ method: 'GET', url, headers: { cookie } })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    }
  });
});

describe('audit log (ASVS 16 via 6.3, 7.4)', () => {
  it('records logins, failed logins and password changes without any password, token or cookie', async () => {
    const wrong = 'Wrong-Password-Marker-91';
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: jsonHeaders,
      payload: { username: server.home.logins.guardian, password: wrong },
    });
    const cookie = await login(server.app, server.home.logins.guardian);
    expect((await changePassword(server, cookie, FIXTURE_PASSWORD)).statusCode).toBe(200);
    const rows = await auditRows();
    const guardianRows = rows.filter((r) => r.action === 'login' || r.action === 'password_changed');
    expect(guardianRows.some((r) => r.action === 'login' && r.outcome === 'success')).toBe(true);
    expect(guardianRows.some((r) => r.action === 'login' && r.outcome === 'failure')).toBe(true);
    expect(guardianRows.some((r) => r.action === 'password_changed')).toBe(true);
    const text = JSON.stringify(rows);
    for (const secret of [
      wrong,
      FIXTURE_PASSWORD,
      tokenOf(cookie),
      tokenOf(server.cookies.districtAdmin),
      SESSION_COOKIE,
    ])
      expect(text).not.toContain(secret);
  });

  it('records a failed authorization with who, what and from where', async () => {
    const teacher = await login(server.app, server.home.logins.teacher);
    const before = (await auditRows()).length;
    const url = `/n/districts/${server.foreign.districtId}/students`;
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { cookie: teacher },
      remoteAddress: '10.20.30.40',
    });
    expect(response.statusCode).toBe(403);
    const added = (await auditRows()).slice(before);
    expect(added).toEqual([
      expect.objectContaining({
        action: 'authorization',
        outcome: 'denied',
        district_id: server.home.districtId,
        ip: '10.20.30.40',
        target: `district:${server.foreign.districtId}`,
      }),
    ]);
    expect(added[0]!.customer_id).not.toBeNull();
  });

  it('records every export of student data: each answer that is a CSV file adds one export entry', async () => {
    const offering = allRoutes.filter((route) => {
      const shape = (route.query as { shape?: Record<string, unknown> } | undefined)?.shape;
      return route.method === 'GET' && shape !== undefined && 'format' in shape;
    });
    let exports = 0;
    for (const route of offering) {
      const before = (await auditRows()).length;
      const response = await server.app.inject({
        method: 'GET',
        url: `${urlFor(route)}?format=csv`,
        headers: { cookie: server.cookies.districtAdmin },
      });
      expect(response.statusCode, route.url).toBe(200);
      const added = (await auditRows()).slice(before).filter((row) => row.action === 'export');
      const isCsv = String(response.headers['content-type']).startsWith('text/csv');
      expect(added, `${route.url} export audited`).toHaveLength(isCsv ? 1 : 0);
      if (isCsv) {
        exports++;
        expect(added[0]).toMatchObject({ district_id: server.home.districtId, outcome: 'success' });
        expect(added[0]!.customer_id).not.toBeNull();
        expect(JSON.stringify(added)).not.toContain(tokenOf(server.cookies.districtAdmin));
      }
    }
    console.log(`export audit: ${exports} CSV export route(s) checked`);
  });
});

describe('login throttling per address (ASVS 6.3.1)', () => {
  it('refuses logins from an address after too many failures across accounts, and not from others', async () => {
    const address = '10.99.0.7';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: jsonHeaders,
        remoteAddress: address,
        payload: { username: `nobody-${i}@fixture.test`, password: 'wrong-password' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: jsonHeaders,
      remoteAddress: address,
      payload: { username: server.home.logins.schoolAdmin, password: FIXTURE_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().apiError.message).toMatch(/Try again/);
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: jsonHeaders,
      remoteAddress: '10.99.0.8',
      payload: { username: server.home.logins.schoolAdmin, password: FIXTURE_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('CSRF (ASVS 3.5)', () => {
  it('every state-changing cookie route refuses a request without the header, even signed in', async () => {
    const changing = allRoutes.filter((route) => route.method !== 'GET');
    expect(changing.length).toBeGreaterThan(0);
    for (const route of changing) {
      const response = await server.app.inject({
        method: route.method,
        url: urlFor(route),
        headers: { 'content-type': 'application/json', cookie: server.cookies.districtAdmin },
        payload: '{}',
      });
      if (route.policy.access === 'ingest') {
        // Bearer-key routes take no cookie, so a forged cross-site request carries no credential.
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      } else {
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().apiError.message).toContain(CSRF_HEADER_VALUE);
      }
    }
  });
});

describe('response headers (ASVS 3.4)', () => {
  it('every route, answered or refused, carries the security headers and no-store', async () => {
    const probes = allRoutes.flatMap((route) => [
      { route, cookie: server.cookies.districtAdmin },
      { route, cookie: undefined },
    ]);
    probes.push({
      route: { ...allRoutes[0]!, url: '/api/v1/no-such-route' },
      cookie: server.cookies.districtAdmin,
    });
    probes.push({
      route: { ...allRoutes[0]!, url: '/n/districts/%zz/schools' },
      cookie: server.cookies.districtAdmin,
    });
    for (const { route, cookie } of probes) {
      const headers: Record<string, string> = {
        ...(route.method === 'GET' ? {} : { ...jsonHeaders }),
        ...(cookie ? { cookie } : {}),
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
      };
      const response = await server.app.inject({
        method: route.method,
        url: urlFor(route),
        headers,
        payload: route.method === 'GET' ? undefined : '{}',
      });
      const where = `${route.method} ${route.url} (${cookie ? 'signed in' : 'anonymous'}) ${response.statusCode}`;
      expect(response.headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['x-frame-options'], where).toBe('DENY');
      expect(response.headers['referrer-policy'], where).toBe('same-origin');
      expect(response.headers['cache-control'], where).toBe('no-store');
      expect(response.headers['x-powered-by'], where).toBeUndefined();
    }
    // The logout probe ended the admin session; later tests sign in again.
    server.cookies.districtAdmin = await login(server.app, server.home.logins.districtAdmin);
  });
});

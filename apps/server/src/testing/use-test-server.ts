import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config/config.js';
import type { FixtureDistrict } from './fixture-district.js';
import { createTestServer, jsonHeaders, login, type TestServer } from './test-server.js';

/** The home district's fixed logins a test may sign in as. */
export type FixtureRole = keyof FixtureDistrict['logins'];
export const FIXTURE_ROLES = ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] as const;

export interface SharedTestServer<R extends FixtureRole> extends TestServer {
  /** Session cookies of the callers signed in before the tests; a test may replace one. */
  cookies: Record<R, string>;
  /** GET as one of the signed-in callers. */
  getAs(url: string, role: R): Promise<LightMyRequestResponse>;
  /** A state-changing JSON request (with the CSRF header) as one of the signed-in callers. */
  sendAs(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: object,
    role: R,
  ): Promise<LightMyRequestResponse>;
}

const SERVER_PARTS = ['app', 'ctx', 'database', 'config', 'home', 'foreign', 'close'] as const;

/**
 * The test server of one test file: started before its tests with `createTestServer(config)`, then `prepare`
 * (fixture events, account settings), then the `signIn` callers of the home district signed in; closed after
 * the tests. Its parts (`app`, `home`, …) are read once it has started, that is inside hooks and tests.
 */
export function useTestServer<R extends FixtureRole = never>(
  options: {
    signIn?: readonly R[];
    prepare?: () => Promise<void>;
    config?: Partial<Config>;
  } = {},
): SharedTestServer<R> {
  let started: TestServer | undefined;
  const current = () => {
    if (!started) throw new Error('the test server is read before beforeAll has started it');
    return started;
  };
  const cookies = {} as Record<R, string>;
  beforeAll(async () => {
    started = await createTestServer(options.config);
    await options.prepare?.();
    for (const role of options.signIn ?? [])
      cookies[role] = await login(started.app, started.home.logins[role]);
  });
  afterAll(() => started?.close());
  const server = {
    cookies,
    getAs: (url: string, role: R) =>
      current().app.inject({ method: 'GET', url, headers: { cookie: cookies[role] } }),
    sendAs: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, role: R) =>
      current().app.inject({ method, url, payload, headers: { ...jsonHeaders, cookie: cookies[role] } }),
  } as SharedTestServer<R>;
  for (const part of SERVER_PARTS) Object.defineProperty(server, part, { get: () => current()[part] });
  return server;
}

/** Sets whether the fixture callers `roles` read growth as a percent or as fractions (their account setting). */
export async function setGrowthAsPercentage(
  server: TestServer,
  roles: readonly FixtureRole[],
  growthAsPercentage: boolean,
) {
  if (roles.length === 0) return;
  await server.database.db
    .updateTable('customers')
    .set({ growth_as_percentage: growthAsPercentage })
    .where(
      'username',
      'in',
      roles.map((role) => server.home.logins[role]),
    )
    .execute();
}

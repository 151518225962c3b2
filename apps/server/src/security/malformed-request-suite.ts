/**
 * Sends at least MIN_PER_ROUTE generated malformed requests to every route of `allRoutes` as a caller
 * who passes authentication (so validation and handlers are reached) and asserts: no 5xx, and every 4xx
 * carries the error envelope with a message. The routes are shared out among `bad-input-*.test.ts` files
 * (every `parts`-th route), so that test workers send them side by side; vitest.config.ts starts those files first.
 */
import { randomBytes } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@dash/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../http/route.js';
import { setIngestKey } from '../ingest/ingest-key.js';
import { allRoutes } from '../routes.js';
import { login, sampleUrlFor } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';
import { sampleFromSchema, type Json } from './json-samples.js';
import { generateMalformedRequests } from './malformed-requests.js';

const MIN_PER_ROUTE = Number(process.env.BAD_INPUT_PER_ROUTE ?? 200);
const SEED = 20260701;
/** Requests in flight at once; password checks (argon2) dominate otherwise. */
const CONCURRENCY = 8;

/** The suite over every `parts`-th route of `allRoutes`, starting at `part` (0-based). */
export function malformedRequestSuite(part: number, parts: number) {
  const ingestKey = `fuzz-${randomBytes(12).toString('hex')}`;
  const totals = { sent: 0, serverErrors: 0, messageless: 0 };

  const server = useTestServer({
    signIn: ['districtAdmin'],
    prepare: async () => {
      await setIngestKey(server.database.db, server.home.districtId, ingestKey);
    },
  });
  afterAll(async () => {
    console.log(
      `bad input: malformed requests sent: ${totals.sent}, 5xx: ${totals.serverErrors}, 4xx without a message: ${totals.messageless}`,
    );
  });

  /** Valid bodies for routes whose schema alone does not give a useful starting point; never the real password. */
  function sampleBodyFor(route: RouteDefinition): Json {
    const ids = server.home.ids;
    switch (`${route.method} ${route.url}`) {
      case 'POST /api/v1/auth/login':
        return { username: 'nobody@fixture.test', password: 'not-the-password' };
      case 'POST /api/v1/auth/password':
        return { current_password: 'not-the-password', new_password: 'another-long-password' };
      case 'POST /api/v1/events':
        return {
          events: [
            {
              uid: 'fuzz-1',
              student_id: ids.ownStudentId,
              event_code: 300,
              timestamp: Date.UTC(2026, 5, 1),
              label: 'Badge',
            },
            {
              uid: 'fuzz-2',
              student_id: ids.ownStudentId,
              event_code: 110,
              timestamp: Date.UTC(2026, 5, 1),
              lesson_slot_id: 1,
              lesson_passed: true,
              total_lesson_time: 60_000,
            },
          ],
        };
      default:
        return sampleFromSchema(route.body);
    }
  }

  /** The route's path with the caller's own objects filled in (the generator adds its own query strings). */
  const validUrlFor = (route: RouteDefinition) => sampleUrlFor(route.url, server.home).split('?')[0]!;

  function callerHeaders(route: RouteDefinition): Record<string, string> {
    switch (route.policy.access) {
      case 'public':
        return {};
      case 'ingest':
        return { authorization: `Bearer ${ingestKey}` };
      default:
        return { cookie: server.cookies.districtAdmin };
    }
  }

  // The printables' routes render a PDF for each request that passes validation, tens of times the work of any
  // other route's answer; they are dealt out first, so that each part gets its share of them.
  const rendersPdf = (route: RouteDefinition) => route.url.startsWith('/m/print/');
  const routes = allRoutes
    .map((route, index) => ({ route, index }))
    .sort((a, b) => Number(rendersPdf(b.route)) - Number(rendersPdf(a.route)))
    .filter((_, position) => position % parts === part);

  describe(`malformed requests, part ${part + 1} of ${parts}`, () => {
    it.each(routes.map(({ route, index }) => [`${route.method} ${route.url}`, route, index] as const))(
      '%s',
      { timeout: 180_000 },
      async (_key, route, index) => {
        const requests = generateMalformedRequests({
          route,
          validUrl: validUrlFor(route),
          sampleBody: sampleBodyFor(route),
          seed: SEED + route.url.length,
          minimum: MIN_PER_ROUTE,
        });
        expect(requests.length).toBeGreaterThanOrEqual(MIN_PER_ROUTE);
        const problems: string[] = [];
        // Each route from its own address, so the login throttle of one route's run does not spill into the next.
        const remoteAddress = `10.77.${index}.1`;
        const check = async (request: (typeof requests)[number]) => {
          const headers: Record<string, string> = {
            ...callerHeaders(route),
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
          };
          if (request.contentType) headers['content-type'] = request.contentType;
          const response = await server.app.inject({
            method: route.method,
            url: request.url,
            headers,
            payload: request.payload,
            remoteAddress,
          });
          totals.sent++;
          if (response.statusCode >= 500) {
            totals.serverErrors++;
            problems.push(`${request.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          } else if (response.statusCode >= 400) {
            let message: unknown;
            try {
              message = response.json().apiError?.message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || message.trim() === '') {
              totals.messageless++;
              problems.push(
                `${request.label}: ${response.statusCode} without a message: ${response.body.slice(0, 200)}`,
              );
            }
          }
          return response.statusCode;
        };
        for (let i = 0; i < requests.length; i += CONCURRENCY) {
          const statuses = await Promise.all(requests.slice(i, i + CONCURRENCY).map(check));
          // A state change that went through (e.g. a password change) may end the session the run uses.
          if (route.policy.access === 'session' && route.method !== 'GET' && statuses.some((s) => s < 300)) {
            server.cookies.districtAdmin = await login(server.app, server.home.logins.districtAdmin);
          }
        }
        expect(problems).toEqual([]);
      },
    );

    it('sent no request that was answered with a 5xx', () => {
      expect(totals.sent).toBeGreaterThanOrEqual(MIN_PER_ROUTE * routes.length);
      expect(totals.serverErrors).toBe(0);
    });
  });
}

/**
 * Walks `allRoutes` at test time and asserts every cell of access-matrix.ts: caller × object relation →
 * allow or refuse, on single reads and on lists (a list never holds a row it should not, nor any row of
 * another district). A route without an entry fails.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { setIngestKey } from '../ingest/ingest-key.js';
import type { RouteDefinition } from '../http/route.js';
import { allRoutes } from '../routes.js';
import { FIXTURE_PASSWORD } from '../testing/fixture-district.js';
import { jsonHeaders, login, MATRIX_ASSIGNMENT_IDS } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';
import {
  CALLERS,
  LIST_VISIBILITY,
  OBJECT_ACCESS,
  RELATIONS,
  RELATIONS_OF,
  type Caller,
  type ListOutcome,
  type Outcome,
  type Relation,
} from './access-matrix.js';
import { findForeignIds } from './foreign-rows.js';
import { COUNTED_LISTS, fetchListsAs, filterIdsOf, listCountMismatches } from './list-counts.js';
import { idsFor, urlFor } from './matrix-targets.js';
import { seedMatrixAssignments } from '../testing/assignment-fixtures.js';
import type { BodyContext, MatrixEntry } from './matrix-entry.js';
import { ROUTE_MATRIX } from './route-matrix.js';

const cookies = new Map<Caller, string>();
const ingestKeys = {
  home: `home-${randomBytes(12).toString('hex')}`,
  foreign: `foreign-${randomBytes(12).toString('hex')}`,
};
const counts = { planned: 0, asserted: 0 };

const routeKey = (route: Pick<RouteDefinition, 'method' | 'url'>) => `${route.method} ${route.url}`;

async function signIn(caller: Caller): Promise<void> {
  if (caller === 'anonymous') return;
  const username =
    caller === 'foreignAdmin' ? server.foreign.logins.districtAdmin : server.home.logins[caller];
  cookies.set(caller, await login(server.app, username));
}

const server = useTestServer({
  prepare: async () => {
    for (const caller of CALLERS) await signIn(caller);
    await setIngestKey(server.database.db, server.home.districtId, ingestKeys.home);
    await setIngestKey(server.database.db, server.foreign.districtId, ingestKeys.foreign);
    await seedMatrixAssignments(server);
  },
});
afterAll(async () => {
  console.log(`authorization matrix: ${counts.asserted} of ${counts.planned} cells asserted`);
});

const bodyContext = (relation: Relation = 'own'): BodyContext => ({
  teacherLogin: { username: server.home.logins.teacher, password: FIXTURE_PASSWORD },
  password: FIXTURE_PASSWORD,
  objects: idsFor(server, relation),
  assignmentId: MATRIX_ASSIGNMENT_IDS[relation],
});

function send(
  route: RouteDefinition,
  caller: Caller,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
  multipart?: { payload: Buffer; contentType: string },
) {
  const cookie = cookies.get(caller);
  const headers: Record<string, string> = {
    ...(route.method === 'GET' ? {} : jsonHeaders),
    ...(cookie ? { cookie } : {}),
    ...(multipart ? { 'content-type': multipart.contentType } : {}),
    ...extraHeaders,
  };
  return server.app.inject({
    method: route.method,
    url,
    headers,
    payload: route.method === 'GET' ? undefined : (multipart?.payload ?? JSON.stringify(body ?? {})),
  });
}

const STATUS_OF: Record<Exclude<Outcome, 'allow'>, number> = { refuse: 403, signIn: 401 };

/** One cell: returns a description of the mismatch, or null when the answer is the expected one. */
function judge(response: LightMyRequestResponse, expected: Outcome, districtId: number): string | null {
  const status = response.statusCode;
  if (expected === 'allow') {
    // A redirect within the site (the PD course link) reaches the route as a 2xx does; never one off the site.
    const location = String(response.headers.location ?? '');
    if (status >= 300 && status <= 399 && /^\/(?![/\\])/.test(location)) return null;
    if (status < 200 || status > 299) return `expected 2xx, got ${status} ${response.body.slice(0, 160)}`;
    const foreign = findForeignIds(safeJson(response), districtId);
    return foreign.length ? `answer holds rows of another district: ${foreign.slice(0, 5).join(', ')}` : null;
  }
  if (status !== STATUS_OF[expected])
    return `expected ${STATUS_OF[expected]}, got ${status} ${response.body.slice(0, 160)}`;
  return response.json().apiError?.message ? null : 'refusal without a message';
}

function safeJson(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return null;
  }
}

type Cell = { caller: string; relation: string; run: () => Promise<string | null> };

function cellsOf(route: RouteDefinition, entry: MatrixEntry): Cell[] {
  switch (entry.scope) {
    case 'none':
      return CALLERS.map((caller) => ({
        caller,
        relation: 'none',
        run: async () => {
          const response = await send(
            route,
            caller,
            urlFor(server, route, 'own', entry.query),
            entry.body?.(bodyContext()),
          );
          const callerDistrict =
            caller === 'foreignAdmin' ? server.foreign.districtId : server.home.districtId;
          const verdict = judge(response, entry.expected[caller], callerDistrict);
          if (entry.endsSessions) await signIn(caller);
          return verdict;
        },
      }));
    case 'object':
      return CALLERS.flatMap((caller) =>
        RELATIONS_OF[entry.kind].map((relation) => ({
          caller,
          relation,
          run: async () => {
            const expected =
              entry.except?.[caller]?.[relation] ?? OBJECT_ACCESS[entry.kind][caller][relation];
            await entry.before?.(server.database.db);
            const response = await send(
              route,
              caller,
              urlFor(server, route, relation, entry.query),
              entry.body?.(bodyContext(relation)),
              {},
              entry.multipart?.(),
            );
            return judge(response, expected, idsFor(server, relation).districtId);
          },
        })),
      );
    case 'list':
      return CALLERS.flatMap((caller) =>
        RELATIONS.map((relation) => ({
          caller,
          relation,
          run: async () => {
            const expected: ListOutcome =
              entry.except?.[caller]?.[relation] ?? LIST_VISIBILITY[entry.rows][caller][relation];
            const { districtId, [entry.rows]: rowId } = idsFor(server, relation);
            const response = await send(route, caller, urlFor(server, route, relation));
            if (expected === 'refuse' || expected === 'signIn') return judge(response, expected, districtId);
            const problem = judge(response, 'allow', districtId);
            if (problem) return problem;
            const ids = (response.json().data as { id: number }[]).map((r) => r.id);
            if (expected === 'listed' && !ids.includes(rowId)) return `row ${rowId} missing from the list`;
            if (expected === 'hidden' && ids.includes(rowId)) return `row ${rowId} listed but must be hidden`;
            return null;
          },
        })),
      );
    case 'ingest': {
      const request = (studentId: number) =>
        'query' in entry
          ? { url: `${route.url}?${entry.query(studentId)}`, body: undefined }
          : { url: route.url, body: entry.body(studentId, uid()) };
      const cookieCells: Cell[] = CALLERS.map((caller) => ({
        caller,
        relation: 'none',
        run: async () => {
          const { url, body } = request(server.home.ids.ownStudentId);
          return judge(await send(route, caller, url, body), 'signIn', server.home.districtId);
        },
      }));
      const keyCells: Cell[] = (['home', 'foreign'] as const).flatMap((keyOf) =>
        RELATIONS.map((relation) => ({
          caller: `${keyOf} ingest key`,
          relation,
          run: async () => {
            const ownDistrict = (relation === 'foreignDistrict') === (keyOf === 'foreign');
            const studentId = idsFor(server, relation).student;
            const { url, body } = request(studentId);
            const response = await send(route, 'anonymous', url, body, {
              authorization: `Bearer ${ingestKeys[keyOf]}`,
            });
            if (response.statusCode !== 200)
              return `expected 200, got ${response.statusCode} ${response.body.slice(0, 160)}`;
            return 'query' in entry
              ? judgeKeyRead(response.json().data, studentId, ownDistrict, response.body)
              : judgeKeyWrite(response.json().data, ownDistrict, response.body);
          },
        })),
      );
      return [...cookieCells, ...keyCells];
    }
  }
}

/** A key's read lists its own district's student and leaves another district's out. */
function judgeKeyRead(data: { student_id: number }[], studentId: number, ownDistrict: boolean, body: string) {
  const listed = data.some((entry) => entry.student_id === studentId);
  if (ownDistrict && !listed) return `a student of the key's own district is missing: ${body}`;
  if (!ownDistrict && data.length) return `the answer holds another district's student: ${body}`;
  return null;
}

/** A key's write is accepted for its own district's student and rejected for another district's. */
function judgeKeyWrite(data: { accepted: number; rejected: unknown[] }, ownDistrict: boolean, body: string) {
  if (ownDistrict && data.accepted !== 1)
    return `a record of the key's own district was not accepted: ${body}`;
  if (!ownDistrict && (data.accepted !== 0 || data.rejected.length !== 1))
    return `a record of another district was accepted: ${body}`;
  return null;
}

let uidCounter = 0;
const uid = () => `matrix-${Date.now()}-${uidCounter++}`;

// A route's cells run one after another; a print route renders a PDF in each: 20–60 s in all with both cores busy.
describe('authorization matrix', { timeout: 120_000 }, () => {
  it('has an entry for every registered route and none for a route that does not exist', () => {
    const registered = new Set(allRoutes.map(routeKey));
    const missing = [...registered].filter((key) => !(key in ROUTE_MATRIX));
    const stale = Object.keys(ROUTE_MATRIX).filter((key) => !registered.has(key));
    expect(missing, 'routes without matrix entries: add them to security/route-matrix.ts').toEqual([]);
    expect(stale, 'matrix entries for routes that no longer exist').toEqual([]);
  });

  it('names an object kind that matches the policy of object routes, and lists only for district routes', () => {
    for (const route of allRoutes) {
      const entry = ROUTE_MATRIX[routeKey(route)];
      if (!entry) continue;
      const access = route.policy.access;
      if (access === 'object' || access === 'requestObjects')
        expect(entry.scope, routeKey(route)).toBe('object');
      if (access === 'district') expect(['list', 'object'], routeKey(route)).toContain(entry.scope);
      if (access === 'ingest') expect(entry.scope, routeKey(route)).toBe('ingest');
      if (access === 'public' || access === 'session' || access === 'ownAccount')
        expect(entry.scope, routeKey(route)).toBe('none');
    }
  });

  const planned = allRoutes.flatMap((route) => {
    const entry = ROUTE_MATRIX[routeKey(route)];
    return entry ? [{ route, entry }] : [];
  });

  it.each(planned.map((p) => [routeKey(p.route), p] as const))('%s', async (_key, { route, entry }) => {
    const cells = cellsOf(route, entry);
    counts.planned += cells.length;
    const failures: string[] = [];
    for (const cell of cells) {
      const problem = await cell.run();
      if (problem) failures.push(`${cell.caller} × ${cell.relation}: ${problem}`);
      else counts.asserted++;
    }
    expect(failures).toEqual([]);
  });

  it('asserted every cell', () => {
    expect(counts.planned).toBeGreaterThan(0);
    expect(counts.asserted).toBe(counts.planned);
  });
});

/** The home district's signed-in roles: the callers whose lists hold the district's rows and counts. */
const MEMBERS = ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] as const;
const LIST_PREFIX = '/n/districts/:districtId/';

describe('counts in navigation lists', () => {
  it('has a count rule for every list under /n/districts/{id}', () => {
    const lists = allRoutes
      .filter((route) => route.method === 'GET' && route.url.startsWith(LIST_PREFIX))
      .map((route) => route.url.slice(LIST_PREFIX.length));
    expect(lists.sort()).toEqual(Object.keys(COUNTED_LISTS).sort());
  });

  it.each(MEMBERS)('%s: every count covers only rows the same caller lists', async (caller) => {
    const fetchList = fetchListsAs(server, cookies.get(caller)!);
    expect(await listCountMismatches(fetchList, filterIdsOf(server.home.roster))).toEqual([]);
  });
});

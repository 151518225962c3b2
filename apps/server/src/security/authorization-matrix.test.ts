/**
 * Walks `allRoutes` at test time and asserts every cell of access-matrix.ts: caller × object relation →
 * allow or refuse, on single reads and on lists (a list never holds a row it should not, nor any row of
 * another district). A route without an entry fails.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setIngestKey } from '../ingest/ingest-key.js';
import type { RouteDefinition } from '../http/route.js';
import { allRoutes } from '../routes.js';
import { FIXTURE_PASSWORD } from '../testing/fixture-district.js';
import {
  createTestServer,
  jsonHeaders,
  login,
  SAMPLE_STANDARD_ID,
  type TestServer,
} from '../testing/test-server.js';
import {
  CALLERS,
  LIST_VISIBILITY,
  OBJECT_ACCESS,
  RELATIONS,
  RELATIONS_OF,
  ROUTE_MATRIX,
  type BodyContext,
  type Caller,
  type ListOutcome,
  type MatrixEntry,
  type ObjectKind,
  type Outcome,
  type Relation,
} from './access-matrix.js';
import { findForeignIds } from './foreign-rows.js';

let server: TestServer;
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

beforeAll(async () => {
  server = await createTestServer();
  for (const caller of CALLERS) await signIn(caller);
  await setIngestKey(server.database.db, server.home.districtId, ingestKeys.home);
  await setIngestKey(server.database.db, server.foreign.districtId, ingestKeys.foreign);
});
afterAll(async () => {
  console.log(`authorization matrix: ${counts.asserted} of ${counts.planned} cells asserted`);
  await server.close();
});

/** The ids of each kind of object for a relation (see RELATIONS). */
function idsFor(relation: Relation): { districtId: number } & Record<ObjectKind, number> {
  const home = server.home.ids;
  const foreign = server.foreign.ids;
  switch (relation) {
    case 'own':
      return {
        districtId: server.home.districtId,
        district: server.home.districtId,
        grade: 3,
        school: home.ownSchoolId,
        teacher: home.ownTeacherId,
        classroom: home.ownClassroomId,
        student: home.ownStudentId,
        guardian: home.guardianCustomerId,
      };
    case 'sameSchool':
      return {
        districtId: server.home.districtId,
        district: server.home.districtId,
        grade: 3,
        school: home.ownSchoolId,
        teacher: home.sameSchoolTeacherId,
        classroom: home.sameSchoolClassroomId,
        student: home.sameSchoolStudentId,
        guardian: home.guardianCustomerId,
      };
    case 'otherSchool':
      return {
        districtId: server.home.districtId,
        district: server.home.districtId,
        grade: 3,
        school: home.otherSchoolId,
        teacher: home.otherSchoolTeacherId,
        classroom: home.otherSchoolClassroomId,
        student: home.otherSchoolStudentId,
        guardian: home.guardianCustomerId,
      };
    case 'foreignDistrict':
      return {
        districtId: server.foreign.districtId,
        district: server.foreign.districtId,
        grade: 3,
        school: foreign.ownSchoolId,
        teacher: foreign.ownTeacherId,
        classroom: foreign.ownClassroomId,
        student: foreign.ownStudentId,
        guardian: foreign.guardianCustomerId,
      };
  }
}

const PARAM_KIND: Record<string, ObjectKind | 'districtId'> = {
  districtId: 'districtId',
  gradeId: 'grade',
  schoolId: 'school',
  teacherId: 'teacher',
  classroomId: 'classroom',
  studentId: 'student',
  customerId: 'guardian',
};

/** Path parameters that name no roster object: the same value for every relation. */
const FIXED_PARAMS: Record<string, number> = { standardId: SAMPLE_STANDARD_ID };

/** Fills path parameters (and `:names` in the entry's query) with the objects of one relation. */
function urlFor(route: RouteDefinition, relation: Relation, query = ''): string {
  const ids = idsFor(relation);
  return (query ? `${route.url}?${query}` : route.url).replace(/:(\w+)/g, (_, name: string) => {
    if (name in FIXED_PARAMS) return String(FIXED_PARAMS[name]);
    const kind = PARAM_KIND[name];
    if (!kind) throw new Error(`${routeKey(route)}: no fixture object for :${name}; add it to PARAM_KIND`);
    return String(kind === 'districtId' ? ids.districtId : ids[kind]);
  });
}

const bodyContext = (): BodyContext => ({
  teacherLogin: { username: server.home.logins.teacher, password: FIXTURE_PASSWORD },
  password: FIXTURE_PASSWORD,
});

function send(
  route: RouteDefinition,
  caller: Caller,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const cookie = cookies.get(caller);
  const headers: Record<string, string> = {
    ...(route.method === 'GET' ? {} : jsonHeaders),
    ...(cookie ? { cookie } : {}),
    ...extraHeaders,
  };
  return server.app.inject({
    method: route.method,
    url,
    headers,
    payload: route.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
}

const STATUS_OF: Record<Exclude<Outcome, 'allow'>, number> = { refuse: 403, signIn: 401 };

/** One cell: returns a description of the mismatch, or null when the answer is the expected one. */
function judge(response: LightMyRequestResponse, expected: Outcome, districtId: number): string | null {
  const status = response.statusCode;
  if (expected === 'allow') {
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
          const response = await send(route, caller, urlFor(route, 'own'), entry.body?.(bodyContext()));
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
            const response = await send(
              route,
              caller,
              urlFor(route, relation, entry.query),
              entry.body?.(bodyContext()),
            );
            return judge(response, expected, idsFor(relation).districtId);
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
            const { districtId, [entry.rows]: rowId } = idsFor(relation);
            const response = await send(route, caller, urlFor(route, relation));
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
      const cookieCells: Cell[] = CALLERS.map((caller) => ({
        caller,
        relation: 'none',
        run: async () =>
          judge(
            await send(route, caller, route.url, entry.body(server.home.ids.ownStudentId, uid())),
            'signIn',
            server.home.districtId,
          ),
      }));
      const keyCells: Cell[] = (['home', 'foreign'] as const).flatMap((keyOf) =>
        RELATIONS.map((relation) => ({
          caller: `${keyOf} ingest key`,
          relation,
          run: async () => {
            const ownDistrict = (relation === 'foreignDistrict') === (keyOf === 'foreign');
            const response = await send(
              route,
              'anonymous',
              route.url,
              entry.body(idsFor(relation).student, uid()),
              {
                authorization: `Bearer ${ingestKeys[keyOf]}`,
              },
            );
            if (response.statusCode !== 200)
              return `expected 200, got ${response.statusCode} ${response.body.slice(0, 160)}`;
            const { accepted, rejected } = response.json().data as { accepted: number; rejected: unknown[] };
            if (ownDistrict && accepted !== 1)
              return `a record of the key's own district was not accepted: ${response.body}`;
            if (!ownDistrict && (accepted !== 0 || rejected.length !== 1))
              return `a record of another district was accepted: ${response.body}`;
            return null;
          },
        })),
      );
      return [...cookieCells, ...keyCells];
    }
  }
}

let uidCounter = 0;
const uid = () => `matrix-${Date.now()}-${uidCounter++}`;

describe('authorization matrix', () => {
  it('has an entry for every registered route and none for a route that does not exist', () => {
    const registered = new Set(allRoutes.map(routeKey));
    const missing = [...registered].filter((key) => !(key in ROUTE_MATRIX));
    const stale = Object.keys(ROUTE_MATRIX).filter((key) => !registered.has(key));
    expect(missing, 'routes without matrix entries: add them to security/access-matrix.ts').toEqual([]);
    expect(stale, 'matrix entries for routes that no longer exist').toEqual([]);
  });

  it('names an object kind that matches the policy of object routes, and lists only for district routes', () => {
    for (const route of allRoutes) {
      const entry = ROUTE_MATRIX[routeKey(route)];
      if (!entry) continue;
      const access = route.policy.access;
      if (access === 'object') expect(entry.scope, routeKey(route)).toBe('object');
      if (access === 'district') expect(['list', 'object'], routeKey(route)).toContain(entry.scope);
      if (access === 'ingest') expect(entry.scope, routeKey(route)).toBe('ingest');
      if (access === 'public' || access === 'session') expect(entry.scope, routeKey(route)).toBe('none');
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

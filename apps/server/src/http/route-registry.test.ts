import { describe, expect, it } from 'vitest';
import { allRoutes } from '../routes.js';
import { ensureQuantileAssessments } from '../third-party/third-party-fixtures.js';
import { jsonHeaders, login, sampleUrlFor } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { RouteDefinition } from './route.js';

let foreignAdmin: string;
const server = useTestServer({
  prepare: async () => {
    foreignAdmin = await login(server.app, server.foreign.logins.districtAdmin);
    // Both districts hold a Quantile assessment; only the home district an NWEA one, which must not leak.
    await ensureQuantileAssessments(server.database.db);
    await server.database.db
      .insertInto('third_party_assessments')
      .values({
        district_id: server.home.districtId,
        assessment_id: 1,
        name: 'NWEA',
        active: true,
        created_at: 0,
      })
      .execute();
  },
});

const urlFor = (route: RouteDefinition) => sampleUrlFor(route.url, server.home);

const request = (route: RouteDefinition, headers: Record<string, string>) =>
  server.app.inject({
    method: route.method,
    url: urlFor(route),
    headers: route.method === 'GET' ? headers : { ...jsonHeaders, ...headers },
    payload: route.method === 'GET' ? undefined : {},
  });

const KNOWN_ACCESS = new Set([
  'public',
  'session',
  'district',
  'object',
  'requestObjects',
  'ingest',
  'ownAccount',
]);

describe('route registry', () => {
  it('has routes, each with a known policy, a summary and a response schema', () => {
    expect(allRoutes.length).toBeGreaterThan(5);
    for (const route of allRoutes) {
      expect(KNOWN_ACCESS.has(route.policy?.access), `${route.method} ${route.url} policy`).toBe(true);
      expect(route.summary.length, `${route.url} summary`).toBeGreaterThan(10);
      expect(route.response, `${route.url} response schema`).toBeDefined();
    }
  });

  it('routes under a district name it as :districtId and are district- or object-scoped', () => {
    for (const route of allRoutes.filter((r) => r.url.includes(':districtId'))) {
      expect(['district', 'object'], `${route.method} ${route.url}`).toContain(route.policy.access);
    }
  });

  it('refuses anonymous requests to every non-public route', async () => {
    const protectedRoutes = allRoutes.filter((r) => r.policy.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(3);
    for (const route of protectedRoutes) {
      const response = await request(route, {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().apiError.message.length).toBeGreaterThan(5);
    }
  });

  it('refuses a district admin of another district on every route that names a district', async () => {
    const scoped = allRoutes.filter((r) => r.policy.access === 'district' || r.policy.access === 'object');
    expect(scoped.length).toBeGreaterThan(0);
    for (const route of scoped) {
      const response = await request(route, { cookie: foreignAdmin });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lists of the foreign admin hold only their own district’s rows', async () => {
    // The caller's own records (customers/me) and the PD catalogue (/x/district/…: shipped content, the same for
    // every district; the matrix checks who reaches it) are not lists of the district's rows.
    const lists = allRoutes.filter(
      (r) =>
        r.policy.access === 'district' &&
        r.method === 'GET' &&
        !r.url.includes('/customers/me/') &&
        !r.url.startsWith('/x/district/'),
    );
    for (const route of lists) {
      const url = urlFor(route).replace(
        `/districts/${server.home.districtId}/`,
        `/districts/${server.foreign.districtId}/`,
      );
      const response = await server.app.inject({ method: 'GET', url, headers: { cookie: foreignAdmin } });
      expect(response.statusCode, url).toBe(200);
      const data: unknown = response.json().data;
      if (!Array.isArray(data) && 'students' in (data as object)) {
        // The grade-level pace: every student and school it names is one of the foreign district's.
        const pace = data as { students: { id: number; school_id: number }[]; schools: { id: number }[] };
        expect(pace.students.length, url).toBeGreaterThan(0);
        const ids = [...pace.students.flatMap((s) => [s.id, s.school_id]), ...pace.schools.map((s) => s.id)];
        for (const id of ids)
          expect(Math.floor(id / 1_000_000), `${url} id ${id}`).toBe(server.foreign.districtId);
        continue;
      }
      if (!Array.isArray(data)) {
        // A distribution (frequency graph): every item counted is one of the foreign district's.
        const { buckets, no_data_count } = data as { buckets: { count: number }[]; no_data_count: number };
        const counted = buckets.reduce((sum, b) => sum + b.count, no_data_count);
        const items = url.includes('/teachers/')
          ? server.foreign.roster.teachers
          : server.foreign.roster.schools;
        expect(counted, url).toBeGreaterThan(0);
        expect(counted, url).toBeLessThanOrEqual(items.length);
        continue;
      }
      const rows = data as { id: number; student_count?: number; count_students?: number }[];
      expect(rows.length, url).toBeGreaterThan(0);
      if (url.split('?')[0]!.endsWith('/thirdpartyassessments')) {
        // Assessments are numbered within their district: the answer names exactly the foreign district's.
        expect(
          (data as { name: string }[]).map((a) => a.name),
          url,
        ).toEqual(['QUANTILE']);
        continue;
      }
      if (url.split('?')[0]!.endsWith('/grades')) {
        // Grade rows are named by grade number, not by a tenant id: their students must be the foreign district's.
        for (const row of rows) {
          const students = server.foreign.roster.students.filter((s) => s.grade_id === row.id).length;
          expect(row.student_count ?? row.count_students, `${url} grade ${row.id}`).toBe(students);
        }
        continue;
      }
      for (const row of rows)
        expect(Math.floor(row.id / 1_000_000), `${url} row ${row.id}`).toBe(server.foreign.districtId);
    }
  });
});

import { ANALYTICS_MAX_EVENTS_PER_MINUTE, localDay, type DashboardUsageResponse } from '@dash/contracts';
import { parseCsv } from '../testing/parse-csv.js';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';
import { RateWindow } from './rate-window.js';

const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });

const view = (page: string, ms: number, extra: object = {}) => ({
  districtId: server.home.districtId,
  trackingDurationInMs: ms,
  localTimestamp: '2026-01-05T09:30:00-05:00',
  page,
  ...extra,
});

const report = async (query = 'timeframe=7d') => {
  const response = await server.getAs(
    `/r/districts/${server.home.districtId}/dashboard-usage?${query}`,
    'districtAdmin',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DashboardUsageResponse;
};

const teacherId = async () =>
  (
    await server.database.db
      .selectFrom('customers')
      .select('customer_id')
      .where('username', '=', server.home.logins.teacher)
      .executeTakeFirstOrThrow()
  ).customer_id;

describe('analytics events (spec §3, §7 POST /a/events) and the engagement report', () => {
  it('stores an educator’s page views and reads them back per educator, school and page', async () => {
    const before = await report();
    const home = '/home';
    const classroom = '/district/:id/classroom/:id';
    const ids = { schoolId: server.home.ids.ownSchoolId, classroomId: server.home.ids.ownClassroomId };
    for (const [page, ms] of [
      [classroom, 90_000],
      [home, 30_000],
      [classroom, 60_000],
    ] as const) {
      const sent = await server.sendAs('POST', '/a/events', view(page, ms, ids), 'teacher');
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const after = await report();
    const id = await teacherId();
    const row = after.data.educators.find((e) => e.id === id)!;
    const was = before.data.educators.find((e) => e.id === id)!;
    expect(row.role).toBe('teacher');
    expect(row.page_views - was.page_views).toBe(3);
    expect(row.minutes).toBe(Math.round((was.minutes * 60_000 + 180_000) / 60_000));
    expect(Date.now() - Date.parse(row.last_visit!)).toBeLessThan(60_000);
    expect(row.top_pages[0]).toMatchObject({ page: classroom });
    expect(row.school_names.length).toBeGreaterThan(0);

    // The school's figures are its educators' sums; the totals add up over the educators.
    const school = after.data.schools.find((s) => s.school_id === server.home.ids.ownSchoolId)!;
    expect(school.active_educators).toBeGreaterThanOrEqual(1);
    expect(after.totals.page_views).toBe(after.data.educators.reduce((sum, e) => sum + e.page_views, 0));
    expect(after.totals.page_views - before.totals.page_views).toBe(3);
    expect(after.data.pages.map((p) => p.page)).toContain(classroom);
    expect(after.data.educators.some((e) => e.role === 'districtAdmin')).toBe(true);
  });

  it('exports the educators as a CSV in the chosen language, the screen figures row by row', async () => {
    const sent = await server.sendAs('POST', '/a/events', view('/home', 120_000), 'teacher');
    expect(sent.statusCode, sent.body).toBe(200);
    const json = await report();
    for (const [locale, headers, role] of [
      ['en-us', ['First name', 'Role', 'Page views', 'Minutes on pages', 'Last visit'], 'Teacher'],
      ['es-mx', ['Función', 'Páginas vistas', 'Última visita'], 'Docente'],
    ] as const) {
      const response = await server.getAs(
        `/r/districts/${server.home.districtId}/dashboard-usage?timeframe=7d&format=csv&locale=${locale}`,
        'districtAdmin',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toContain('educator-engagement.csv');
      const [header, ...rows] = parseCsv(response.body).rows;
      for (const text of headers) expect(header).toContain(text);
      expect(rows).toHaveLength(json.data.educators.length);
      const id = await teacherId();
      const index = json.data.educators.findIndex((e) => e.id === id);
      const row = json.data.educators[index]!;
      const cells = Object.fromEntries(header!.map((name, i) => [name, rows[index]![i]]));
      expect(cells[header![0]!]).toBe(row.first_name);
      expect(Object.values(cells)).toContain(role);
      expect(Object.values(cells)).toContain(String(row.page_views));
      // The fixture district's time zone.
      expect(Object.values(cells)).toContain(localDay(Date.parse(row.last_visit!), 'America/New_York'));
    }
  });

  it('refuses a guardian, another district and bad input with clear 4xx errors', async () => {
    const guardian = await server.sendAs('POST', '/a/events', view('/home', 1000), 'guardian');
    expect(guardian.statusCode).toBe(403);
    const foreign = await server.sendAs(
      'POST',
      '/a/events',
      view('/home', 1000, { districtId: server.foreign.districtId }),
      'teacher',
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().apiError.message).toMatch(/own district/);

    for (const bad of [
      view('/home', -5),
      view('/home', 5 * 60 * 60 * 1000),
      view('javascript:alert(1)', 1000),
      view('/home', 1000, { localTimestamp: 'yesterday' }),
      view('/home', 1000, { extra: 'field' }),
      { page: '/home' },
    ]) {
      const response = await server.sendAs('POST', '/a/events', bad, 'teacher');
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().apiError.errorType).toBe('VALIDATION');
    }
    const huge = await server.sendAs('POST', '/a/events', view(`/${'a'.repeat(4000)}`, 1), 'teacher');
    expect([400, 413]).toContain(huge.statusCode);
  });

  it('lets only the district admin read the report, and says why a timeframe is bad', async () => {
    const url = `/r/districts/${server.home.districtId}/dashboard-usage`;
    expect((await server.getAs(url, 'schoolAdmin')).statusCode).toBe(403);
    expect((await server.getAs(url, 'teacher')).statusCode).toBe(403);
    const bad = await server.getAs(`${url}?timeframe=banana`, 'districtAdmin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apiError.message).toBeTruthy();
  });

  it('holds one account to a number of page views per minute (429 after that)', async () => {
    const window = new RateWindow(ANALYTICS_MAX_EVENTS_PER_MINUTE);
    for (let i = 0; i < ANALYTICS_MAX_EVENTS_PER_MINUTE; i++) expect(window.take('a', 1000 + i)).toBe(0);
    expect(window.take('a', 2000)).toBeGreaterThan(0);
    expect(window.take('b', 2000)).toBe(0);
    expect(window.take('a', 62_000)).toBe(0);

    let status = 200;
    for (let i = 0; i <= ANALYTICS_MAX_EVENTS_PER_MINUTE && status === 200; i++)
      status = (await server.sendAs('POST', '/a/events', view('/reports', 10), 'schoolAdmin')).statusCode;
    expect(status).toBe(429);
  });
});

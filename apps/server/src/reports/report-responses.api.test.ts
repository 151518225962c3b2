/**
 * Every report and navigation response, for each role, on a simulated school year with a pinned clock,
 * compared with the answers kept in `__snapshots__/report-responses.txt`. A change to any figure, column,
 * default sort or default timeframe shows up here as a difference to review: update the file
 * (`npx vitest run -u report-responses`) only when the difference is a mended defect.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../routes.js';
import { simulateDistrict } from '../simulator/simulate-district.js';
import { createTestServer, login, sampleUrlFor, type TestServer } from '../testing/test-server.js';

/** Friday 2026-11-20, 17:00 in New York (the fixture district's zone). */
const NOW = Date.UTC(2026, 10, 20, 22, 0);

/** Timeframes every list and chart is asked for besides its default. */
const TIMEFRAMES = ['7d', '30d', '2026y'];

/** Lists asked for once more with the filter their screens use. */
const FILTERED: Record<string, string> = {
  '/r/districts/:districtId/students': 'classroom_id=:classroomId',
  '/r/districts/:districtId/teachers': 'school_id=:schoolId',
  '/r/districts/:districtId/grades': 'school_id=:schoolId',
};

const reportGetRoutes = allRoutes.filter(
  (route) => route.method === 'GET' && /^\/(r|n)\/|^\/api\/v1\/districts\//.test(route.url),
);

let server: TestServer;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  server = await createTestServer({ reportCacheSeconds: 0 });
  await simulateDistrict(server.database.db, server.database.engine, server.home.districtId, {
    seed: 7,
    now: NOW,
  });
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

/**
 * The body of a response: JSON parsed, CSV as its lines, a workbook as its sheets' rows of values, a PDF as
 * its signature alone (its drawing is tested where it is made).
 */
async function bodyOf(response: {
  headers: Record<string, unknown>;
  body: string;
  rawPayload: Buffer;
}): Promise<unknown> {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('json')) return JSON.parse(response.body) as unknown;
  if (type.includes('pdf')) return { pdf: response.rawPayload.subarray(0, 5).toString('latin1') };
  if (type.includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets.map((sheet) => ({
      sheet: sheet.name,
      rows: sheet
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1)),
    }));
  }
  return response.body.split(/\r?\n/);
}

describe('report responses on a simulated district', () => {
  it(
    'answer as kept in the snapshot, for every role, route and timeframe',
    { timeout: 120_000 },
    async () => {
      const answers: Record<string, unknown> = {};
      for (const role of ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] as const) {
        const cookie = await login(server.app, server.home.logins[role]);
        for (const route of reportGetRoutes) {
          const bases = [sampleUrlFor(route.url, server.home)];
          const filter = FILTERED[route.url];
          if (filter) bases.push(sampleUrlFor(`${route.url}?${filter}`, server.home));
          const variants = bases.flatMap((base) => {
            const join = base.includes('?') ? '&' : '?';
            const urls = [base, ...TIMEFRAMES.map((t) => `${base}${join}timeframe=${t}`)];
            if (!route.url.includes('standards') && !route.url.startsWith('/n/'))
              urls.push(`${base}${join}format=csv`);
            return urls;
          });
          for (const url of variants) {
            const response = await server.app.inject({ method: 'GET', url, headers: { cookie } });
            answers[`${role} ${url}`] = {
              status: response.statusCode,
              body: response.statusCode === 200 ? await bodyOf(response) : null,
            };
          }
        }
      }
      // One line per request, so that a difference names the request it is in.
      const lines = Object.entries(answers).map(
        ([request, answer]) => `${JSON.stringify(request)}: ${JSON.stringify(answer)}`,
      );
      await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('__snapshots__/report-responses.txt');
    },
  );
});

/**
 * The error framework (spec §8) and analytics events (spec §3, §7 POST /a/events) on the demo district: the
 * teacher's classroom activity fails to load (the server answers 500), the alert area says "Unable to load
 * activities." with its coded rejection, and the alert is gone after the next navigation; the teacher's page
 * views are stored, and the district admin reads them on /reports/newDashboardUsage at 1366 px and 390 px, in
 * English and Spanish.
 */
import type { DashboardUsageResponse } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, homeClassroom, signedIn, signedInTeacher, withPane } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage, districtIdOf, openFromHeader } from './support/pages.js';

const journey = useJourney();

/** Sign-ins hash with argon2: slow on a busy machine. */
const SLOW = { timeout: 180_000 };
/** Views under a second are not sent (redirects): each page stays a little longer. */
const READ_MS = 1300;

describe('errors and educator engagement', () => {
  it(
    'a failed load shows its alert, which clears on navigation; page views reach the admin report',
    SLOW,
    async () => {
      const teacher = await signedInTeacher(journey, DESKTOP);
      const districtId = await districtIdOf(teacher);
      const me = (await apiJson(teacher, '/n/customer_info')).data as { id: number };
      const classroom = await homeClassroom(teacher, journey.server.baseUrl);

      const isClassroomActivity = (url: URL) => /\/classrooms\/\d+\/activity$/.test(url.pathname);
      await teacher.route(isClassroomActivity, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ apiError: { errorType: 'UNKNOWN', code: 9000, message: 'Boom' } }),
        }),
      );
      await teacher.goto(`${journey.server.baseUrl}${withPane(classroom.path, 'activity')}`);
      const alert = teacher.locator('.alert-area [role="alert"]');
      await alert.waitFor({ timeout: 15_000 });
      const text = await alert.innerText();
      expect(text).toContain('Unable to load activities.');
      expect(text).toMatch(new RegExp(`Code: 500-0-r-${districtId}-${me.id}-activity`));
      expect(await alert.count()).toBe(1);
      await checkScreen(teacher, 'errors-load-failed-en-us-1366');
      await teacher.waitForTimeout(READ_MS);

      await openFromHeader(teacher, 'Resources');
      await teacher.waitForURL('**/dbl-resources');
      await teacher.locator('.alert-area').waitFor({ state: 'detached' });
      await teacher.waitForTimeout(READ_MS);
      const sent = teacher.waitForResponse((r) => r.url().endsWith('/a/events'));
      await openFromHeader(teacher, 'Home');
      expect((await sent).status()).toBe(200);
      await teacher.context().close();

      const admin = await signedIn(journey, 'districtadmin@demo.test', DESKTOP);
      const report = (await apiJson(
        admin,
        `/r/districts/${districtId}/dashboard-usage?timeframe=7d`,
      )) as DashboardUsageResponse;
      const row = report.data.educators.find((e) => e.id === me.id)!;
      expect(row.page_views).toBeGreaterThanOrEqual(2);
      expect(row.top_pages.map((p) => p.page)).toEqual(
        expect.arrayContaining(['/district/:id/classroom/:id', '/dbl-resources']),
      );

      for (const [locale, width] of [
        ['en-US', DESKTOP],
        ['en-US', PHONE],
        ['es-MX', PHONE],
        ['es-MX', DESKTOP],
      ] as const) {
        await admin.setViewportSize({ width, height: 900 });
        if (locale === 'es-MX' && width === PHONE) await chooseLanguage(admin, locale);
        await admin.goto(`${journey.server.baseUrl}/reports/newDashboardUsage`);
        const educator = admin.locator(`tr[data-educator="${me.id}"]`);
        await educator.waitFor();
        expect(await educator.innerText()).toMatch(
          locale === 'en-US' ? /Classroom report/ : /Informe de la clase/,
        );
        expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await checkScreen(admin, `engagement-report-${locale.toLowerCase()}-${width}`);
        // The export link downloads the educators, one line each, with headers in the screen's language.
        const exportLink = admin.getByRole('link', {
          name: locale === 'en-US' ? 'Export CSV' : 'Exportar CSV',
        });
        const csv = await admin.evaluate(
          async (url) => (await fetch(url)).text(),
          (await exportLink.getAttribute('href'))!,
        );
        const [header, ...lines] = csv.trim().split('\r\n');
        expect(header).toContain(locale === 'en-US' ? 'Page views' : 'Páginas vistas');
        expect(lines).toHaveLength(report.data.educators.length);
      }
      await admin.context().close();
    },
  );
});

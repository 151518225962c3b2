/**
 * Educator usage on the demo district: the district Customers Usage pane shows the API's figures, its minutes
 * are not 0 (the demo's teachers and school administrators used the dashboard), and the totals add up: the
 * district's sessions and minutes are the sums over its schools, a school's minutes the sum of its educators'.
 */
import type { DistrictCustomersUsageResponse, SchoolCustomersUsageResponse } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage, districtIdOf, signIn } from './support/pages.js';

const journey = useJourney();

const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);

/** Opens a customers usage pane; returns the report the screen asked the API for and its timeframe query. */
async function openPane<R extends DistrictCustomersUsageResponse | SchoolCustomersUsageResponse>(
  page: Page,
  path: string,
): Promise<R & { query: string }> {
  const answer = page.waitForResponse((r) => r.url().includes('/customers/usage') && r.status() === 200);
  await page.goto(path);
  const response = await answer;
  const report = (await response.json()) as R;
  await page.locator('.report-table tbody tr').first().waitFor();
  const timeframe = new URL(response.url()).searchParams.get('timeframe');
  return { ...report, query: timeframe ? `timeframe=${timeframe}` : '' };
}

/** The headline figures (label → value) and the table's cells, as shown. */
async function screenFigures(page: Page) {
  const labels = await page.locator('.stat-list dt').allInnerTexts();
  const values = await page.locator('.stat-list dd').allInnerTexts();
  const rows = await page
    .locator('.report-table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())),
    );
  return { stats: labels.map((label, i) => [label.trim(), values[i]!.trim()]), rows };
}

for (const locale of ['en-US', 'es-MX']) {
  for (const width of [1366, 390]) {
    describe(`educator usage in ${locale} at ${width} px`, () => {
      it('the district pane shows the API figures, non-zero minutes, and totals that add up over the schools', async () => {
        const page = await journey.newPage({ width });
        await signIn(page, 'districtadmin@demo.test');
        await page.waitForURL('**/reports');
        if (locale !== 'en-US') await chooseLanguage(page, locale);
        const d = await districtIdOf(page);
        const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
        const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
        const percent = (n: number | null) =>
          n === null ? '–' : new Intl.NumberFormat(locale, { style: 'percent' }).format(n / 100);

        const district = await openPane<DistrictCustomersUsageResponse>(
          page,
          `/district/${d}?pane=customers_usage`,
        );
        const shown = await screenFigures(page);
        const t = district.totals;
        expect(shown.stats.map(([, value]) => value)).toEqual([
          count.format(t.total_customers),
          percent(t.percent_total_customers),
          count.format(t.total_sessions),
          oneDecimal.format(t.usage_time_in_min),
        ]);
        expect(shown.rows).toEqual(
          district.data.map((r) => [
            r.schoolName,
            count.format(r.active_customers),
            count.format(r.active_sessions),
            percent(r.percent_active_customers),
          ]),
        );
        expect(t.session_count).toBeGreaterThan(0);
        expect(t.usage_time_in_min).toBeGreaterThan(t.session_count);
        await checkScreen(page, `educator-usage-district-${locale.toLowerCase()}-${width}`);

        // The same period for each school: the district is the sum of its schools.
        const query = district.query;
        const schools = await Promise.all(
          district.data.map(
            (r) =>
              apiJson(
                page,
                `/r/districts/${d}/schools/${r.school_id}/customers/usage?${query}`,
              ) as Promise<SchoolCustomersUsageResponse>,
          ),
        );
        expect(sum(district.data.map((r) => r.active_sessions))).toBe(t.total_sessions);
        expect(sum(district.data.map((r) => r.total_customers))).toBe(t.total_customers);
        expect(sum(schools.map((s) => s.totals.usage_time_in_min))).toBe(t.usage_time_in_min);
        expect(t.ave_usage_time_per_session).toBe(
          Math.round((10 * t.usage_time_in_min) / t.session_count) / 10,
        );
        for (const school of schools) {
          expect(sum(school.data.map((r) => r.usage_time_in_min))).toBe(school.totals.usage_time_in_min);
          for (const r of school.data.filter((row) => row.session_count > 0))
            expect(r.usage_time_in_min, `${r.first_name} ${r.last_name}`).toBeGreaterThan(0);
        }

        // A school's pane: every educator who signed in shows their minutes.
        if (width === 1366) {
          await page.locator('.report-table tbody tr th a').first().click();
          await page.waitForURL(/\/school\//);
          const schoolPath = new URL(page.url()).pathname;
          const school = await openPane<SchoolCustomersUsageResponse>(
            page,
            `${schoolPath}?pane=school_customers_usage&${query}`,
          );
          const schoolShown = await screenFigures(page);
          expect(schoolShown.rows).toEqual(
            school.data.map((r) => [
              r.first_name,
              r.last_name,
              count.format(r.session_count),
              oneDecimal.format(r.usage_time_in_min),
              r.usage_time_per_session === null ? '–' : oneDecimal.format(r.usage_time_per_session),
            ]),
          );
          expect(school.data.some((r) => r.usage_time_in_min > 0)).toBe(true);
          await checkScreen(page, `educator-usage-school-${locale.toLowerCase()}-${width}`);
        }
        await page.context().close();
      });
    });
  }
}

/**
 * Licence report on the demo district (spec §2 License report, §3, §5, §6, §9): the district admin opens the
 * district's Licenses tab, reads the summary and the low-activity warning the API's figures call for, finds every
 * group collapsed, expands one to its schools, then opens a school's Licenses tab whose details carry the
 * educator column. In English and Spanish, at 1366 and 390 px.
 */
import {
  SCHOOL_SUBTOTAL_ID,
  isLowLicenseActivity,
  type LicenseGroup,
  type LicenseReport,
  type UniqueUserCount,
} from '@dash/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage, districtIdOf, signIn } from './support/pages.js';

const journey = useJourney();

const WORDS = {
  'en-US': { tab: 'Licenses', educator: 'Educator' },
  'es-MX': { tab: 'Licencias', educator: 'Docente' },
} as const;

/** The headline figures as shown. */
const shownStats = async (page: Page) =>
  (await page.locator('.stat-list dd').allInnerTexts()).map((value) => value.trim());

/** Every group's toggle is collapsed and its panel hidden. */
async function expectAllCollapsed(page: Page, count: number) {
  const toggles = page.locator('.license-group__toggle');
  expect(await toggles.count()).toBe(count);
  for (const expanded of await toggles.evaluateAll((all) => all.map((b) => b.getAttribute('aria-expanded'))))
    expect(expanded).toBe('false');
  expect(await page.locator('.license-group__panel:visible').count()).toBe(0);
}

/** Opens a group's details by its name; returns its visible panel. */
async function expand(page: Page, group: LicenseGroup) {
  const item = page.locator(`[data-license-group-id="${group.id}"]`);
  await item.locator('.license-group__toggle').click();
  await expect.poll(() => item.locator('.license-group__toggle').getAttribute('aria-expanded')).toBe('true');
  return item.locator('.license-group__panel');
}

const lowGroupsOf = (report: LicenseReport, counts: UniqueUserCount) =>
  report.data.groups.filter(
    (g) => g.is_active && isLowLicenseActivity(counts.data.subGroups[String(g.id)] ?? 0, g),
  );

for (const locale of ['en-US', 'es-MX'] as const) {
  for (const width of [1366, 390]) {
    describe(`licences in ${locale} at ${width} px`, () => {
      it('the district tab: summary, low activity, collapsed groups, then a school with its educators', async () => {
        const page = await journey.newPage({ width });
        await signIn(page, 'districtadmin@demo.test');
        await page.waitForURL('**/reports');
        if (locale !== 'en-US') await chooseLanguage(page, locale);
        const d = await districtIdOf(page);
        const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

        await page.goto(`/district/${d}`);
        const answer = page.waitForResponse((r) => r.url().includes(`/m/district/${d}/license`));
        await page.getByRole('link', { name: WORDS[locale].tab, exact: true }).click();
        expect((await answer).status()).toBe(200);
        const report = (await apiJson(page, `/m/district/${d}/license`)) as LicenseReport;
        const counts = (await apiJson(page, `/m/district/${d}/metrics/unique-user-count`)) as UniqueUserCount;
        await page.locator('.license-group').first().waitFor();
        const { summary, groups } = report.data;

        // The summary is the API's, the login total included.
        await expect
          .poll(() => shownStats(page))
          .toEqual([
            count.format(summary.seatsAllottedCount),
            count.format(summary.seatsAvailableCount),
            count.format(summary.usersLicensedCount),
            count.format(counts.data.totalCount),
          ]);
        expect(summary.usersLicensedCount).toBeGreaterThan(1000);
        // spec §9: the warning names exactly the groups under 25 %; the demo has one such.
        const low = lowGroupsOf(report, counts);
        expect(low.map((g) => g.description)).toEqual(['After-school tutoring add-on']);
        expect(await page.locator('.license-warning li').allInnerTexts()).toEqual(
          low.map((g) => g.description),
        );
        expect(await page.locator('.license-group--low').count()).toBe(low.length);
        // spec §5: the site licence has no available seats; the unstated type has.
        expect(groups.find((g) => g.licenseType === 'SITE')!.licensesAvailableCount).toBeNull();
        expect(groups.find((g) => g.licenseType === null)!.licensesAvailableCount).not.toBeNull();

        // Rows start collapsed (spec §2); one opens to its schools, no educator column on a district.
        await expectAllCollapsed(page, groups.length);
        const site = groups.find((g) => g.licenseType === 'SITE')!;
        const panel = await expand(page, site);
        expect(await panel.locator('tbody th').allInnerTexts()).toEqual(site.schools.map((s) => s.name));
        expect(await panel.locator('tbody td').first().innerText()).toBe(
          count.format(site.schools[0]!.usersLicensedCount),
        );
        expect(await panel.locator('thead th').allInnerTexts()).not.toContain(WORDS[locale].educator);
        await checkScreen(page, `licenses-district-${locale.toLowerCase()}-${width}`);

        // The school with low activity, opened from the district: its own tab, its classrooms with educators.
        const schoolId = low[0]!.schools[0]!.id;
        await page.goto(`/district/${d}/school/${schoolId}`);
        const schoolAnswer = page.waitForResponse((r) => r.url().includes(`/m/school/${schoolId}/license`));
        await page.getByRole('link', { name: WORDS[locale].tab, exact: true }).click();
        expect((await schoolAnswer).status()).toBe(200);
        const school = (await apiJson(page, `/m/school/${schoolId}/license`)) as LicenseReport;
        const schoolCounts = (await apiJson(
          page,
          `/m/school/${schoolId}/metrics/unique-user-count`,
        )) as UniqueUserCount;
        await page.locator('.license-group').first().waitFor();
        await expect
          .poll(() => shownStats(page))
          .toEqual([
            count.format(school.data.summary.seatsAllottedCount),
            count.format(school.data.summary.seatsAvailableCount),
            count.format(school.data.summary.usersLicensedCount),
            count.format(schoolCounts.data.subGroups[String(SCHOOL_SUBTOTAL_ID)]!),
          ]);
        await expectAllCollapsed(page, school.data.groups.length);
        const tutoring = school.data.groups.find((g) => g.id === low[0]!.id)!;
        const schoolPanel = await expand(page, tutoring);
        expect(await schoolPanel.locator('thead th').nth(1).innerText()).toBe(WORDS[locale].educator);
        const rows = await schoolPanel
          .locator('tbody tr')
          .evaluateAll((trs) =>
            trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim())),
          );
        expect(rows).toEqual(
          tutoring.classrooms.map((c) => [c.name, c.educator ?? '–', count.format(c.usersLicensedCount)]),
        );
        expect(rows.length).toBeGreaterThan(3);
        await checkScreen(page, `licenses-school-${locale.toLowerCase()}-${width}`);
      });
    });
  }
}

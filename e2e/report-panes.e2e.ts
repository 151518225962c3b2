/**
 * The administrators' district-wide report panes (spec §2 /reports/*) on the demo district: from /reports the
 * district admin opens each of the eight in English at 1366 px and in Spanish at 390 px, sees the sentence saying
 * what it is for and a table with rows, sorts one, follows predictive insights down to a student's report; a
 * teacher who asks for a pane is sent home.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, signedIn, signedInTeacher } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { checkScreen, chooseLanguage } from './support/pages.js';

const root = path.resolve(import.meta.dirname, '..');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, `apps/web/src/i18n/locales/${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** Each pane's path and its message key. */
const PANES = [
  ['impact', 'impact'],
  ['student-usage', 'studentUsage'],
  ['predictive-insights', 'predictive'],
  ['dpi', 'dpi'],
  ['standards-proficiency', 'standardsProficiency'],
  ['growth', 'growth'],
  ['progress', 'progress'],
  ['assignment-overview', 'assignments'],
] as const;

const journey = useJourney();
/** Sign-ins hash with argon2: slow on a busy machine. */
const SLOW = { timeout: 180_000 };

/** Opens a pane from the /reports list and checks its title, purpose sentence and table. */
async function openPane(page: Page, words: Record<string, string>, slug: string, key: string) {
  await page.goto('/reports');
  await page.getByRole('link', { name: words[`districtPanes.${key}.title`]!, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/reports/${slug}`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe(words[`districtPanes.${key}.title`]);
  expect(await page.locator('.district-pane__purpose').textContent()).toBe(
    words[`districtPanes.${key}.purpose`],
  );
  const table = page.locator('table.district-pane-table').first();
  await table.locator('tbody tr').first().waitFor();
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
}

describe('district-wide report panes', () => {
  it.each([
    ['en-US', DESKTOP],
    ['es-MX', PHONE],
  ] as const)('a district admin opens each pane in %s at %i px', SLOW, async (locale, width) => {
    const words = catalogue(locale.toLowerCase());
    const page = await signedIn(journey, 'districtadmin@demo.test', width);
    if (locale !== 'en-US') await chooseLanguage(page, locale);
    for (const [slug, key] of PANES) {
      await openPane(page, words, slug, key);
      await checkScreen(page, `report-panes-${slug}-${locale.toLowerCase()}-${width}`);
    }

    // Progress: where students started the year counts their placements (the demo's first played this year), so
    // the points gained are play's, now less the start; standards per student read with one decimal in every row.
    await openPane(page, words, 'progress', 'progress');
    const rows = page.locator('table.district-pane-table tbody tr');
    const cells = await Promise.all((await rows.all()).map((row) => row.locator('td').allTextContents()));
    expect(cells.length).toBeGreaterThan(0);
    const numberIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    for (const [, atStart, now, gained, , perStudent] of cells) {
      expect(Math.abs(numberIn(gained!) - (numberIn(now!) - numberIn(atStart!)))).toBeLessThanOrEqual(1);
      expect(perStudent).toMatch(/^\d+\.\d$/);
    }
    expect(cells.some(([, atStart]) => numberIn(atStart!) > 0)).toBe(true);

    // Sorting: the growth pane's students column, twice, reads both ways.
    await openPane(page, words, 'growth', 'growth');
    const header = page.getByRole('columnheader', {
      name: words['districtPanes.column.students']!,
      exact: true,
    });
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');

    // Predictive insights lists who will not reach grade level; a name opens that student's report.
    await openPane(page, words, 'predictive-insights', 'predictive');
    // The summary's label agrees with its count ("1 no alcanzará", "12 no alcanzarán").
    const offPace = page.locator('.pace-summary__item.pace-status--off_pace');
    const figure = (await offPace.locator('.pace-summary__figure').textContent())!;
    const plural = Number(figure.replace(/\D/g, '')) === 1 ? 'one' : 'other';
    expect((await offPace.textContent())!.trim()).toBe(
      `${figure} ${words[`districtPanes.predictive.tally.offPace.${plural}`]!}`,
    );
    const status = page.locator('table.district-pane-table tbody tr').first().locator('.pace-status');
    expect(await status.textContent()).toBe(words['districtPanes.pace.offPace']);
    const student = page.locator('table.district-pane-table tbody th a').first();
    const name = (await student.textContent())!;
    await student.click();
    await page.waitForURL((url) => /\/district\/\d+\/student\/\d+$/.test(url.pathname));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain(name.split(' ')[0]);
  });

  it('sends a teacher who asks for a pane to their home page', SLOW, async () => {
    const page = await signedInTeacher(journey);
    await page.goto('/reports/predictive-insights');
    await page.waitForURL('**/home');
    expect(await page.locator('.district-pane').count()).toBe(0);
  });
});

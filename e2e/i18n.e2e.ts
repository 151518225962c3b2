import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { apiJson, checkScreen, newPage as openPage, PASSWORD } from './support/pages.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const DESKTOP = 1366;
const PHONE = 390;

/** Signs in from a browser in any language (the login page follows the browser's). */
async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(/username|nombre de usuario/i).fill(username);
  await page.getByLabel(/password|contraseña/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in|iniciar sesión/i }).click();
}

/**
 * Picks the interface language in the header (inside the menu on a phone). A signed-in screen starts in the
 * district's language (en-US on the demo district) until the customer picks another.
 */
async function chooseLanguage(page: Page, locale: string) {
  const toggle = page.locator('.app-header__menu-toggle');
  await page.locator('.app-header').waitFor();
  const isPhone = await toggle.isVisible();
  if (isPhone) await toggle.click();
  await page.locator('.language-select select').selectOption(locale.toLowerCase());
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
  if (isPhone) await toggle.click();
}

/** The grade names each language is expected to give a grade id (K is 0). */
const EXPECTED_GRADE: Record<string, (grade: number) => string> = {
  'es-MX': (grade) => (grade === 0 ? 'Preescolar' : `${grade}.º grado`),
  'en-GB': (grade) => (grade === -1 ? 'Reception' : `Year ${grade + 1}`), // year groups are one higher (spec §9)
};

/** English words a screen in this language must not show (whole words). */
const FOREIGN_WORDS: Record<string, RegExp> = {
  'es-MX': /\b(Grade|Grades|Kindergarten|students?|Year)\b/,
  'en-GB': /\b(Grade|Grades|Kindergarten|students?)\b/i,
};

const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ');

describe('the teacher’s home in each interface language', () => {
  for (const locale of ['es-MX', 'en-GB']) {
    for (const width of [DESKTOP, PHONE]) {
      it(`${locale} at ${width} px names grades and pupils in that language`, async () => {
        const page = await openPage(browser, server.baseUrl, { locale, width });
        await signIn(page, 'teacher@demo.test');
        await page.waitForURL('**/home');
        await chooseLanguage(page, locale);
        await page.locator('.classroom-card').first().waitFor();

        const customer = (await apiJson(page, '/n/customer_info')).data as { district_id: number };
        const classrooms = (await apiJson(page, `/n/districts/${customer.district_id}/classrooms`)).data as {
          name: string;
          grade_id: number;
        }[];
        const expected = new Map(classrooms.map((c) => [c.name, EXPECTED_GRADE[locale]!(c.grade_id)]));
        const cards = await page.locator('.classroom-card').all();
        expect(cards.length).toBe(classrooms.length);
        for (const card of cards) {
          const name = (await card.locator('.card__title').innerText()).trim();
          const grade = (await card.locator('dd').first().innerText()).trim();
          expect(grade, name).toBe(expected.get(name));
        }
        const text = await mainText(page);
        expect(text).not.toMatch(FOREIGN_WORDS[locale]!);
        if (locale === 'en-GB') expect(text).toMatch(/\bYear \d\b/);
        if (locale === 'en-GB') expect(text).toMatch(/\bpupils?\b/);
        await checkScreen(page, `i18n-home-${locale.toLowerCase()}-${width}`);
        await page.context().close();
      });
    }
  }
});

describe('grade names on report lists', () => {
  it('the school admin’s grades list in Spanish names every grade in Spanish', async () => {
    const page = await openPage(browser, server.baseUrl, { locale: 'es-MX', width: DESKTOP });
    await signIn(page, 'schooladmin@demo.test');
    await page.waitForURL('**/reports');
    await chooseLanguage(page, 'es-MX');
    await page.locator('.school-list a').first().click();
    await page.waitForURL(/\/school\/\d+$/);
    await page.getByRole('link', { name: 'Grados', exact: true }).click();
    await page.waitForURL(/pane=grades/);
    await page.locator('.report-table tbody tr').first().waitFor();
    const names = await page.locator('.report-table tbody tr th').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.trim()).toMatch(/^(Preescolar|\d\.º grado)$/);
    expect(await mainText(page)).not.toMatch(/\bGrade\b/);
    await checkScreen(page, 'i18n-school-grades-es-mx');

    // A grade's own report is headed with its Spanish name.
    await page.locator('.report-table tbody a').first().click();
    await page.getByRole('heading', { level: 1, name: names[0]!.trim(), exact: true }).waitFor();
    await page.locator('.report-table tbody tr').first().waitFor();
    await checkScreen(page, 'i18n-grade-es-mx');
    await page.context().close();
  });

  it('the teacher’s standards pane in British English offers years, not grades', async () => {
    const page = await openPage(browser, server.baseUrl, { locale: 'en-GB', width: PHONE });
    await signIn(page, 'teacher@demo.test');
    await page.waitForURL('**/home');
    await chooseLanguage(page, 'en-GB');
    await page.locator('.card__link').first().click();
    await page.getByRole('link', { name: 'Standards', exact: true }).click();
    await page.locator('.standards-grid tbody tr').first().waitFor();
    const levels = await page.locator('.standards__level option').allInnerTexts();
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) expect(level.trim()).toMatch(/^(Reception|Year \d)$/);
    const grid = page.locator('.standards-grid caption');
    expect(await grid.textContent()).toMatch(/^Standards of Year \d by pupil$/);
    await checkScreen(page, 'i18n-classroom-standards-en-gb-390');
    await page.context().close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage, districtIdOf, signIn } from './support/pages.js';

const journey = useJourney();

const DESKTOP = 1366;
const PHONE = 390;

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

/** A page signed in as `username` from a browser in `locale`, with the interface switched to it. */
async function signedIn(username: string, locale: string, width: number, landing: 'home' | 'reports') {
  const page = await journey.newPage({ locale, width });
  await signIn(page, username);
  await page.waitForURL(`**/${landing}`);
  await chooseLanguage(page, locale);
  return page;
}

const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ');

describe('the teacher’s home in each interface language', () => {
  for (const locale of ['es-MX', 'en-GB']) {
    for (const width of [DESKTOP, PHONE]) {
      it(`${locale} at ${width} px names grades and pupils in that language`, async () => {
        const page = await signedIn('teacher@demo.test', locale, width, 'home');
        await page.locator('.classroom-card').first().waitFor();

        const classrooms = (await apiJson(page, `/n/districts/${await districtIdOf(page)}/classrooms`))
          .data as {
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
    const page = await signedIn('schooladmin@demo.test', 'es-MX', DESKTOP, 'reports');
    await page.getByRole('heading', { level: 2, name: 'Informes de sus escuelas', exact: true }).waitFor();
    await page.locator('.school-list a').first().click();
    await page.waitForURL(/\/school\/\d+$/);
    await page.getByRole('link', { name: 'Grados', exact: true }).click();
    await page.waitForURL(/pane=grades/);
    // Another pane's table may still be on screen, or none for a moment: wait until the list names grades only.
    const rowNames = () => page.locator('.report-table--list tbody tr th').allInnerTexts();
    const SPANISH_GRADE = /^(Preescolar|\d\.º grado)$/;
    await expect
      .poll(
        async () => {
          const names = await rowNames();
          return names.length > 0 && names.every((name) => SPANISH_GRADE.test(name.trim()));
        },
        { message: 'every row of the grades list names a grade in Spanish', timeout: 15_000 },
      )
      .toBe(true);
    const names = await rowNames();
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
    const page = await signedIn('teacher@demo.test', 'en-GB', PHONE, 'home');
    await page.locator('.card__link').first().click();
    await page.getByRole('link', { name: 'Standards', exact: true }).click();
    // A phone shows the group view (spec §2 "grid view only on wide screens"): its grade picker and summary.
    await page.locator('.standards-group__group li').first().waitFor();
    const levels = await page.getByLabel('Year', { exact: true }).locator('option').allInnerTexts();
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) expect(level.trim()).toMatch(/^(Reception|Year \d)$/);
    const summary = page.locator('.standards-group__standard > .muted');
    expect(await summary.textContent()).toMatch(/^Class average \d+% complete, \d+ pupils?$/);
    await checkScreen(page, 'i18n-classroom-standards-en-gb-390');
    await page.context().close();
  });
});

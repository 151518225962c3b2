/**
 * The resources library (spec §2 Resources page, §6, §9) on the demo district with demo_lessons on, in English at
 * 1366 px and Spanish at 390 px: the teacher opens Resources from the header, sees a "new" badge, switches to the
 * parents-and-family tab, the family guide's PDF answers 200 application/pdf, the demo lessons open the play site
 * in a new window, the classic layout lists the same library by type, and the start-here list leads to
 * /getting-started.
 */
import { describe, expect, it } from 'vitest';
import { signedInTeacher } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { changeDemoDatabase } from './support/server.js';
import { checkScreen, chooseLanguage, openFromHeader } from './support/pages.js';

const journey = useJourney({
  prepare: changeDemoDatabase(async (db) => {
    const districts = await db.selectFrom('districts').select(['district_id', 'feature_flags']).execute();
    for (const d of districts)
      await db
        .updateTable('districts')
        .set({ feature_flags: JSON.stringify({ ...JSON.parse(d.feature_flags), demo_lessons: true }) })
        .where('district_id', '=', d.district_id)
        .execute();
  }),
});

const WORDS = {
  'en-US': {
    nav: 'Resources',
    classroom: 'Classroom',
    family: 'Parents and family',
    poster: 'Poster: Growth mindset in math',
    guide: 'Family guide: Helping your child with math at home',
    isNew: 'New',
    pdf: 'PDF in English',
    start: 'Getting started with the dashboard',
    classic: 'Show every resource in one list (classic layout)',
    types: ['Downloads', 'Tools'],
    lang: 'en',
  },
  'es-MX': {
    nav: 'Recursos',
    classroom: 'En clase',
    family: 'Madres, padres y familias',
    poster: 'Cartel: Mentalidad de crecimiento en matemáticas',
    guide: 'Guía para familias: Cómo ayudar con las matemáticas en casa',
    isNew: 'Nuevo',
    pdf: 'PDF en español',
    start: 'Primeros pasos con el panel',
    classic: 'Ver todos los recursos en una lista (vista clásica)',
    types: ['Descargas', 'Herramientas'],
    lang: 'es',
  },
};

/** Sign-ins hash with argon2: slow on a busy machine. */
const SLOW = { timeout: 180_000 };

describe('a teacher browses the resources library', () => {
  it.each([
    ['en-US', 1366],
    ['es-MX', 390],
  ] as const)('%s at %i px', SLOW, async (locale, width) => {
    const words = WORDS[locale];
    const tag = `${locale.toLowerCase()}-${width}`;
    const page = await signedInTeacher(journey, width);
    if (locale !== 'en-US') await chooseLanguage(page, locale);
    await openFromHeader(page, words.nav);
    await page.waitForURL('**/dbl-resources');

    const classroomTab = page.getByRole('tab', { name: words.classroom, exact: true });
    expect(await classroomTab.getAttribute('aria-selected')).toBe('true');
    const poster = page.locator('.resource-card', { hasText: words.poster });
    await poster.locator('.resource-badge', { hasText: words.isNew }).waitFor();

    const demoLinks = page.locator('.resources-demo a');
    expect(await page.locator('.resources-demo__band').count()).toBe(3);
    expect(await demoLinks.first().getAttribute('target')).toBe('_blank');
    expect(await demoLinks.first().getAttribute('href')).toMatch(/\/demo\?lesson=./);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await checkScreen(page, `resources-classroom-${tag}`);

    await page.getByRole('tab', { name: words.family, exact: true }).click();
    await page.waitForURL('**/dbl-resources?tab=parents_family');
    const guide = page.locator('.resource-card', { hasText: words.guide });
    await guide.locator('.resource-badge', { hasText: words.isNew }).waitFor();
    const href = await guide.getByRole('link', { name: words.pdf }).getAttribute('href');
    expect(href).toBe(`/r/resources/family-guide-math-at-home.pdf?lang=${words.lang}`);
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        size: (await response.blob()).size,
      };
    }, href!);
    expect(answer).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(answer.size).toBeGreaterThan(5_000);
    await checkScreen(page, `resources-family-${tag}`);

    // The classic layout: the same library in one list, grouped by type.
    await page.getByRole('link', { name: words.classic }).click();
    await page.waitForURL('**/leagcy-dbl-resources');
    await page.locator('.resources-legacy .resource-card', { hasText: words.guide }).waitFor();
    expect(await page.locator('.resources-legacy h2').allInnerTexts()).toEqual(words.types);
    await checkScreen(page, `resources-classic-${tag}`);
    await page.goBack();
    await page.locator('.resources-start-here').getByRole('link', { name: words.start }).click();
    await page.waitForURL('**/getting-started');
    await page.context().close();
  });
});

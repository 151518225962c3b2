/**
 * The word problem generator (spec §2 /word-problem-generator) in English at 1366 px and Spanish at 390 px: the
 * teacher opens Resources → Teacher tools, picks grade 3 and 3.OA.A.3, five problems, draws a new set, shows the
 * answers, brings a set back by typing its set number, and the Print PDF link (same parameters) answers
 * 200 application/pdf. Each screen checked with axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInTeacher } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { checkScreen, chooseLanguage, openFromHeader } from './support/pages.js';

const journey = useJourney();

const WORDS = {
  'en-US': {
    nav: 'Resources',
    tools: 'Teacher tools',
    grade: 'Grade',
    count: 'Number of problems',
    seed: 'Set number',
    newSet: 'New set',
    show: 'Show answers',
    answer: 'Answer:',
    print: 'Print PDF',
    lang: 'en',
    question: /^.+ How many .+\?$/,
  },
  'es-MX': {
    nav: 'Recursos',
    tools: 'Herramientas para docentes',
    grade: 'Grado',
    count: 'Número de problemas',
    seed: 'Número de serie',
    newSet: 'Nueva serie',
    show: 'Mostrar respuestas',
    answer: 'Respuesta:',
    print: 'Imprimir PDF',
    lang: 'es',
    question: /^.+ ¿Cuánt[oa]s .+\?$/,
  },
};

/** The problems shown once their set has loaded (while a new set loads, the old one stays, marked busy). */
const problemTexts = (page: Page) =>
  page
    .locator('.word-problems__set[aria-busy="false"] .word-problems__problem > p:first-child')
    .allInnerTexts();

/** Sign-ins hash with argon2: slow on a busy machine. */
const SLOW = { timeout: 180_000 };

describe('a teacher generates word problems', () => {
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
    await page.getByRole('link', { name: words.tools, exact: true }).click();
    await page.waitForURL('**/word-problem-generator?*');

    await page.getByLabel(words.grade, { exact: true }).selectOption('3');
    await page.getByRole('radio', { name: /3\.OA\.A\.3/ }).check();
    await page.getByLabel(words.count, { exact: true }).fill('5');
    await expect.poll(() => problemTexts(page)).toHaveLength(5);
    expect(new URL(page.url()).searchParams.get('lang')).toBe(words.lang);

    const seedField = page.getByLabel(words.seed, { exact: true });
    const firstSeed = await seedField.inputValue();
    await page.getByRole('button', { name: words.newSet }).click();
    // The field and the address both move to the new set number (read together: either may update first).
    const shownSeeds = async () => [
      new URL(page.url()).searchParams.get('seed'),
      await seedField.inputValue(),
    ];
    await expect.poll(async () => (await shownSeeds())[1]).not.toBe(firstSeed);
    await expect.poll(async () => new Set(await shownSeeds()).size).toBe(1);
    const seed = await seedField.inputValue();
    await expect.poll(() => page.locator('#word-problems-set').innerText()).toContain(`3.OA.A.3`);
    await expect.poll(() => page.locator('#word-problems-set').innerText()).toContain(seed);
    await expect.poll(() => problemTexts(page)).toHaveLength(5);
    const problems = await problemTexts(page);
    for (const problem of problems) expect(problem).toMatch(words.question);

    await page.getByRole('button', { name: words.show }).click();
    const answers = page.locator('.word-problems__answer');
    await expect.poll(() => answers.count()).toBe(5);
    for (const answer of await answers.allInnerTexts())
      expect(answer).toMatch(new RegExp(`^${words.answer} \\$?\\d`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await checkScreen(page, `word-problems-${tag}`);

    // Another set, then the first again from its set number.
    await page.getByRole('button', { name: words.newSet }).click();
    const anotherSet = async () => {
      const texts = await problemTexts(page);
      return texts.length === 5 && texts.join('|') !== problems.join('|');
    };
    await expect.poll(anotherSet).toBe(true);
    await seedField.fill(seed);
    await expect.poll(() => problemTexts(page)).toEqual(problems);

    const href = await page.getByRole('link', { name: words.print }).getAttribute('href');
    expect(href).toBe(`/m/word-problems.pdf?standard=3.OA.A.3&count=5&lang=${words.lang}&seed=${seed}`);
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
    await page.context().close();
  });
});

/**
 * Professional development (spec §2 PD page, §3 PD lesson, §6, §7) on the demo district: the demo teacher opens PD
 * from the header at 1366 px, expands a module row, opens a lesson through its course link (started), marks it
 * complete, and after a reload the module counts it; in Spanish at 390 px the PD page and a lesson read in
 * Spanish. Each screen is checked with axe and kept as a screenshot (1366 and 390 px, English and Spanish).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, signedInTeacher } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();
/** Sign-ins hash with argon2: slow on a busy machine. */
const SLOW = { timeout: 120_000 };

const moduleRow = (page: Page, name: RegExp) => page.getByRole('button', { name });

async function completedOf(page: Page, lessonKey: string) {
  const progress = (await apiJson(page, '/x/pd-progresses?days=30')).data as {
    lesson_key: string;
    completed_at: number | null;
  }[];
  return progress.find((p) => p.lesson_key === lessonKey) ?? null;
}

describe('professional development', () => {
  it(
    'a teacher opens PD from the header, opens a lesson from its module row and marks it complete',
    SLOW,
    async () => {
      const page = await signedInTeacher(journey);
      await page.getByRole('navigation').getByRole('link', { name: 'PD Lessons' }).click();
      await page.waitForURL('**/myflexpd');
      await page.getByRole('heading', { level: 1, name: 'Professional development' }).waitFor();
      await page.getByText('0 of 9 lessons completed').waitFor();

      const fractions = moduleRow(page, /^Fractions/);
      expect(await fractions.getAttribute('aria-expanded')).toBe('false');
      expect(await fractions.textContent()).toContain('0 of 2 completed');
      await fractions.click();
      expect(await fractions.getAttribute('aria-expanded')).toBe('true');
      const open = page.getByRole('link', { name: 'Open lesson: Fractions are numbers on the number line' });
      await open.waitFor();
      await checkScreen(page, 'pd-page-en-us-1366');

      // The course link records the lesson as started, then the lesson's own page opens.
      await open.click();
      await page.waitForURL('**/myflexpd/lessons/fractions-on-number-line');
      await page
        .getByRole('heading', { level: 1, name: 'Unit fractions and the number line (Grade 3)' })
        .waitFor();
      await page.getByText(/^Started /).waitFor();
      await page.getByRole('heading', { name: 'Try this in your classroom' }).waitFor();
      expect((await completedOf(page, 'fractions-on-number-line'))?.completed_at).toBeNull();
      await checkScreen(page, 'pd-lesson-en-us-1366');

      await page.getByRole('button', { name: /^Mark complete/ }).click();
      await page.getByText(/^Completed /).waitFor();
      expect((await completedOf(page, 'fractions-on-number-line'))?.completed_at).toEqual(expect.any(Number));

      await page.getByRole('link', { name: 'All PD lessons' }).click();
      await page.waitForURL('**/myflexpd');
      await page.reload();
      await page.getByText('1 of 9 lessons completed').waitFor();
      const after = moduleRow(page, /^Fractions/);
      expect(await after.textContent()).toContain('1 of 2 completed');
      await after.click();
      await page.setViewportSize({ width: PHONE, height: 900 });
      await checkScreen(page, 'pd-page-en-us-390');
      await page.context().close();
    },
  );

  it('reads in Spanish at 390 px: the header link, a module row and a lesson', SLOW, async () => {
    const page = await signedInTeacher(journey, PHONE);
    await chooseLanguage(page, 'es-MX');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('link', { name: 'Formación', exact: true }).click();
    await page.waitForURL('**/myflexpd');
    await page.getByRole('heading', { level: 1, name: 'Desarrollo profesional' }).waitFor();
    const ratios = moduleRow(page, /^Razones y razonamiento proporcional/);
    await ratios.click();
    expect(await ratios.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('heading', { name: 'Tablas de razones y diagramas de cinta' }).waitFor();
    await checkScreen(page, 'pd-page-es-mx-390');

    await page.getByRole('link', { name: 'Abrir lección: Tablas de razones y diagramas de cinta' }).click();
    await page.waitForURL('**/myflexpd/lessons/ratio-reasoning');
    await page.getByRole('heading', { level: 1, name: 'Razonar con razones (6.º grado)' }).waitFor();
    await page.getByText(/^Empezada el /).waitFor();
    await checkScreen(page, 'pd-lesson-es-mx-390');
    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await checkScreen(page, 'pd-lesson-es-mx-1366');
    await page.context().close();
  });
});

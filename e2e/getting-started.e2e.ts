/**
 * The getting-started tour and page (spec §2 FTUE, §4, §6 FTUE roles, §9): with the tour on (FTUE_AUTO_SHOW), the
 * demo teacher signing in on a phone width gets no tour; at 1366 px it shows by itself, is stepped through by Next
 * and by number, and Done hides it for good (it does not show at the next sign-in). On /getting-started the
 * checkbox brings it back and View My Dashboard goes home. An administrator's tour has three screens. English and
 * Spanish, 1366 and 390 px, each screen checked with axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, TEACHER } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, checkScreen, signIn } from './support/pages.js';

const DISTRICT_ADMIN = 'districtadmin@demo.test';
const journey = useJourney({ env: { FTUE_AUTO_SHOW: 'on' } });

const WORDS = {
  'en-us': {
    count: (n: number, of: number) => `Screen ${n} of ${of}`,
    next: 'Next',
    done: 'Done',
    close: 'Close',
    takeTour: 'Take the tour',
    dashboard: 'View My Dashboard',
    hide: "Don't show the getting-started guide when I sign in",
    firstTitle: 'Read the reports from the top down',
  },
  'es-mx': {
    count: (n: number, of: number) => `Pantalla ${n} de ${of}`,
    next: 'Siguiente',
    done: 'Listo',
    close: 'Cerrar',
    takeTour: 'Hacer el recorrido',
    dashboard: 'Ver mi panel',
    hide: 'No mostrar la guía de inicio al iniciar sesión',
    firstTitle: 'Lea los informes de arriba hacia abajo',
  },
} as const;
type Locale = keyof typeof WORDS;

/** Signs in at `width` in `locale` and waits for the landing page's heading. */
async function signedInAt(login: string, width: number, locale: Locale = 'en-us') {
  const page = await journey.newPage({ width, height: 900, storedLocale: locale });
  await signIn(page, login);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

const hideFtue = async (page: Page) =>
  ((await apiJson(page, '/n/customer_info')).data as { preferences: { hide_ftue: boolean } }).preferences
    .hide_ftue;

/** The tour is not open, also a moment after the landing page settled. */
async function expectNoTour(page: Page) {
  await page.waitForTimeout(750);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('the getting-started tour', () => {
  it('does not show by itself on a phone width (390 px); the page and the tour open there on demand', async () => {
    const page = await signedInAt(TEACHER, PHONE, 'es-mx');
    await expectNoTour(page);
    const words = WORDS['es-mx'];
    await page.goto('/getting-started');
    await page.getByRole('checkbox', { name: words.hide }).waitFor();
    expect(await page.locator('.getting-started__card').count()).toBe(5);
    await checkScreen(page, 'getting-started-page-es-mx-390');
    await page.getByRole('button', { name: words.takeTour }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(words.count(1, 5)).waitFor();
    await checkDialog(page, 'getting-started-tour-es-mx-390');
    await dialog.getByRole('button', { name: words.close }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await hideFtue(page)).toBe(false);
    await page.context().close();
  });

  it('shows once after a teacher signs in at 1366 px; stepped through by Next and by number; Done hides it', async () => {
    const words = WORDS['en-us'];
    const page = await signedInAt(TEACHER, DESKTOP);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(words.count(1, 5)).waitFor();
    await dialog.getByRole('heading', { name: words.firstTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await checkDialog(page, 'getting-started-tour-en-us-1366');
    await dialog.getByRole('button', { name: words.next }).click();
    await dialog.getByText(words.count(2, 5)).waitFor();
    await dialog.getByRole('button', { name: /^Screen 4 of 5/ }).click();
    await dialog.getByText(words.count(4, 5)).waitFor();
    await dialog.getByRole('button', { name: words.next }).click();
    await dialog.getByText(words.count(5, 5)).waitFor();
    await checkDialog(page, 'getting-started-tour-en-us-1366-last');
    await dialog.getByRole('button', { name: words.done }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await hideFtue(page)).toBe(true);
    // Moving on in the app does not bring it back.
    await page.goto('/home');
    await expectNoTour(page);
    await page.context().close();

    const again = await signedInAt(TEACHER, DESKTOP);
    await expectNoTour(again);
    await again.context().close();
  });

  it('/getting-started: the checkbox shows and changes the choice; View My Dashboard goes home', async () => {
    const words = WORDS['en-us'];
    const page = await signedInAt(TEACHER, DESKTOP);
    await page.goto('/getting-started');
    const checkbox = page.getByRole('checkbox', { name: words.hide });
    await checkbox.waitFor();
    expect(await checkbox.isChecked()).toBe(true);
    await checkScreen(page, 'getting-started-page-en-us-1366');
    await checkbox.uncheck();
    await expect.poll(() => hideFtue(page)).toBe(false);
    await page.getByRole('link', { name: words.dashboard }).click();
    await page.waitForURL('**/home');
    await page.context().close();

    // Shown again at the next sign-in; Close (not Done) leaves the choice as it is.
    const again = await signedInAt(TEACHER, DESKTOP);
    const dialog = again.getByRole('dialog');
    await dialog.getByText(words.count(1, 5)).waitFor();
    await dialog.getByRole('button', { name: words.close }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await hideFtue(again)).toBe(false);
    await again.goto('/getting-started');
    await again.getByRole('checkbox', { name: words.hide }).check();
    await expect.poll(() => hideFtue(again)).toBe(true);
    await again.context().close();
  });

  it.each([
    ['en-us', DESKTOP],
    ['es-mx', DESKTOP],
  ] as const)('an administrator’s tour has three screens (%s, %i px)', async (locale, width) => {
    const words = WORDS[locale];
    const page = await signedInAt(DISTRICT_ADMIN, width, locale);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(words.count(1, 3)).waitFor();
    expect(await dialog.locator('.ftue-modal__step').count()).toBe(3);
    await checkDialog(page, `getting-started-tour-admin-${locale}-${width}`);
    await dialog.getByRole('button', { name: words.next }).click();
    await dialog.getByRole('button', { name: words.next }).click();
    await dialog.getByText(words.count(3, 3)).waitFor();
    if (locale === 'en-us') {
      await dialog.getByRole('button', { name: words.close }).click();
    } else {
      await dialog.getByRole('button', { name: words.done }).click();
      await expect.poll(() => hideFtue(page)).toBe(true);
    }
    await dialog.waitFor({ state: 'detached' });
    await page.goto('/getting-started');
    await page.getByRole('checkbox', { name: words.hide }).waitFor();
    expect(await page.locator('.getting-started__card').count()).toBe(3);
    await checkScreen(page, `getting-started-page-admin-${locale}-${width}`);
    await page.context().close();
  });

  it('the page in English at 390 px and in Spanish at 1366 px', async () => {
    for (const [locale, width] of [
      ['en-us', PHONE],
      ['es-mx', DESKTOP],
    ] as const) {
      const page = await signedInAt(TEACHER, width, locale);
      await expectNoTour(page);
      await page.goto('/getting-started');
      await page.getByRole('checkbox', { name: WORDS[locale].hide }).waitFor();
      await checkScreen(page, `getting-started-page-${locale}-${width}`);
      await page.getByRole('button', { name: WORDS[locale].takeTour }).click();
      await page.getByRole('dialog').getByText(WORDS[locale].count(1, 5)).waitFor();
      await checkDialog(page, `getting-started-tour-${locale}-${width}`);
      await page.context().close();
    }
  });
});

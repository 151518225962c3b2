import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, districtIdOf, signIn, submitLogin } from './support/pages.js';

const journey = useJourney();
const newPage = journey.newPage;

interface Landing {
  login: string;
  /** Where the login lands, and the navigation list that page shows. */
  url: string | RegExp;
  list: 'classrooms' | 'schools' | 'students';
  /** How many rows the list has (a range for the teacher's classrooms). */
  rows: [min: number, max: number];
  width?: number;
  screen: string;
  /** Anything else the landing page must (not) show. */
  check?: (page: Page) => Promise<void>;
}

const LANDINGS: Record<string, Landing> = {
  'the teacher lands on Home and sees their classrooms': {
    login: 'teacher@demo.test',
    url: '**/home',
    list: 'classrooms',
    rows: [2, Infinity],
    screen: 'teacher-home',
    check: async (page) => expect.poll(() => page.getByRole('link', { name: /reports/i }).count()).toBe(0),
  },
  'the district admin lands on Reports and sees every school': {
    login: 'districtadmin@demo.test',
    url: '**/reports',
    list: 'schools',
    rows: [7, 7],
    screen: 'district-admin-reports',
    check: (page) => page.getByRole('heading', { level: 2, name: 'District reports', exact: true }).waitFor(),
  },
  'the school admin lands on Reports with their one school': {
    login: 'schooladmin@demo.test',
    url: '**/reports',
    list: 'schools',
    rows: [1, 1],
    screen: 'school-admin-reports',
    // The district-wide reports cover only the schools they oversee, and say so.
    check: (page) =>
      page.getByRole('heading', { level: 2, name: 'Reports for your schools', exact: true }).waitFor(),
  },
  'the guardian lands on the guardian page listing both children': {
    login: 'guardian@demo.test',
    url: /\/district\/\d+\/guardian\/\d+$/,
    list: 'students',
    rows: [2, 2],
    width: 390,
    screen: 'guardian-page-phone',
  },
};

describe('each demo login lands on its page', () => {
  for (const [title, landing] of Object.entries(LANDINGS)) {
    it(title, async () => {
      const page = await newPage({ width: landing.width });
      await signIn(page, landing.login);
      await page.waitForURL(landing.url);
      const rows = (await apiJson(page, `/n/districts/${await districtIdOf(page)}/${landing.list}`)).data as {
        name?: string;
        first_name?: string;
      }[];
      expect(rows.length).toBeGreaterThanOrEqual(landing.rows[0]);
      expect(rows.length).toBeLessThanOrEqual(landing.rows[1]);
      for (const row of rows) {
        const name = row.name ?? row.first_name!;
        await expect.poll(() => page.getByText(name, { exact: false }).count()).toBeGreaterThan(0);
      }
      await landing.check?.(page);
      await checkScreen(page, landing.screen);
      await page.context().close();
    });
  }
});

describe('session journeys', () => {
  it('a deep link asks for a login first; unknown URLs go to the default page; logout ends the session', async () => {
    const page = await newPage();
    await page.goto('/some/unknown/place');
    await page.waitForURL('**/login**');
    await submitLogin(page, 'teacher@demo.test');
    await page.waitForURL('**/home');
    await page.goto('/no-such-page');
    await page.waitForURL('**/home');
    await page
      .getByRole('button', { name: /log out|sign out/i })
      .or(page.getByRole('link', { name: /log out|sign out/i }))
      .first()
      .click();
    await page.waitForURL('**/logout**');
    const status = await page.evaluate(async () => (await fetch('/n/customer_info')).status);
    expect(status).toBe(401);
    await checkScreen(page, 'logged-out');
    await page.context().close();
  });

  it('a wrong password shows the server message', async () => {
    const page = await newPage();
    await page.goto('/login');
    await submitLogin(page, 'teacher@demo.test', 'wrong password');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/\S/);
    expect(page.url()).toContain('/login');
    await page.context().close();
  });

  it('the login page speaks Spanish to a Spanish browser', async () => {
    const page = await newPage({ locale: 'es-MX' });
    await page.goto('/login');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(/^es/);
    await expect.poll(() => page.getByRole('button', { name: /iniciar sesión|entrar/i }).count()).toBe(1);
    await checkScreen(page, 'login-es-mx');
    await page.context().close();
  });
});

/**
 * Runs the page's clock through the quiet time, then on in steps shorter than the warning until `target` shows:
 * input the page makes itself while it settles (a scroll, a focus) counts as activity and restarts the watch.
 */
async function runClockUntilVisible(
  page: Page,
  target: Locator,
  quietSeconds: number,
  warningSeconds: number,
) {
  await page.clock.runFor(quietSeconds * 1000);
  const stepMs = Math.max(1, Math.floor(warningSeconds / 4)) * 1000;
  for (let ranMs = 0; ranMs <= quietSeconds * 1000 && !(await target.isVisible()); ranMs += stepMs) {
    await page.clock.runFor(stepMs);
  }
  await target.waitFor({ timeout: 20_000 });
}

describe('session timeout warning', () => {
  it('warns before the idle limit, keeps focus in the dialog, and signs out when the countdown ends', async () => {
    const page = await newPage();
    await page.clock.install();
    await signIn(page, 'teacher@demo.test');
    await page.waitForURL('**/home');
    const session = (await apiJson(page, '/n/customer_info')).data.session as {
      idle_seconds: number;
      warning_seconds: number;
    };
    await page.getByRole('heading', { level: 1 }).waitFor();
    const dialog = page.getByRole('dialog');
    await runClockUntilVisible(
      page,
      dialog,
      session.idle_seconds - session.warning_seconds + 1,
      session.warning_seconds,
    );
    const stay = dialog.getByRole('button', { name: /stay signed in/i });
    await expect.poll(() => stay.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkScreen(page, 'session-timeout-warning');
    await stay.click();
    await dialog.waitFor({ state: 'detached' });
    await page.clock.runFor((session.idle_seconds + 5) * 1000);
    await page.waitForURL('**/logout/expired');
    await page.context().close();
  });
});

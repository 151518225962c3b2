import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { apiJson, checkScreen, newPage as openPage, PASSWORD, signIn } from './support/pages.js';
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

const newPage = (options: { locale?: string; width?: number } = {}) =>
  openPage(browser, server.baseUrl, options);

describe('each demo login lands on its page', () => {
  it('the teacher lands on Home and sees their classrooms', async () => {
    const page = await newPage();
    await signIn(page, 'teacher@demo.test');
    await page.waitForURL('**/home');
    const customer = (await apiJson(page, '/n/customer_info')).data;
    const classrooms = (await apiJson(page, `/n/districts/${customer.district_id}/classrooms`)).data as {
      name: string;
    }[];
    expect(classrooms.length).toBeGreaterThanOrEqual(2);
    for (const classroom of classrooms)
      await expect.poll(() => page.getByText(classroom.name).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('link', { name: /reports/i }).count()).toBe(0);
    await checkScreen(page, 'teacher-home');
    await page.context().close();
  });

  it('the district admin lands on Reports and sees every school', async () => {
    const page = await newPage();
    await signIn(page, 'districtadmin@demo.test');
    await page.waitForURL('**/reports');
    const customer = (await apiJson(page, '/n/customer_info')).data;
    const schools = (await apiJson(page, `/n/districts/${customer.district_id}/schools`)).data as {
      name: string;
    }[];
    expect(schools).toHaveLength(7);
    for (const school of schools)
      await expect.poll(() => page.getByText(school.name).count()).toBeGreaterThan(0);
    await checkScreen(page, 'district-admin-reports');
    await page.context().close();
  });

  it('the school admin lands on Reports with their one school', async () => {
    const page = await newPage();
    await signIn(page, 'schooladmin@demo.test');
    await page.waitForURL('**/reports');
    const customer = (await apiJson(page, '/n/customer_info')).data;
    const schools = (await apiJson(page, `/n/districts/${customer.district_id}/schools`)).data as {
      name: string;
    }[];
    expect(schools).toHaveLength(1);
    await expect.poll(() => page.getByText(schools[0]!.name).count()).toBeGreaterThan(0);
    await checkScreen(page, 'school-admin-reports');
    await page.context().close();
  });

  it('the guardian lands on the guardian page listing both children', async () => {
    const page = await newPage({ width: 390 });
    await signIn(page, 'guardian@demo.test');
    await page.waitForURL(/\/district\/\d+\/guardian\/\d+$/);
    const customer = (await apiJson(page, '/n/customer_info')).data;
    const children = (await apiJson(page, `/n/districts/${customer.district_id}/students`)).data as {
      first_name: string;
    }[];
    expect(children).toHaveLength(2);
    for (const child of children)
      await expect.poll(() => page.getByText(child.first_name, { exact: false }).count()).toBeGreaterThan(0);
    await checkScreen(page, 'guardian-page-phone');
    await page.context().close();
  });
});

describe('session journeys', () => {
  it('a deep link asks for a login first; unknown URLs go to the default page; logout ends the session', async () => {
    const page = await newPage();
    await page.goto('/some/unknown/place');
    await page.waitForURL('**/login**');
    await page.getByLabel(/username/i).fill('teacher@demo.test');
    await page.getByLabel(/password/i).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
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
    await page.getByLabel(/username/i).fill('teacher@demo.test');
    await page.getByLabel(/password/i).fill('wrong password');
    await page.getByRole('button', { name: /sign in/i }).click();
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
    await page.clock.runFor((session.idle_seconds - session.warning_seconds + 1) * 1000);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 10_000 });
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

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser } from './support/browser.js';
import { apiJson, checkScreen, newPage as openPage, signIn } from './support/pages.js';
import { startServer, type RunningServer } from './support/server.js';

const root = path.resolve(import.meta.dirname, '..');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, `apps/web/src/i18n/locales/${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
const EN = catalogue('en-us');
const ES = catalogue('es-mx');

const TEACHER = 'teacher@demo.test';
const DISTRICT_ADMIN = 'districtadmin@demo.test';
const SCHOOL_ADMIN = 'schooladmin@demo.test';
const GUARDIAN = 'guardian@demo.test';

/** The spec §2 routes not built yet, as URLs, each with a login allowed to open it. */
const NOT_BUILT: [url: string, login: string][] = [['/lesson-transcript/es', TEACHER]];

/** Desktop and phone widths, in English and Spanish. */
const SCREENS = [1366, 390].flatMap((width) =>
  (['en-us', 'es-mx'] as const).map((locale) => ({ width, locale })),
);

let server: RunningServer;
let browser: Browser;
let dataDir: string;

/** The demo district played up to the start of this week: nobody has played yet this week. */
async function seedQuietWeek(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/seed-quiet-week.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed:\n${log}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dash-e2e-quiet-week-'));
  await seedQuietWeek(dataDir);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const newPage = (options: { locale?: string; width?: number } = {}) =>
  openPage(browser, server.baseUrl, options);

/** A signed-in page, in the given interface language (stored as the header's language chooser does). */
async function signedIn(login: string, options: { locale?: 'en-us' | 'es-mx'; width?: number } = {}) {
  const page = await newPage({ width: options.width ?? 1366 });
  await signIn(page, login);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const customer = (await apiJson(page, '/n/customer_info')).data as {
    default_url: string;
    district_id: number;
  };
  await page.waitForURL((url) => url.pathname === customer.default_url);
  if (options.locale) {
    await page.evaluate((value) => localStorage.setItem('locale', value), options.locale);
    await page.reload();
  }
  return { page, customer };
}

describe('missingroster is only for a teacher without classrooms', () => {
  for (const [login, landing] of [
    [TEACHER, '/home'],
    [DISTRICT_ADMIN, '/reports'],
    [SCHOOL_ADMIN, '/reports'],
  ] as const) {
    it(`${login} opening /missingroster lands on ${landing}`, async () => {
      const { page, customer } = await signedIn(login);
      expect(customer.default_url).toBe(landing);
      await page.goto('/missingroster');
      await page.waitForURL((url) => url.pathname === landing);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText(EN['missingRoster.title']!).count()).toBe(0);
      await page.context().close();
    });
  }
});

describe('spec routes that are not built yet say so', () => {
  const sessions = new Map<string, ReturnType<typeof signedIn>>();
  const sessionOf = (login: string) => {
    const session = sessions.get(login) ?? signedIn(login);
    sessions.set(login, session);
    return session;
  };
  const descriptions = new Set<string>();
  afterAll(async () => {
    for (const session of sessions.values()) await (await session).page.context().close();
  });

  for (const [url, login] of NOT_BUILT) {
    it(`${url} shows what it will do and a working home link`, async () => {
      const { page, customer } = await sessionOf(login);
      await page.goto(url);
      await page.getByText(EN['comingSoon.body']!).waitFor();
      expect(new URL(page.url()).pathname).toBe(url);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
      descriptions.add((await page.locator('.placeholder-panel > p').first().textContent()) ?? '');
      const home = page.getByRole('link', { name: EN['common.back']! });
      expect(await home.getAttribute('href')).toBe(customer.default_url);
      await home.click();
      await page.waitForURL((next) => next.pathname === customer.default_url);
    });
  }

  it('each says something of its own: together, every description of the table', () => {
    const expected = Object.entries(EN)
      .filter(([key]) => /^comingSoon\.\w+\.description$/.test(key))
      .map(([, text]) => text);
    expect([...descriptions].sort()).toEqual([...expected].sort());
  });

  it('is kept to its audience: others go to their default page', async () => {
    const { page } = await signedIn(TEACHER);
    await page.goto('/settings');
    await page.waitForURL('**/home');
    await page.context().close();
    const guardian = await signedIn(GUARDIAN);
    await guardian.page.goto('/curriculum');
    await guardian.page.waitForURL((url) => url.pathname === guardian.customer.default_url);
    await guardian.page.context().close();
  });

  for (const { width, locale } of SCREENS) {
    it(`reads well in ${locale} at ${width} px`, async () => {
      const { page } = await signedIn(TEACHER, { locale, width });
      await page.goto('/lesson-transcript/es');
      const text = locale === 'es-mx' ? ES : EN;
      await page.getByText(text['comingSoon.lessonTranscript.description']!).waitFor();
      await page.getByRole('link', { name: text['common.back']! }).waitFor();
      await checkScreen(page, `coming-soon-${locale}-${width}`);
      await page.context().close();
    });
  }
});

describe('"this week" before anyone has played', () => {
  for (const { width, locale } of SCREENS) {
    it(`says so plainly and switches to the last 7 days in one click (${locale}, ${width} px)`, async () => {
      const text = locale === 'es-mx' ? ES : EN;
      const { page, customer } = await signedIn(TEACHER, { locale, width });
      await page.locator('.classroom-card a').first().click();
      await page.waitForURL(/\/classroom\/\d+/);
      const classroomId = /\/classroom\/(\d+)/.exec(page.url())![1];
      const week = await apiJson(
        page,
        `/r/districts/${customer.district_id}/students?classroom_id=${classroomId}&timeframe=0w`,
      );
      expect(week.totals.count_students).toBeGreaterThan(0);
      expect(week.totals.count_active_students).toBe(0);

      const message = page.getByText(text['report.quietWeek.message']!);
      await message.waitFor();
      await checkScreen(page, `quiet-week-${locale}-${width}`);
      await page
        .getByRole('button', { name: text['report.quietWeek.showLastDays']!.replace('{count}', '7') })
        .click();
      await page.waitForURL(/timeframe=7d/);
      await message.waitFor({ state: 'detached' });
      expect(await page.getByLabel(text['timeframe.label']!).inputValue()).toBe('7d');
      await page.locator('.report-table tbody tr').first().waitFor();
      await keepScreenshot(page, `quiet-week-after-${locale}-${width}`);
      await page.context().close();
    });
  }

  it('says the same on a student overview, whose default is also this week', async () => {
    const { page } = await signedIn(TEACHER);
    await page.locator('.classroom-card a').first().click();
    await page.locator('.report-table tbody tr th a').first().click();
    await page.waitForURL(/\/student\/\d+/);
    const message = page.getByText(EN['report.quietWeek.message']!);
    await message.waitFor();
    await page
      .getByRole('button', { name: EN['report.quietWeek.showLastDays']!.replace('{count}', '7') })
      .click();
    await page.waitForURL(/timeframe=7d/);
    await message.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

/**
 * Every route of spec §2, as each kind of customer opens it: the demo teacher, the
 * district administrator and the guardian each open every route in English and in Spanish. A route leads
 * somewhere real: its own page with a heading, or — for a customer it is not for — the customer's default page;
 * never the sign-in page, an error page or an untranslated marker; the page speaks the chosen language, and axe
 * finds nothing serious or critical on it. Pages are opened inside the app, as its links open them.
 */
import type { CurriculumTree } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { classroomUrl, firstClassroom, GUARDIAN, PHONE, signedIn, TEACHER } from './support/assignments.js';
import { SPEC_ROUTES, specUrl } from '../apps/web/src/app/spec-routes.js';
import { useJourney } from './support/journey.js';
import { apiJson, expectNoSeriousViolations } from './support/pages.js';

const journey = useJourney();
const DISTRICT_ADMIN = 'districtadmin@demo.test';

/**
 * The spec routes that are not for a customer (spec §6), which lead to their default page: staff pages and
 * reports for a guardian, administrators' pages for a teacher, a teacher's for an administrator; and the routes
 * that forward by design (/customer_home; /view-classroom and /add-assignment without a classroom;
 * /missingroster for anyone who has classrooms or sees reports).
 */
const FORWARDING = ['/customer_home', '/view-classroom', '/add-assignment', '/missingroster'];
const LEADS_HOME: Record<string, string[]> = {
  [TEACHER]: [
    ...FORWARDING,
    '/reports',
    '/settings',
    '/preferences',
    '/api-key',
    ...SPEC_ROUTES.filter((route) => route.startsWith('/reports/')),
  ],
  [DISTRICT_ADMIN]: [...FORWARDING, '/home', '/teacher-preferences', '/teacher-settings'],
  [GUARDIAN]: SPEC_ROUTES.filter((route) => route !== '/retired-report-error'),
};

/** Where a URL should land for a customer: the classroom report /view-classroom names, home, or its own page. */
function expectedPath(url: string, login: string, customer: Customer) {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const classroomId = searchParams.get('classroomId');
  if (pathname === '/view-classroom' && classroomId)
    return `/district/${customer.district_id}/classroom/${classroomId}`;
  const isRoute = (route: string) => new RegExp(`^${route.replace(/\{\w+\}/g, '\\d+')}$`).test(pathname);
  if (searchParams.size === 0 && LEADS_HOME[login]!.some(isRoute))
    return new URL(customer.default_url, 'http://x').pathname;
  return pathname;
}

const LANGUAGES = [
  { locale: 'en-us', lang: 'en-US' },
  { locale: 'es-mx', lang: 'es-MX' },
] as const;

interface Customer {
  district_id: number;
  default_url: string;
}

/**
 * What the screen shows: its path, the heading of the page opened last (headings already on screen before it
 * was opened are marked `data-seen`), whether something is still loading, its text and language.
 */
function screenState(page: Page) {
  return page.evaluate(() => ({
    path: location.pathname,
    heading: document.querySelector('h1:not([data-seen])')?.textContent?.trim() ?? '',
    loading: document.querySelector('main [role="status"] .spinner') !== null,
    search: location.search,
    text: document.body.innerText,
    lang: document.documentElement.lang,
  }));
}

/**
 * Opens a URL the way the app's links do (history and router), without reloading the app; the page before it
 * has its heading marked, so that only the new page's heading counts as settled.
 */
async function openInApp(page: Page, url: string) {
  await page.evaluate((next) => {
    // Opening the page already on screen keeps its heading.
    if (location.pathname + location.search !== next)
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-seen', '');
    history.pushState({}, '', next);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** The spec routes with the customer's own ids, and the report page of their own that the hierarchy leads to. */
async function routesFor(page: Page, customer: Customer, login: string) {
  const tree = (await apiJson(page, '/m/ast/ccss/tree/domains')).data as CurriculumTree;
  const domain = tree.levels.find((level) => level.domains.length > 0)!.domains[0]!;
  const standard = domain.clusters[0]!.standards[0]!;
  const routes: string[] = SPEC_ROUTES.map((route) =>
    specUrl(route, { domainId: domain.id, standardId: standard.id }),
  );
  if (login === TEACHER) {
    const classroom = await firstClassroom(page, customer.district_id);
    const ids = `classroomId=${classroom.id}&teacherId=${classroom.teacher_id}&schoolId=${classroom.school_id}`;
    // The forms a classroom's links open: its report, and assign mode for it.
    routes.push(
      classroomUrl(customer.district_id, classroom),
      `/view-classroom?classroomId=${classroom.id}`,
      `/add-assignment?districtId=${customer.district_id}&${ids}&pane=create_assignment`,
    );
  }
  if (login === DISTRICT_ADMIN) routes.push(`/district/${customer.district_id}`);
  routes.push(customer.default_url);
  return routes;
}

/**
 * Where each route led, in one language. axe reads each screen once: the routes that are not for a customer all
 * lead to the same default page, which it would otherwise read again for each of them.
 */
async function visitAll(page: Page, routes: readonly string[], lang: string) {
  const landed = new Map<string, string>();
  const read = new Set<string>();
  for (const url of routes) {
    await openInApp(page, url);
    await expect
      .poll(
        async () => {
          const state = await screenState(page);
          return state.heading !== '' && !state.loading;
        },
        { timeout: 20_000, message: `${url} settles with a heading` },
      )
      .toBe(true);
    const state = await screenState(page);
    landed.set(url, state.path);
    expect(state.path, url).not.toMatch(/^\/(login|logout)/);
    expect(state.text, url).not.toContain('ERROR NO STRING');
    expect(state.lang, url).toBe(lang);
    const screen = state.path + state.search;
    if (!read.has(screen)) await expectNoSeriousViolations(page, `${url} (${lang})`);
    read.add(screen);
  }
  return landed;
}

describe('every spec route leads somewhere real, for each customer, in English and Spanish', () => {
  it.each([
    [TEACHER, 1366],
    [DISTRICT_ADMIN, 1366],
    [GUARDIAN, PHONE],
  ] as const)('%s at %i px', { timeout: 600_000 }, async (login, width) => {
    const page = await signedIn(journey, login, width);
    const customer = (await apiJson(page, '/n/customer_info')).data as Customer;
    const routes = await routesFor(page, customer, login);
    const where: Record<string, string>[] = [];
    for (const { locale, lang } of LANGUAGES) {
      await page.evaluate((value) => localStorage.setItem('locale', value), locale);
      await page.reload();
      await page.locator('.app-header').waitFor();
      where.push(Object.fromEntries(await visitAll(page, routes, lang)));
    }
    // The same page in both languages.
    expect(where[1]).toEqual(where[0]);
    const landed = where[0]!;
    expect(landed).toEqual(
      Object.fromEntries(routes.map((url) => [url, expectedPath(url, login, customer)])),
    );
    const own = routes.filter((url) => landed[url] === new URL(url, 'http://x').pathname);
    console.log(`${login}: ${own.length} of ${routes.length} routes open their own page; others lead home`);
    console.log(JSON.stringify(landed, null, 1));
    await page.context().close();
  });
});

/**
 * The curriculum pages (spec §2 /curriculum, /curriculum/domain/{id}, …/standard/{id}) in English at 1366 px
 * and Spanish at 390 px: the teacher opens Resources → Curriculum, sees their classroom's grade with its domains
 * and the class's completion on each (the figures of the classroom standards report), opens a domain, then a
 * standard with the lesson groups that teach it and each student's status. Every API GET the pages make names
 * the customer's academic standard (spec §7 interceptor). Each screen checked with axe, nothing wider than the
 * screen. Then the spec routes whose pages live elsewhere: /view-classroom opens the classroom report,
 * /customer_home the customer's home, and /retired-report-error says the report is gone and leads home.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInTeacher } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage, openFromHeader } from './support/pages.js';

const journey = useJourney();

const WORDS = {
  'en-US': { nav: 'Resources', link: 'Curriculum', grade: 'Grade', groups: 'Lesson groups that teach it' },
  'es-MX': {
    nav: 'Recursos',
    link: 'Plan de estudios',
    grade: 'Grado',
    groups: 'Grupos de lecciones que lo enseñan',
  },
};

interface Customer {
  district_id: number;
  teacher_id: number;
  academic_standard_name: string;
}
interface DomainFigures {
  code: string;
  name: string;
  percent_complete: number;
}

/** A domain's name as the interface names it: its message in the locale's catalogue ("3.OA" → curriculum.domain.OA). */
function domainNameIn(locale: string, domain: DomainFigures): string {
  const file = path.resolve(import.meta.dirname, `../apps/web/src/i18n/locales/${locale.toLowerCase()}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return catalogue[`curriculum.domain.${domain.code.split('.').pop()}`]!;
}

const SLOW = { timeout: 180_000 };

/** Every API GET the page makes from now on. */
function recordGets(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && /^\/(n|r|m|p|api)\//.test(url.pathname))
      urls.push(url.pathname + url.search);
  });
  return urls;
}

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

describe('a teacher browses the curriculum', () => {
  it.each([
    ['en-US', 1366],
    ['es-MX', 390],
  ] as const)('%s at %i px', SLOW, async (locale, width) => {
    const words = WORDS[locale];
    const tag = `${locale.toLowerCase()}-${width}`;
    const page = await signedInTeacher(journey, width);
    if (locale !== 'en-US') await chooseLanguage(page, locale);
    const customer = (await apiJson(page, '/n/customer_info')).data as Customer;
    const district = customer.district_id;
    const classroom = (
      (await apiJson(page, `/n/districts/${district}/classrooms?teacher_id=${customer.teacher_id}`)).data as {
        id: number;
        name: string;
        grade_id: number;
      }[]
    )[0]!;
    const gets = recordGets(page);
    /** The test's own reads (plain fetch, no interceptor), left out of the check. */
    const ownReads = new Set<string>();
    const read = (path: string) => {
      ownReads.add(path);
      return apiJson(page, path);
    };

    await openFromHeader(page, words.nav);
    await page.waitForURL('**/dbl-resources');
    await page.getByRole('link', { name: words.link, exact: true }).click();
    await page.waitForURL('**/curriculum');

    // The classroom's grade opens first, each domain with the class's completion from the standards report.
    await expect
      .poll(() => page.getByLabel(words.grade, { exact: true }).inputValue())
      .toBe(String(classroom.grade_id));
    const report = (
      await read(
        `/r/districts/${district}/classrooms/${classroom.id}/standards/domains?level_id=${classroom.grade_id}&untilNow=true`,
      )
    ).data as { domains: DomainFigures[] };
    const cards = page.locator('.curriculum-card');
    await expect.poll(() => cards.count()).toBe(report.domains.length);
    await expect.poll(() => page.locator('.curriculum-meter__figure').count()).toBe(report.domains.length);
    const first = report.domains[0]!;
    const firstCard = await cards.first().innerText();
    expect(firstCard).toContain(first.code);
    expect(firstCard).toContain(classroom.name);
    expect(firstCard).toMatch(new RegExp(`${first.percent_complete}\\s?%`));
    await fitsWidth(page, width);
    await checkScreen(page, `curriculum-${tag}`);

    // A domain: its clusters and standards, each standard with the class's figures.
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/curriculum\/domain\/\d+/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(first.code);
    // Named in the interface language: the standards name their domains in English.
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(domainNameIn(locale, first));
    const standards = page.locator('.curriculum-standard');
    await expect.poll(() => standards.count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('.curriculum-standard .curriculum-meter').count())
      .toBe(await standards.count());
    await fitsWidth(page, width);
    await checkScreen(page, `curriculum-domain-${tag}`);

    // A standard: the lesson groups that teach it and each student's status on it.
    const standardLink = standards.first().getByRole('link');
    const code = await standardLink.innerText();
    await standardLink.click();
    await page.waitForURL(/\/curriculum\/domain\/\d+\/standard\/\d+/);
    const standardId = Number(/standard\/(\d+)/.exec(page.url())![1]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(code);
    const groups = (await read(`/m/mo_group_desc/focus_type/STANDARD/focus_id/${standardId}`)).data as {
      name: string;
    }[];
    await page.getByRole('heading', { name: words.groups }).waitFor();
    await expect
      .poll(() => page.locator('.curriculum-group h3').allInnerTexts())
      .toEqual(groups.map((g) => g.name));
    const students = (
      (
        await read(
          `/r/districts/${district}/classrooms/${classroom.id}/standards/${standardId}?untilNow=true`,
        )
      ).data as { students: { first_name: string; last_name: string }[] }
    ).students;
    await expect.poll(() => page.locator('.curriculum-table tbody tr').count()).toBe(students.length);
    expect(await page.locator('.curriculum-table tbody th').first().innerText()).toBe(
      `${students[0]!.first_name} ${students[0]!.last_name}`,
    );
    await fitsWidth(page, width);
    // Every column of the class table in view, none scrolled off to the side.
    const table = page.locator('.curriculum-table-wrap');
    expect(await table.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await checkScreen(page, `curriculum-standard-${tag}`);

    // Spec §7 interceptor: every GET the pages made names the customer's academic standard.
    expect(gets.length).toBeGreaterThan(3);
    for (const url of gets.filter((url) => !ownReads.has(url)))
      expect(new URLSearchParams(url.split('?')[1]).get('ast'), url).toBeTruthy();
    await page.context().close();
  });
});

describe('the spec routes that lead to pages of their own elsewhere', () => {
  it(
    'view-classroom opens the classroom report, customer_home the home page, a retired report says so',
    SLOW,
    async () => {
      const page = await signedInTeacher(journey, 390);
      await chooseLanguage(page, 'es-MX');
      const customer = (await apiJson(page, '/n/customer_info')).data as Customer & { default_url: string };
      const district = customer.district_id;
      const classroom = (
        (await apiJson(page, `/n/districts/${district}/classrooms?teacher_id=${customer.teacher_id}`))
          .data as {
          id: number;
        }[]
      )[0]!;

      await page.goto(`/view-classroom?classroomId=${classroom.id}`);
      await page.waitForURL((url) => url.pathname === `/district/${district}/classroom/${classroom.id}`);
      // It stays there: the report opens (its URL names the classroom's teacher and school, spec §5).
      await page.locator('.report-table tbody tr').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(`/district/${district}/classroom/${classroom.id}`);
      await page.goto('/view-classroom');
      await page.waitForURL('**/home');
      await page.goto('/customer_home');
      await page.waitForURL(
        (url) => url.pathname === customer.default_url && url.pathname !== '/customer_home',
      );

      await page.goto('/retired-report-error');
      await page.getByRole('heading', { level: 1, name: 'Este informe ya no está disponible' }).waitFor();
      await checkScreen(page, 'retired-report-es-mx-390');
      await page.getByRole('link', { name: 'Ir a mi página de inicio' }).click();
      await page.waitForURL((url) => url.pathname === customer.default_url);
      await page.context().close();
    },
  );
});

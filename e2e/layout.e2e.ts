import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, districtIdOf, showsWholeText, signIn } from './support/pages.js';

// Scroll bars shown, as a desktop user sees them: they take width too.
const journey = useJourney({ showScrollBars: true });

const DESKTOP = 1366;
const PHONE = 390;
type Lang = 'en' | 'es';
const LANGS: Lang[] = ['en', 'es'];
const TAGS: Record<Lang, string> = { en: 'en-US', es: 'es-MX' };

/** A signed-in page at a width, in English or in Spanish (the language chosen on the device). */
async function signedIn(user: string, width: number, lang: Lang): Promise<Page> {
  const page = await journey.newPage({
    locale: TAGS[lang],
    width,
    height: 900,
    storedLocale: lang === 'es' ? 'es-mx' : undefined,
  });
  await signIn(page, user);
  await page.waitForURL(/\/(home|reports|guardian\/\d+)$/);
  if (lang === 'es') await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(/^es/);
  return page;
}

/** Every table scroller on screen: how wide its table is against the width it shows. */
const scrollers = (page: Page) =>
  page
    .locator('.table-scroll')
    .evaluateAll((elements) => elements.map((e) => ({ scroll: e.scrollWidth, client: e.clientWidth })));

/**
 * No table of the screen scrolls sideways. Tables already checked are marked, so after an in-app link the check
 * waits for the new screen's table rather than reading the last one's while it leaves.
 */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  await page.locator('.report-table:not([data-layout-checked]) tbody tr').first().waitFor();
  await expect.poll(async () => (await scrollers(page)).length, { message: screen }).toBeGreaterThan(0);
  for (const width of await scrollers(page)) expect(width.scroll, screen).toBeLessThanOrEqual(width.client);
  await page.locator('.report-table').evaluateAll((tables) => {
    for (const table of tables) table.setAttribute('data-layout-checked', '');
  });
}

async function openFirstClassroom(page: Page) {
  await page.locator('.card__link').first().click();
  await page.waitForURL(/\/classroom\/\d+\?/);
  await page.locator('.report-table tbody tr').first().waitFor();
}

const withQuery = (page: Page, changes: Record<string, string>) => {
  const url = new URL(page.url());
  for (const [key, value] of Object.entries(changes)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
};

describe('report tables fit a 1366 px desktop', () => {
  for (const lang of LANGS) {
    it(`the district, school and teacher tables have no sideways scroll (${lang})`, async () => {
      const page = await signedIn('districtadmin@demo.test', DESKTOP, lang);
      const d = await districtIdOf(page);
      await page.goto(`/district/${d}?timeframe=30d`);
      await expectNoSidewaysScroll(page, 'district schools');
      await checkScreen(page, `layout-district-schools-${DESKTOP}-${lang}`);
      await page.locator('.report-table tbody a').first().click();
      await page.waitForURL(/\/school\/\d+/);
      await expectNoSidewaysScroll(page, 'school teachers');
      await page.locator('.report-table tbody a').first().click();
      await page.waitForURL(/\/teacher\/\d+\?/);
      await expectNoSidewaysScroll(page, 'teacher classes');
      await checkScreen(page, `layout-teacher-classes-${DESKTOP}-${lang}`);
      await page.goto(withQuery(page, { pane: 'students' }));
      await expectNoSidewaysScroll(page, 'teacher students');
      await page.context().close();
    });

    it(`the classroom student table has no sideways scroll, with and without weekly averages (${lang})`, async () => {
      const page = await signedIn('teacher@demo.test', DESKTOP, lang);
      await openFirstClassroom(page);
      // The side list's filter shows its whole placeholder beside the room a search field keeps for its clear button.
      expect(await showsWholeText(page.locator('.nav-pane__filter'))).toBe(true);
      await expectNoSidewaysScroll(page, 'classroom students, this week');
      await page.goto(withQuery(page, { timeframe: '30d' }));
      await page.locator('.report-table thead th').nth(3).waitFor();
      await expectNoSidewaysScroll(page, 'classroom students, 30 days');
      // Every column, Lessons to the last one, is on screen: nothing hides at the right edge.
      const region = await studentsRegion(page).locator('.table-scroll').boundingBox();
      for (const header of await page.locator('.report-table thead th').all()) {
        const box = (await header.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(region!.x + region!.width + 0.5);
      }
      await checkScreen(page, `layout-classroom-students-${DESKTOP}-${lang}`);
      await page.context().close();
    });
  }
});

/** The scroll region of the classroom's students table (At a Glance's alerts tables have their own). */
const studentsRegion = (page: Page) =>
  page.locator('.scroll-region').filter({ has: page.locator('table.report-table') });

/** Opacity of a scroll region's shadow on one side, once its fade has settled. */
const shadowOpacity = (region: Locator, side: '::before' | '::after') =>
  region.evaluate((element, pseudo) => getComputedStyle(element, pseudo).opacity, side);

describe('on a 390 px phone', () => {
  for (const lang of LANGS) {
    it(`a wide table scrolls visibly: a scroll bar, a shadow where columns hide, arrow keys move it (${lang})`, async () => {
      const page = await signedIn('teacher@demo.test', PHONE, lang);
      await openFirstClassroom(page);
      const region = studentsRegion(page);
      const scroller = region.locator('.table-scroll');
      const size = await scroller.evaluate((e: HTMLElement) => ({
        scroll: e.scrollWidth,
        client: e.clientWidth,
        bar: e.offsetHeight - e.clientHeight,
        tabIndex: e.tabIndex,
      }));
      expect(size.scroll).toBeGreaterThan(size.client);
      expect(size.bar, 'a horizontal scroll bar takes room under the table').toBeGreaterThanOrEqual(8);
      expect(size.tabIndex).toBe(0);
      expect(await region.count(), 'the students table sits in a scroll region with edge shadows').toBe(1);
      await expect.poll(() => region.getAttribute('data-more-end')).not.toBeNull();
      await expect.poll(() => shadowOpacity(region, '::after')).toBe('1');
      expect(await shadowOpacity(region, '::before')).toBe('0');
      await checkScreen(page, `layout-classroom-students-${PHONE}-${lang}`);

      await scroller.focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => scroller.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
      await expect.poll(() => shadowOpacity(region, '::before')).toBe('1');
      await scroller.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
      await expect.poll(() => region.getAttribute('data-more-end')).toBeNull();
      await page.context().close();
    });

    it(`the guardian's proficiency table shows the child's grade whole on screen (${lang})`, async () => {
      const page = await signedIn('guardian@demo.test', PHONE, lang);
      const d = await districtIdOf(page);
      const section = page.locator('.proficiency-table-section');
      const table = section.locator('table.proficiency-table');
      await table.locator('tbody tr').first().waitFor();
      const studentId = new URL(page.url()).searchParams.get('studentId');
      const children = (await apiJson(page, `/n/districts/${d}/students`)).data as { id: number }[];
      const proficiency = (
        await apiJson(page, `/r/districts/${d}/students/${studentId ?? children[0]!.id}/proficiency/domains`)
      ).data as {
        columns: { id: number }[];
        rows: { ordinal: number; cells: ({ percentStandardsComplete: number } | null)[] }[];
      };
      // The column of the grade the chooser shows (the child's grade) is scrolled into view.
      const chosen = await section.locator('.proficiency__chooser select').inputValue();
      const column = proficiency.columns.findIndex((c) => String(c.id) === chosen);
      const percents = [...proficiency.rows]
        .sort((a, b) => a.ordinal - b.ordinal)
        .map((row) => row.cells[column])
        .map((cell) => (cell ? `${cell.percentStandardsComplete}%` : ''));

      const scroller = await section.locator('.table-scroll').evaluate((e) => {
        const box = e.getBoundingClientRect();
        return { left: box.left, right: box.right };
      });
      const cells = await table.locator('tbody td.proficiency-table__chosen').evaluateAll((elements) =>
        elements.map((e) => {
          const box = e.getBoundingClientRect();
          // The figure a reader sees; the cell also carries its growth in words for screen readers.
          const label = e.querySelector('.progress-cell__label') ?? e;
          return { text: label.textContent ?? '', left: box.left, right: box.right };
        }),
      );
      expect(cells.map((cell) => cell.text.replace(/\s/g, ''))).toEqual(percents);
      for (const cell of cells) {
        expect(cell.left).toBeGreaterThanOrEqual(scroller.left);
        expect(cell.right).toBeLessThanOrEqual(scroller.right);
        expect(cell.right).toBeLessThanOrEqual(PHONE);
      }
      await checkScreen(page, `layout-guardian-overview-${PHONE}-${lang}`);
      await page.context().close();
    });
  }
});

interface GridStandard {
  code: string;
  short_description: string;
  description: string;
}
interface GridStudent {
  id: number;
  name: string;
  standards: { code: string; proficiency_status: string; percent_complete: number }[];
}
const ORDINAL: Record<string, number> = { NOT_STARTED: 1, NEEDS_ATTENTION: 2, IN_PROGRESS: 3, PROFICIENT: 4 };

/** The whole first sentence of a statement: what follows it is its end or a sentence break. */
function expectWholePhrase(short: string, description: string) {
  expect(description.startsWith(short), `${short} opens ${description}`).toBe(true);
  const rest = description.slice(short.length);
  expect(short.endsWith('?') ? /^\s/.test(rest) : /^([.;]\s|[.:]?$)/.test(rest), `${short} | ${rest}`).toBe(
    true,
  );
}

describe('the standards grid acts on clicks', () => {
  for (const lang of LANGS) {
    it(`headers sort, a cell opens the student on that standard with its whole description (${lang})`, async () => {
      const page = await signedIn('teacher@demo.test', DESKTOP, lang);
      const d = await districtIdOf(page);
      await openFirstClassroom(page);
      const classroomId = /classroom\/(\d+)/.exec(page.url())![1];
      await page.goto(withQuery(page, { pane: 'standards' }));
      const rows = page.locator('.standards-grid tbody tr');
      await rows.first().waitFor();
      const levelId = await page.locator('.standards__level select').inputValue();
      const grid = (
        await apiJson(
          page,
          `/r/districts/${d}/classrooms/${classroomId}/standards/all?untilNow=true&level_id=${levelId}`,
        )
      ).data as { standards: GridStandard[]; students: GridStudent[] };
      const rowNames = () => page.locator('.standards-grid tbody th').allTextContents();
      const collator = new Intl.Collator(TAGS[lang]);

      // A standard's column title sorts by status, then percent, then name; again reverses.
      const spread = (code: string) =>
        new Set(grid.students.map((s) => s.standards.find((c) => c.code === code)!.proficiency_status)).size;
      const standard = [...grid.standards].sort((a, b) => spread(b.code) - spread(a.code))[0]!;
      const rank = (student: GridStudent) => {
        const cell = student.standards.find((c) => c.code === standard.code)!;
        return ORDINAL[cell.proficiency_status]! * 1000 + cell.percent_complete;
      };
      const expected = [...grid.students]
        .sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name))
        .map((s) => s.name);
      expect(expected).not.toEqual(await rowNames());
      const header = page
        .locator('.standards-grid thead th')
        .filter({ hasText: new RegExp(`^${standard.code}\\b`) });
      await header.getByRole('button').click();
      await expect.poll(rowNames).toEqual(expected);
      expect(await header.getAttribute('aria-sort')).toBe('ascending');
      await header.getByRole('button').click();
      await expect.poll(rowNames).toEqual([...expected].reverse());
      await page.locator('.standards-grid thead th').first().getByRole('button').click();
      await expect
        .poll(rowNames)
        .toEqual(grid.students.map((s) => s.name).sort((a, b) => collator.compare(a, b)));

      // From the keyboard, a column title shows the standard's whole short description.
      await page.locator('.standards-grid thead th').first().getByRole('button').focus();
      await page.keyboard.press('Tab');
      const firstStandard = grid.standards[0]!;
      const tip = page.locator('.standards-grid thead th').nth(1).getByRole('tooltip');
      await expect.poll(() => tip.isVisible()).toBe(true);
      expect(await tip.textContent()).toBe(firstStandard.short_description);
      expectWholePhrase(firstStandard.short_description, firstStandard.description);
      await checkScreen(page, `layout-standards-grid-${DESKTOP}-${lang}`);

      // A cell opens its student on the standards pane, on that standard.
      const secondRow = (await rowNames())[1];
      const student = grid.students.find((s) => s.name === secondRow)!;
      const cellIndex = grid.standards.findIndex((s) => s.code === standard.code);
      await rows.nth(1).locator('td').nth(cellIndex).getByRole('link').click();
      await page.waitForURL(new RegExp(`/student/${student.id}\\?`));
      const url = new URL(page.url());
      expect(url.searchParams.get('pane')).toBe('standards');
      expect(url.searchParams.get('standards')).toMatch(new RegExp(`^${levelId}g,.*d,.*s,${standard.code}$`));
      const focused = page.locator('.standards__standard--focused');
      await focused.waitFor();
      expect(await page.locator('.standards__level select').inputValue()).toBe(levelId);
      const studentStandards = (
        await apiJson(
          page,
          `/r/districts/${d}/students/${student.id}/standards?untilNow=true&level_id=${levelId}`,
        )
      ).data as { domains: { clusters: { standards: GridStandard[] }[] }[] };
      const own = studentStandards.domains
        .flatMap((domain) => domain.clusters.flatMap((cluster) => cluster.standards))
        .find((s) => s.code === standard.code)!;
      expectWholePhrase(own.short_description, own.description);
      const text = focused.locator('.standards__standard-text');
      expect((await text.textContent())?.replace(/\s+/g, ' ')).toBe(`${own.code} ${own.short_description}`);
      const shown = await text.evaluate((e) => ({
        clipped: e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight,
        right: e.getBoundingClientRect().right,
      }));
      expect(shown.clipped).toBe(false);
      expect(shown.right).toBeLessThanOrEqual(DESKTOP);
      await checkScreen(page, `layout-student-standard-${DESKTOP}-${lang}`);

      await page.setViewportSize({ width: PHONE, height: 900 });
      await focused.scrollIntoViewIfNeeded();
      const phone = await text.evaluate((e) => ({
        clipped: e.scrollWidth > e.clientWidth,
        right: e.getBoundingClientRect().right,
      }));
      expect(phone.clipped).toBe(false);
      expect(phone.right).toBeLessThanOrEqual(PHONE);
      await checkScreen(page, `layout-student-standard-${PHONE}-${lang}`);
      await page.context().close();
    });
  }
});

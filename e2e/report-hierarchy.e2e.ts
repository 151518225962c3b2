import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, districtIdOf, signIn } from './support/pages.js';

const journey = useJourney();
const newPage = journey.newPage;
const PHONE = 390;

interface Row {
  id: number;
  name: string;
  first_name: string | null;
  count_lessons_completed: number;
}

/** The report table's row names, top to bottom. */
const rowNames = (page: Page) => page.locator('.report-table tbody tr th').allTextContents();
/** The totals row cell under a column header. */
async function totalsCell(page: Page, header: RegExp): Promise<string> {
  const headers = await page.locator('.report-table thead th').allTextContents();
  const index = headers.findIndex((text) => header.test(text));
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return (await page.locator('.report-table tfoot td').nth(index).textContent()) ?? '';
}
/** The URL path and query the app asks the API for, with the page's session. */
const reportData = async (page: Page, path: string) =>
  (await apiJson(page, path)) as { data: Row[]; totals: Row };
const format = (n: number, locale = 'en-US') => new Intl.NumberFormat(locale).format(n);

async function waitForTable(page: Page) {
  await page.locator('.report-table tbody tr').first().waitFor();
}

/** Follows the table's first link, waits for that report's table and keeps its screenshot. */
async function openFirstRow(page: Page, url: RegExp, screen: string) {
  await page.locator('.report-table tbody a').first().click();
  await page.waitForURL(url);
  await waitForTable(page);
  await checkScreen(page, screen);
}

describe('the district admin reads down the hierarchy', () => {
  it('district → school → teacher → classroom → student, with the API figures, sorting and timeframes', async () => {
    const page = await newPage();
    await signIn(page, 'districtadmin@demo.test');
    await page.waitForURL('**/reports');
    const d = await districtIdOf(page);

    await page.getByRole('link', { name: /view .* report/i }).click();
    await page.waitForURL(new RegExp(`/district/${d}$`));
    await waitForTable(page);
    const schools = await reportData(page, `/r/districts/${d}/schools?timeframe=30d`);
    expect(await rowNames(page)).toEqual(schools.data.map((row) => row.name));
    expect(await totalsCell(page, /lessons completed/i)).toBe(format(schools.totals.count_lessons_completed));
    await checkScreen(page, 'district-schools');

    // Sort by name: the same column again reverses it.
    await page.getByRole('button', { name: /^name/i }).click();
    await page.waitForURL(/order=name&sort=asc/);
    const byName = [...schools.data.map((row) => row.name)].sort((a, b) => (a < b ? -1 : 1));
    await expect.poll(() => rowNames(page)).toEqual(byName);
    await page.getByRole('button', { name: /^name/i }).click();
    await page.waitForURL(/order=name&sort=desc/);
    await expect.poll(() => rowNames(page)).toEqual([...byName].reverse());

    // Timeframe: 7 days, then a custom range from the dialog.
    await page.getByLabel('Timeframe').selectOption('7d');
    await page.waitForURL(/timeframe=7d/);
    const week = await reportData(page, `/r/districts/${d}/schools?timeframe=7d`);
    await expect
      .poll(() => totalsCell(page, /lessons completed/i))
      .toBe(format(week.totals.count_lessons_completed));
    await page.getByLabel('Timeframe').selectOption('custom');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Start date').fill('2026-10-01');
    await dialog.getByLabel('End date').fill('2026-09-01');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/before the start/i);
    await checkScreen(page, 'custom-range-dialog');
    await dialog.getByLabel('End date').fill('2026-10-31');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/timeframe=fd20261001td20261031/);
    await page.getByLabel('Timeframe').selectOption('30d');

    // Other district panes.
    await page.getByRole('link', { name: 'Performance', exact: true }).click();
    await page.locator('figure').first().waitFor();
    await checkScreen(page, 'district-performance');
    await page.getByRole('link', { name: 'Grades', exact: true }).click();
    await page.waitForURL(/pane=grades/);
    await waitForTable(page);
    expect(page.url()).not.toMatch(/order=|sort=/);
    await checkScreen(page, 'district-grades');

    // Down to a school, a teacher, a classroom and a student.
    await page.getByRole('link', { name: 'Schools', exact: true }).click();
    await waitForTable(page);
    const school = schools.data[0]!;
    await page.locator('.report-table tbody').getByRole('link', { name: school.name }).click();
    await page.getByRole('heading', { level: 1, name: school.name }).waitFor();
    await waitForTable(page);
    await checkScreen(page, 'school-teachers');
    await openFirstRow(page, /\/teacher\/\d+\?schoolId=/, 'teacher-classes');
    await openFirstRow(page, /\/classroom\/\d+\?/, 'classroom-students');
    const studentName = (await page.locator('.report-table tbody a').first().textContent()) ?? '';
    await page.locator('.report-table tbody a').first().click();
    await page.waitForURL(/\/student\/\d+\?/);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${studentName}`) }).waitFor();
    await page.getByText(/proficiency by domain/i).waitFor();
    await checkScreen(page, 'student-overview');
    await page.context().close();
  });
});

describe('the school admin, the teacher and the guardian read what they may', () => {
  it('the school admin opens their school, its grades and a grade; the district is not theirs', async () => {
    const page = await newPage();
    await signIn(page, 'schooladmin@demo.test');
    await page.waitForURL('**/reports');
    await page.locator('.school-list a').first().click();
    await page.waitForURL(/\/school\/\d+$/);
    await waitForTable(page);
    await page.getByRole('link', { name: 'Grades', exact: true }).click();
    await waitForTable(page);
    await checkScreen(page, 'school-grades');
    await openFirstRow(page, /\/grade\/\d+\?schoolId=/, 'grade-teachers');
    await page.goto(`/district/${await districtIdOf(page)}`);
    await page.waitForURL('**/reports');
    await page.context().close();
  });

  it('the teacher goes from a classroom to its usage and performance and a student, and invalid URLs go home', async () => {
    const page = await newPage();
    await signIn(page, 'teacher@demo.test');
    await page.waitForURL('**/home');
    await page.locator('.card__link').first().click();
    await page.waitForURL(/\/classroom\/\d+\?/);
    await waitForTable(page);
    await page.getByRole('link', { name: 'Usage', exact: true }).click();
    await page.locator('figure').first().waitFor();
    await checkScreen(page, 'classroom-usage');
    await page
      .getByRole('button', { name: /table view/i })
      .first()
      .click();
    await page.locator('figure table').first().waitFor();
    await page.getByRole('link', { name: 'Performance', exact: true }).click();
    await page.locator('figure').first().waitFor();
    await checkScreen(page, 'classroom-performance');
    await page.getByRole('link', { name: 'Standards', exact: true }).click();
    await page.locator('.standards-grid tbody tr').first().waitFor();
    const grid = (
      await apiJson(
        page,
        `/r/districts/1/classrooms/${/classroom\/(\d+)/.exec(page.url())![1]}/standards/all?untilNow=true&level_id=${await page.locator('.standards__level select').inputValue()}`,
      )
    ).data as { students: unknown[]; standards: unknown[] };
    await expect.poll(() => page.locator('.standards-grid tbody tr').count()).toBe(grid.students.length);
    expect(await page.locator('.standards-grid thead th').count()).toBe(grid.standards.length + 1);
    await checkScreen(page, 'classroom-standards');
    // The grade's export (spec §7): the CSV holds the grid's students and standards; the workbook is a zip.
    const exports = page.getByRole('navigation', { name: /export this grade/i });
    const csvHref = (await exports.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!;
    const csv = (await page.evaluate(async (url) => (await fetch(url)).text(), csvHref)).trim().split('\r\n');
    expect(csv).toHaveLength(grid.students.length + 1);
    expect(csv[0]!.split(',')).toHaveLength(grid.standards.length + 2);
    const xlsxHref = (await exports.getByRole('link', { name: /workbook/i }).getAttribute('href'))!;
    const magic = await page.evaluate(
      async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer()).slice(0, 2)],
      xlsxHref,
    );
    expect(String.fromCharCode(...magic)).toBe('PK');
    await page.locator('.standards-grid tbody a').first().click();
    await page.waitForURL(/\/student\/\d+\?/);
    await page.getByRole('link', { name: 'Standards', exact: true }).click();
    await page.locator('.standards__tree li').first().waitFor();
    await checkScreen(page, 'student-standards');
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/classroom\/\d+\?/);
    const classroomUrl = new URL(page.url());
    // A classroom URL without its teacher and school ids is invalid (spec §5): home.
    await page.goto(classroomUrl.pathname);
    await page.waitForURL('**/home');
    await page.goto('/district/1');
    await page.waitForURL('**/home');
    await page.context().close();
  });

  it('the guardian reads each child on a phone', async () => {
    const page = await newPage({ width: PHONE });
    await signIn(page, 'guardian@demo.test');
    await page.waitForURL(/\/guardian\/\d+$/);
    const children = (await apiJson(page, `/n/districts/${await districtIdOf(page)}/students`)).data as {
      id: number;
      first_name: string;
      last_name: string;
    }[];
    expect(children).toHaveLength(2);
    for (const child of children) {
      await page.getByRole('link', { name: `${child.first_name} ${child.last_name}` }).click();
      await page.waitForURL(new RegExp(`studentId=${child.id}`));
      await page.getByText(`${child.first_name} ${child.last_name}`).first().waitFor();
      await page.getByText(/proficiency by domain/i).waitFor();
      await checkScreen(page, `guardian-child-${child.id}-phone`);
    }
    await page.getByRole('link', { name: 'Usage', exact: true }).click();
    await page.locator('figure').first().waitFor();
    await checkScreen(page, 'guardian-usage-phone');
    await page.context().close();
  });
});

describe('languages', () => {
  it('switches a report to Spanish and keeps the choice', async () => {
    const page = await newPage({ width: PHONE });
    await signIn(page, 'teacher@demo.test');
    await page.waitForURL('**/home');
    await page.locator('.card__link').first().click();
    await waitForTable(page);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByLabel('Language').selectOption('es-mx');
    await page.getByRole('link', { name: 'Uso', exact: true }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es-MX');
    await page.reload();
    await page.getByRole('link', { name: 'Resumen', exact: true }).waitFor();
    await expect.poll(() => page.getByText('Periodo').count()).toBeGreaterThan(0);
    await checkScreen(page, 'classroom-students-es-mx-phone');
    await page.context().close();
  });
});

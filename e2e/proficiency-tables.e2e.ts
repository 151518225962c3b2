/**
 * The proficiency tables (spec §2 "Grade proficiency table", "Student overview: proficiency table by grade and
 * domain with grade chooser", §9 grade columns): the demo teacher reads the classroom Overview's students ×
 * grades table against the API, moves the window of grades with the arrows (five columns under the older
 * navigation), sorts by name twice, opens a cell's student proficiencies popover (closed by Escape and by a
 * click outside), follows "Open standards" to the student's standards pane on that grade, finds the student
 * they opened saved for assign mode, and reads a student's domains × grades table. English and Spanish, 1366 and
 * 390 px, each screen kept and axe-clean.
 */
import type { ClassroomProficiencyResponse, StudentProficiencyResponse } from '@dash/contracts';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  growthSegmentsOf,
  scaledTo,
} from '../apps/web/src/features/reports/components/panes/growth-segments.js';
import { gradeWindow } from '../apps/web/src/features/reports/lib/grade-window.js';
import {
  classroomUrl,
  districtOf,
  firstClassroom,
  freeStudents,
  PHONE,
  signedInTeacher,
  studentUrl,
  withPane,
  type Classroom,
} from './support/assignments.js';
import { ARTIFACTS, KEEP_SCREENSHOTS } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, checkScreen, chooseLanguage } from './support/pages.js';
import { inViewBesideFirstColumn, noColumnCutByFirst } from './support/table-columns.js';

const journey = useJourney();

type ClassroomTable = ClassroomProficiencyResponse['data'];
type StudentTable = StudentProficiencyResponse['data'];

/** Grade names as the screens write them (contracts' rule): en-US and es-MX. */
const gradeNameOf = (grade: number, spanish = false) =>
  spanish
    ? grade === 0
      ? 'Preescolar'
      : `${grade}.º grado`
    : grade === 0
      ? 'Kindergarten'
      : `Grade ${grade}`;

/** Serves the customer with the older navigation (5 grade columns, spec §9) to this page. */
async function withOlderNavigation(page: Page) {
  await page.route('**/n/customer_info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { magneto_district_options: Record<string, boolean> } };
    body.data.magneto_district_options.navigation_2020 = false;
    await route.fulfill({ response, json: body });
  });
}

async function teacherSetting(page: Page) {
  const { districtId } = await districtOf(page);
  const classroom = await firstClassroom(page, districtId);
  const table = (await apiJson(
    page,
    `/r/districts/${districtId}/classrooms/${classroom.id}/standards/proficiency?untilNow=true`,
  )) as { data: ClassroomTable };
  return { districtId, classroom, table: table.data };
}

const section = (page: Page) => page.locator('section.proficiency-table-section');
const headerTexts = async (table: Locator) =>
  (await table.locator('thead th').allTextContents()).map((text) => text.replace(/[↕▲▼]/g, '').trim());
const rowNames = (table: Locator) => table.locator('tbody th').allTextContents();
const fullName = (s: { first_name: string; last_name: string }) => `${s.first_name} ${s.last_name}`;
/** The columns a window shows: grade names in the order of the table's levels. */
const windowNames = (levels: ClassroomTable['levels'], start: number, end: number, spanish = false) =>
  levels.slice(start, end).map((level) => gradeNameOf(level.grade, spanish));

/** The window of `max` columns the table opens on, centred on the classroom's grade. */
function openingWindow(data: ClassroomTable, max: number) {
  const center = Math.max(
    0,
    data.levels.findIndex((level) => level.id === data.default_level_id),
  );
  return gradeWindow(data.levels.length, center, max);
}

async function openOverview(page: Page, districtId: number, classroom: Classroom) {
  await page.goto(withPane(classroomUrl(districtId, classroom), 'overview'));
  const table = section(page).locator('table.proficiency-table');
  await table.locator('tbody tr').first().waitFor();
  return table;
}

describe('proficiency tables', () => {
  it('the teacher reads, moves, sorts the classroom table, opens a popover and the student’s standards', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classroom, table: data } = await teacherSetting(page);
    expect(data.levels.map((level) => level.code)).toEqual(['K', '1', '2', '3', '4', '5', '6', '7', '8']);
    expect(data.students.length).toBeGreaterThan(1);
    await withOlderNavigation(page);
    const table = await openOverview(page, districtId, classroom);
    await section(page).getByRole('heading', { name: 'Proficiency by grade' }).waitFor();

    // Five grades centred on the classroom's grade, each cell the API's percent for that student and grade.
    const opening = openingWindow(data, 5);
    expect(await headerTexts(table)).toEqual([
      'Name',
      ...windowNames(data.levels, opening.start, opening.end),
    ]);
    expect(await rowNames(table)).toEqual(data.students.map(fullName));
    const cellTexts = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('td .progress-cell__label')].map((cell) => cell.textContent),
        ),
      );
    expect(cellTexts).toEqual(
      data.students.map((s) =>
        s.cells.slice(opening.start, opening.end).map((c) => `${c.percent_complete}%`),
      ),
    );
    const bars = await table
      .locator('tbody tr')
      .first()
      .locator('.progress-cell__bar')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).style.width));
    expect(bars).toEqual(
      data.students[0]!.cells.slice(opening.start, opening.end).map((c) => `${c.percent_complete}%`),
    );
    await checkScreen(page, 'proficiency-classroom-en-1366');

    // The arrows move the window one grade at a time and stop at the ends.
    const earlier = section(page).getByRole('button', { name: 'Earlier grades' });
    const later = section(page).getByRole('button', { name: 'Later grades' });
    const step = (await later.isEnabled()) ? 1 : -1;
    await (step === 1 ? later : earlier).click();
    expect(await headerTexts(table)).toEqual([
      'Name',
      ...windowNames(data.levels, opening.start + step, opening.end + step),
    ]);
    for (let i = 0; i < 9 && (await earlier.isEnabled()); i++) await earlier.click();
    expect(await headerTexts(table)).toEqual(['Name', ...windowNames(data.levels, 0, 5)]);
    expect(await earlier.isDisabled()).toBe(true);
    expect(await later.isEnabled()).toBe(true);

    // Name sorts by first name ascending, then the same header toggles to descending.
    const collator = new Intl.Collator('en-US', { sensitivity: 'base' });
    const byName = [...data.students].sort(
      (a, b) =>
        collator.compare(a.first_name, b.first_name) ||
        collator.compare(a.last_name, b.last_name) ||
        a.id - b.id,
    );
    const nameHeader = table.locator('thead th').first();
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await rowNames(table)).toEqual(byName.map(fullName));
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await rowNames(table)).toEqual([...byName].reverse().map(fullName));

    // A cell opens the student's standards of that grade; Escape and a click outside close it.
    const gradeIndex = data.levels.findIndex((level) => level.grade === 2);
    const student = [...data.students].sort(
      (a, b) => b.cells[gradeIndex]!.percent_complete - a.cells[gradeIndex]!.percent_complete,
    )[0]!;
    const level = data.levels[gradeIndex]!;
    const cellButton = table.getByRole('button', {
      name: `${fullName(student)}, Grade 2: ${student.cells[gradeIndex]!.percent_complete}% complete. Show standards`,
    });
    const dialog = page.getByRole('dialog', { name: `${fullName(student)}: Grade 2` });
    await cellButton.click();
    await dialog.locator('li').first().waitFor();
    const standards = (await apiJson(
      page,
      `/r/districts/${districtId}/students/${student.id}/standards?level_id=${level.id}&untilNow=true`,
    )) as {
      data: { domains: { clusters: { standards: { code: string; proficiency_status: string }[] }[] }[] };
    };
    const listed = standards.data.domains.flatMap((d) => d.clusters.flatMap((c) => c.standards));
    expect(await dialog.locator('.proficiency-popover__code').allTextContents()).toEqual(
      listed.map((s) => s.code),
    );
    const proficient = listed.filter((s) => s.proficiency_status === 'PROFICIENT').length;
    expect(await dialog.locator('.standard-status--proficient').count()).toBe(proficient);
    expect(await cellButton.getAttribute('aria-expanded')).toBe('true');
    await checkDialog(page, 'proficiency-popover-en-1366');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await cellButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await cellButton.click();
    await dialog.waitFor();
    await section(page).getByRole('heading', { name: 'Proficiency by grade' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await cellButton.click();
    await dialog.getByRole('link', { name: 'Open standards' }).click();
    await page.waitForURL(`**/student/${student.id}?**`);
    const url = new URL(page.url());
    expect(url.searchParams.get('pane')).toBe('standards');
    expect(url.searchParams.get('standards')).toBe(`${level.id}g`);
    await expect.poll(() => page.getByLabel('Grade', { exact: true }).inputValue()).toBe(String(level.id));
    await page.locator('.standards__standard').first().waitFor();
    expect(await page.locator('.standards__standard strong').allTextContents()).toEqual(
      listed.map((s) => s.code),
    );
  });

  it('a student’s name opens their report and is the saved assignment context of the classroom', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classroom } = await teacherSetting(page);
    const [free] = await freeStudents(page, districtId, classroom.id);
    expect(free, 'a student of the classroom without active assignments').toBeDefined();
    const table = await openOverview(page, districtId, classroom);
    await table.getByRole('link', { name: fullName(free!), exact: true }).click();
    await page.waitForURL(`**/student/${free!.id}?**`);
    const saved = JSON.parse((await page.evaluate(() => sessionStorage.getItem('assign.savedContext')))!);
    expect(saved).toEqual({ districtId, classroomId: classroom.id, studentIds: [free!.id] });

    await page.goto(classroomUrl(districtId, classroom));
    await page.getByRole('link', { name: 'Assign', exact: true }).click();
    await page.waitForURL('**/add-assignment?**');
    const box = page.getByRole('checkbox', { name: fullName(free!), exact: true });
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(1);
  });

  it('a student’s Overview: domains × grades with the window and the grade chooser, in English and Spanish', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classroom, table: classroomData } = await teacherSetting(page);
    const student = classroomData.students[0]!;
    const data = (
      (await apiJson(page, `/r/districts/${districtId}/students/${student.id}/proficiency/domains`)) as {
        data: StudentTable;
      }
    ).data;
    await page.goto(studentUrl(districtId, classroom, student.id));
    const table = page.locator('section.proficiency-table-section table.proficiency-table');
    await table.locator('tbody tr').first().waitFor();

    // The 2020 navigation of the demo district: all nine grades, both arrows at their ends.
    expect(await headerTexts(table)).toEqual(['Domain', ...data.columns.map((c) => gradeNameOf(c.grade))]);
    const rows = [...data.rows].sort((a, b) => a.ordinal - b.ordinal);
    expect(await rowNames(table)).toEqual(rows.map((r) => r.name));
    expect(await table.locator('tfoot th').textContent()).toBe('All domains');
    const texts = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll('td')].map(
            (td) => td.querySelector('.progress-cell__label')?.textContent?.replace(/\s/g, '') ?? '',
          ),
        ),
      );
    expect(texts).toEqual(
      rows.map((row) => row.cells.map((cell) => (cell ? `${cell.percentStandardsComplete}%` : ''))),
    );
    // Each bar as long as its figure, in parts: earlier progress, and this school year's by play.
    const drawn = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => {
          const width = (part: string) =>
            Number.parseFloat(
              (td.querySelector(`.progress-cell__${part}`) as HTMLElement | null)?.style.width ?? '',
            );
          return td.querySelector('.progress-cell') ? { before: width('bar'), grown: width('grown') } : null;
        }),
      ),
    );
    const near = (x: number) => Math.round(x * 100) / 100;
    expect(
      drawn.map((row) => row.map((cell) => cell && { before: near(cell.before), grown: near(cell.grown) })),
    ).toEqual(
      rows.map((row) =>
        row.cells.map((cell) => {
          if (!cell) return null;
          const parts = scaledTo(growthSegmentsOf(cell), cell.percentStandardsComplete);
          return { before: near(parts.before), grown: near(parts.grown) };
        }),
      ),
    );
    const grownCell = rows
      .flatMap((row) => row.cells)
      .find((cell) => cell && cell.playMoGrowthPercent > 0 && cell.percentStandardsComplete > 0);
    expect(grownCell, 'a domain the student completed standards of by play this school year').toBeTruthy();
    const lessons = growthSegmentsOf(grownCell!);
    const end = lessons.placed + lessons.before + lessons.grown;
    await table
      .locator(
        `.progress-cell[title="Standards complete: ${grownCell!.percentStandardsComplete}%. Lessons passed: ${end}%, ${lessons.grown}% by play this school year"]`,
      )
      .first()
      .waitFor();
    expect(await section(page).locator('.growth-legend li').allTextContents()).toEqual([
      'Earlier progress',
      'Progress by play this school year',
      'Bars and figures: standards complete',
    ]);
    expect(
      rows.some((row) => row.cells.includes(null)),
      'a domain some grades do not have',
    ).toBe(true);
    const foot = await table.locator('tfoot td').allTextContents();
    expect(foot.map((t) => t.replace(/\s/g, ''))).toEqual(data.columns.map((c) => `${c.percent_complete}%`));
    expect(await page.getByRole('button', { name: 'Earlier grades' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Later grades' }).isDisabled()).toBe(true);
    const chooser = page.locator('.proficiency__chooser select');
    expect(await chooser.inputValue()).toBe(String(data.default_level_id));
    await checkScreen(page, 'proficiency-student-en-1366');

    await chooseLanguage(page, 'es-MX');
    await page.getByRole('heading', { name: 'Dominio por área' }).waitFor();
    expect(await headerTexts(table)).toEqual([
      'Dominio',
      ...data.columns.map((c) => gradeNameOf(c.grade, true)),
    ]);
    expect(await table.locator('tfoot th').textContent()).toBe('Todas las áreas');
    await section(page).locator('.growth-legend').getByText('Avance jugando en este ciclo escolar').waitFor();
    await checkScreen(page, 'proficiency-student-es-1366');

    await withOlderNavigation(page);
    const es = await openOverview(page, districtId, classroom);
    await section(page).getByRole('heading', { name: 'Dominio por grado' }).waitFor();
    const opening = openingWindow(classroomData, 5);
    expect(await headerTexts(es)).toEqual([
      'Nombre',
      ...windowNames(classroomData.levels, opening.start, opening.end, true),
    ]);
    await section(page).getByRole('button', { name: 'Grados siguientes' }).waitFor();
    await section(page).getByRole('button', { name: 'Grados anteriores' }).waitFor();
    const first = classroomData.students[0]!;
    const cell = first.cells[opening.start]!;
    await es
      .getByRole('button', {
        name: `${fullName(first)}, ${gradeNameOf(classroomData.levels[opening.start]!.grade, true)}: ${cell.percent_complete}% completado. Ver estándares`,
      })
      .click();
    await page.getByRole('link', { name: 'Abrir estándares' }).waitFor();
    await page.locator('.proficiency-popover li').first().waitFor();
    await checkDialog(page, 'proficiency-popover-es-1366');
    await page.keyboard.press('Escape');
    await checkScreen(page, 'proficiency-classroom-es-1366');
    await chooseLanguage(page, 'en-US');
  });

  for (const lang of ['en-US', 'es-MX'] as const) {
    it(`on a phone (${lang}): the classroom table scrolls, the chooser brings a grade into view`, async () => {
      const page = await signedInTeacher(journey, PHONE);
      const { districtId, classroom, table: data } = await teacherSetting(page);
      if (lang !== 'en-US') await chooseLanguage(page, lang);
      const spanish = lang === 'es-MX';
      const table = await openOverview(page, districtId, classroom);
      expect(await headerTexts(table)).toEqual([
        spanish ? 'Nombre' : 'Name',
        ...data.levels.map((level) => gradeNameOf(level.grade, spanish)),
      ]);
      // The classroom's grade column starts in view beside the names, which stay put.
      const gradeHeader = table
        .locator('thead th')
        .nth(1 + data.levels.findIndex((level) => level.id === data.default_level_id));
      await expect.poll(() => inViewBesideFirstColumn(gradeHeader)).toBe(true);
      expect(await noColumnCutByFirst(table)).toBe(true);
      await section(page).scrollIntoViewIfNeeded();
      await checkScreen(page, `proficiency-classroom-${lang}-390`);
      if (KEEP_SCREENSHOTS)
        await section(page).screenshot({
          path: path.join(ARTIFACTS, `proficiency-classroom-${lang}-390-table.png`),
        });

      const student = data.students[0]!;
      await page.goto(studentUrl(districtId, classroom, student.id));
      const own = page.locator('section.proficiency-table-section');
      await own.locator('tbody tr').first().waitFor();
      // Opened on the student's grade, beside the domains, with no column half under them.
      const chosen = own.locator('thead th.proficiency-table__chosen');
      await expect.poll(() => inViewBesideFirstColumn(chosen)).toBe(true);
      expect(await noColumnCutByFirst(own.locator('table'))).toBe(true);
      await own.locator('.proficiency__chooser select').selectOption({ label: gradeNameOf(8, spanish) });
      const header = own.locator('thead th.proficiency-table__chosen');
      expect((await header.textContent())?.trim()).toBe(gradeNameOf(8, spanish));
      await expect.poll(() => inViewBesideFirstColumn(header)).toBe(true);
      await own.scrollIntoViewIfNeeded();
      await checkScreen(page, `proficiency-student-${lang}-390`);
      if (KEEP_SCREENSHOTS)
        await own.screenshot({ path: path.join(ARTIFACTS, `proficiency-student-${lang}-390-table.png`) });
      await page.context().close();
    });
  }
});

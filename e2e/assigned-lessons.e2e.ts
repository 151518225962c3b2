/**
 * Assigned Lessons and Assignment History (spec §2, §4, §9), on the demo teacher's assignments made through the
 * API by the teacher-assignments support. A classroom's Assigned Lessons: read in their date buckets as the API's
 * history implies, opened, sorted, and cancelled for one student through the verify-cancel dialog (Escape keeps
 * it), then filtered by type with the CSV export following the filter; then the same screen in Spanish and on a
 * phone, where the student cancelled above shows as stopped (so those tests run after it) and the Spanish cancel
 * dialog is checked with axe. One student's Assignment History: read in the same buckets (the two new ones
 * first), opened and filtered by type; a guardian reads their child's history on a phone, in the buckets as the
 * API lists them.
 */
import { describe, expect, it } from 'vitest';
import {
  activeOf,
  DESKTOP,
  focusToggle,
  GUARDIAN,
  guardianChild,
  nameOf,
  PHONE,
  signedIn,
  signedInTeacher,
  type Student,
} from './support/assignments.js';
import { apiJson, checkDialog, checkScreen, chooseLanguage } from './support/pages.js';
import {
  bucketsOnScreen,
  classroomEndpoint,
  classroomUrl,
  expectedBuckets,
  firstNames,
  item,
  useTeacherAssignments,
} from './support/teacher-assignments.js';

const { journey, setting } = useTeacherAssignments();

describe('the teacher reads and cancels assigned lessons', () => {
  it('sees the items in their buckets, opens one, sorts it and cancels it for one student', async () => {
    const page = await signedInTeacher(journey);
    await page.goto(classroomUrl(setting()));
    await expect
      .poll(() => page.getByRole('link', { name: 'Assigned Lessons' }).getAttribute('aria-current'))
      .toBe('page');
    await page.locator('.assignment-item').first().waitFor();
    expect(await bucketsOnScreen(page)).toEqual(
      await expectedBuckets(page, classroomEndpoint(setting()), 'en-US', setting().today),
    );

    // Each item names its focus in full, its type, dates, duration and the latest flag (all are active).
    const spot = item(page, setting().spot);
    await expect
      .poll(() => spot.locator('.assignment-item__description').textContent())
      .toBe(setting().spot.description);
    const facts = await spot.locator('.assignment-item__facts').innerText();
    expect(facts).toContain('Spot check');
    expect(facts).toContain('1 week');
    expect(await item(page, setting().goal).locator('.assignment-item__facts').innerText()).toContain(
      '4 weeks',
    );
    for (const made of [setting().spot, setting().goal, setting().longSpot])
      expect(await item(page, made).locator('.assignment-badge--latest').textContent()).toBe('Latest');

    // Opened: its three students, first names A to Z; the same column again reverses them.
    const toggle = focusToggle(spot, setting().spot.code);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
    const names = setting()
      .students.map((s) => s.first_name)
      .sort(collator.compare);
    await expect.poll(() => firstNames(page, setting().spot)).toEqual(names);
    await spot.getByRole('button', { name: /^first name/i }).click();
    await expect.poll(() => firstNames(page, setting().spot)).toEqual([...names].reverse());
    expect(await spot.locator('th[aria-sort="descending"]').textContent()).toMatch(/first name/i);
    await spot.getByRole('button', { name: /^last name/i }).click();
    const byLast = [...setting().students].sort((a, b) => collator.compare(a.last_name, b.last_name));
    await expect.poll(() => firstNames(page, setting().spot)).toEqual(byLast.map((s) => s.first_name));
    await checkScreen(page, 'assigned-lessons-en-1366');

    // Cancel for one student: the dialog opens on "Keep it", keeps Tab inside and closes on Escape.
    const target = setting().students[1]!;
    await spot.getByRole('checkbox', { name: `Choose ${nameOf(target)}` }).check();
    await spot.getByRole('button', { name: 'Cancel for chosen students (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this assignment?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(nameOf(target));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await checkDialog(page, 'assigned-lessons-cancel-dialog-en-1366');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const statusOf = (student: Student) =>
      spot
        .locator('tbody tr', { has: page.getByRole('rowheader', { name: student.first_name }) })
        .locator('.assignment-status');
    expect(await statusOf(target).textContent()).toBe('In progress');

    await spot.getByRole('button', { name: 'Cancel for chosen students (1)' }).click();
    await dialog.getByRole('button', { name: 'Cancel assignment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statusOf(target).textContent()).toBe('Assignment Stopped');
    for (const other of setting().students.filter((s) => s.id !== target.id))
      expect(await statusOf(other).textContent()).toBe('In progress');
    await page.getByRole('status').filter({ hasText: 'was canceled for 1 student' }).waitFor();
    // The server agrees: the student no longer has the spot check active.
    const [active] = await activeOf(page, [target.id]);
    expect(active!.assignments.map((a) => a.assignment_id)).not.toContain(setting().spot.id);

    // The type filter keeps the goals only (the API's, the simulated teacher's ones too); the export follows it.
    const goals = (await apiJson(page, `${classroomEndpoint(setting())}?type=goal&page=1`)) as {
      data: { assignments: { focus_code: string; assignment_type: string }[] };
    };
    const goalCodes = goals.data.assignments.map((a) => a.focus_code);
    expect(goals.data.assignments.every((a) => a.assignment_type.startsWith('GOAL'))).toBe(true);
    expect(goalCodes).toContain(setting().goal.code);
    expect(goalCodes).not.toContain(setting().spot.code);
    await page.getByLabel('Type').selectOption('goal');
    await expect.poll(() => page.locator('.assignment-item__focus').allTextContents()).toEqual(goalCodes);
    const href = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!;
    expect(href).toMatch(/type=goal/);
    expect(href).toMatch(/format=csv/);
    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href);
    expect(csv).toContain(setting().goal.code);
    expect(csv).not.toContain(setting().spot.code);
    await page.context().close();
  });
});

describe('the same screens in Spanish and on a phone', () => {
  for (const [locale, width] of [
    ['es-MX', DESKTOP],
    ['es-MX', PHONE],
    ['en-US', PHONE],
  ] as const) {
    it(`Assigned Lessons in ${locale} at ${width} px`, async () => {
      const page = await signedInTeacher(journey, width);
      if (locale !== 'en-US') await chooseLanguage(page, locale);
      await page.goto(classroomUrl(setting()));
      await page.locator('.assignment-item').first().waitFor();
      const spanish = locale === 'es-MX';
      expect(await bucketsOnScreen(page)).toEqual(
        await expectedBuckets(page, classroomEndpoint(setting()), locale, setting().today),
      );
      const spot = item(page, setting().spot);
      await spot.locator('.assignment-item__toggle').click();
      await spot.locator('tbody tr').first().waitFor();
      const statuses = await spot.locator('.assignment-status').allTextContents();
      expect(statuses).toContain(spanish ? 'Asignación detenida' : 'Assignment Stopped');
      const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noOverflow, 'the page does not scroll sideways').toBe(true);
      const tag = `${spanish ? 'es' : 'en'}-${width}`;
      await checkScreen(page, `assigned-lessons-${tag}`);
      if (spanish) {
        await spot.getByRole('button', { name: 'Cancelar para toda la clase' }).click();
        const dialog = page.getByRole('dialog', { name: '¿Cancelar esta asignación?' });
        await dialog.waitFor();
        await checkDialog(page, `assigned-lessons-cancel-dialog-${tag}`);
        await dialog.getByRole('button', { name: 'Mantenerla' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.context().close();
    });
  }
});

describe("the teacher reads a student's Assignment History", () => {
  it("reads one student's Assignment History", async () => {
    const page = await signedInTeacher(journey);
    const student = setting().students[2]!;
    await page.goto(
      `/district/${setting().districtId}/student/${student.id}?${setting().studentQuery}&pane=assignments`,
    );
    await expect
      .poll(() => page.getByRole('link', { name: 'Assignment History' }).getAttribute('aria-current'))
      .toBe('page');
    await page.locator('.assignment-item').first().waitFor();
    const endpoint = `/r/districts/${setting().districtId}/students/${student.id}/assignments`;
    const expected = await expectedBuckets(page, endpoint, 'en-US', setting().today);
    expect(await bucketsOnScreen(page)).toEqual(expected);
    // Its two assignments, due after this week, come first; whatever it had before follows.
    expect(expected.flatMap(([, codes]) => codes).slice(0, 2)).toEqual([
      setting().longSpot.code,
      setting().spot.code,
    ]);
    const longSpot = item(page, setting().longSpot);
    await focusToggle(longSpot, setting().longSpot.code).click();
    expect(await firstNames(page, setting().longSpot)).toEqual([student.first_name]);
    // Filtered by type: goals only, then spot checks only (both of its new ones among them).
    await page.getByLabel('Type').selectOption('goal');
    await expect
      .poll(() => page.locator('.assignment-item__facts').allInnerTexts())
      .not.toContainEqual(expect.stringContaining('Spot check'));
    for (const made of [setting().longSpot, setting().spot]) expect(await item(page, made).count()).toBe(0);
    await page.getByLabel('Type').selectOption('spot');
    await item(page, setting().longSpot).waitFor();
    const facts = await page.locator('.assignment-item__facts').allInnerTexts();
    expect(facts.every((text) => text.includes('Spot check'))).toBe(true);
    await focusToggle(longSpot, setting().longSpot.code).click();
    await checkScreen(page, 'assignment-history-en-1366');
    await page.context().close();
  });
});

describe("a guardian reads their child's Assignment History", () => {
  it('on a phone, the child’s assignments in their buckets as the API lists them', async () => {
    const page = await signedIn(journey, GUARDIAN, PHONE);
    await page.waitForURL(/\/guardian\/\d+$/);
    const child = await guardianChild(page, setting().districtId);
    // The tab, not the overview's "See all in Assignment History" link.
    await page.getByRole('link', { name: 'Assignment History', exact: true }).click();
    await page.waitForURL(/pane=assignments/);
    await page.locator('.assignments__bucket, .query-state--empty').first().waitFor();
    const endpoint = `/r/districts/${setting().districtId}/students/${child.id}/assignments`;
    const expected = await expectedBuckets(page, endpoint, 'en-US', setting().today);
    expect(await bucketsOnScreen(page)).toEqual(expected);
    if (expected.length === 0) await page.getByText('No lessons have been assigned yet.').waitFor();
    await checkScreen(page, 'assignment-history-guardian-en-390');
    await page.context().close();
  });
});

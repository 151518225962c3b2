/**
 * A classroom's Assigned Lessons (spec §2, §4, §9): the demo teacher's assignments, made through the API by the
 * teacher-assignments support, read in their date buckets as the API's history implies, opened, sorted, and
 * cancelled for one student through the verify-cancel dialog (Escape keeps it), then filtered by type with the
 * CSV export following the filter; then the same screen in Spanish and on a phone, where the student cancelled
 * above shows as stopped (so those tests run after it) and the Spanish cancel dialog is checked with axe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage } from './support/pages.js';
import {
  assignForTeacher,
  bucketsOnScreen,
  checkDialog,
  classroomEndpoint,
  classroomUrl,
  DESKTOP,
  expectedBuckets,
  firstNames,
  item,
  PHONE,
  signedInTeacher,
  type Setting,
  type Student,
} from './support/teacher-assignments.js';

const journey = useJourney();
let setting: Setting;

beforeAll(async () => {
  setting = await assignForTeacher(journey);
});

describe('the teacher reads and cancels assigned lessons', () => {
  it('sees the items in their buckets, opens one, sorts it and cancels it for one student', async () => {
    const page = await signedInTeacher(journey);
    await page.goto(classroomUrl(setting));
    await expect
      .poll(() => page.getByRole('link', { name: 'Assigned Lessons' }).getAttribute('aria-current'))
      .toBe('page');
    await page.locator('.assignment-item').first().waitFor();
    expect(await bucketsOnScreen(page)).toEqual(
      await expectedBuckets(page, classroomEndpoint(setting), 'en-US', setting.today),
    );

    // Each item names its focus in full, its type, dates, duration and the latest flag (all are active).
    const spot = item(page, setting.spot);
    await expect
      .poll(() => spot.locator('.assignment-item__description').textContent())
      .toBe(setting.spot.description);
    const facts = await spot.locator('.assignment-item__facts').innerText();
    expect(facts).toContain('Spot check');
    expect(facts).toContain('1 week');
    expect(await item(page, setting.goal).locator('.assignment-item__facts').innerText()).toContain(
      '4 weeks',
    );
    for (const made of [setting.spot, setting.goal, setting.longSpot])
      expect(await item(page, made).locator('.assignment-badge--latest').textContent()).toBe('Latest');

    // Opened: its three students, first names A to Z; the same column again reverses them.
    const toggle = spot.getByRole('button', { name: new RegExp(setting.spot.code.replace(/\./g, '\\.')) });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
    const names = setting.students.map((s) => s.first_name).sort(collator.compare);
    await expect.poll(() => firstNames(page, setting.spot)).toEqual(names);
    await spot.getByRole('button', { name: /^first name/i }).click();
    await expect.poll(() => firstNames(page, setting.spot)).toEqual([...names].reverse());
    expect(await spot.locator('th[aria-sort="descending"]').textContent()).toMatch(/first name/i);
    await spot.getByRole('button', { name: /^last name/i }).click();
    const byLast = [...setting.students].sort((a, b) => collator.compare(a.last_name, b.last_name));
    await expect.poll(() => firstNames(page, setting.spot)).toEqual(byLast.map((s) => s.first_name));
    await checkScreen(page, 'assigned-lessons-en-1366');

    // Cancel for one student: the dialog opens on "Keep it", keeps Tab inside and closes on Escape.
    const target = setting.students[1]!;
    await spot.getByRole('checkbox', { name: `Choose ${target.first_name} ${target.last_name}` }).check();
    await spot.getByRole('button', { name: 'Cancel for chosen students (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this assignment?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`${target.first_name} ${target.last_name}`);
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
    for (const other of setting.students.filter((s) => s.id !== target.id))
      expect(await statusOf(other).textContent()).toBe('In progress');
    await page.getByRole('status').filter({ hasText: 'was canceled for 1 student' }).waitFor();
    // The server agrees: the student no longer has the spot check active.
    const active = (await apiJson(page, `/m/assignments/students?user_ids=${target.id}`)) as {
      data: { assignments: { assignment_id: number }[] }[];
    };
    expect(active.data[0]!.assignments.map((a) => a.assignment_id)).not.toContain(setting.spot.id);

    // The type filter keeps the goal only; the export follows the filter.
    await page.getByLabel('Type').selectOption('goal');
    await expect
      .poll(() => page.locator('.assignment-item__focus').allTextContents())
      .toEqual([setting.goal.code]);
    const href = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!;
    expect(href).toMatch(/type=goal/);
    expect(href).toMatch(/format=csv/);
    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href);
    expect(csv).toContain(setting.goal.code);
    expect(csv).not.toContain(setting.spot.code);
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
      await page.goto(classroomUrl(setting));
      await page.locator('.assignment-item').first().waitFor();
      const spanish = locale === 'es-MX';
      expect(await bucketsOnScreen(page)).toEqual(
        await expectedBuckets(page, classroomEndpoint(setting), locale, setting.today),
      );
      const spot = item(page, setting.spot);
      await spot.locator('.assignment-item__toggle').click();
      await spot.locator('tbody tr').first().waitFor();
      const statuses = await spot.locator('.assignment-status').allTextContents();
      expect(statuses).toContain(spanish ? 'Tarea detenida' : 'Assignment Stopped');
      const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noOverflow, 'the page does not scroll sideways').toBe(true);
      const tag = `${spanish ? 'es' : 'en'}-${width}`;
      await checkScreen(page, `assigned-lessons-${tag}`);
      if (spanish) {
        await spot.getByRole('button', { name: 'Cancelar para toda la clase' }).click();
        const dialog = page.getByRole('dialog', { name: '¿Cancelar esta tarea?' });
        await dialog.waitFor();
        await checkDialog(page, `assigned-lessons-cancel-dialog-${tag}`);
        await dialog.getByRole('button', { name: 'Mantenerla' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.context().close();
    });
  }
});

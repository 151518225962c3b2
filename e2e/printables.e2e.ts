/**
 * Printables (spec §2 Info pane buttons and print modals, §4 Print-all): the demo teacher prints login cards and
 * a Spanish family letter for a classroom, then prints all students of their largest classroom and cancels a
 * print-all while it renders. Each PDF is read back with pdftotext. The teacher's largest section holds 35
 * students (demo-district.ts), so print-all comes in two batches (25, then 10).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepFirstPage, pdfInfo, pdfText } from '../apps/server/src/printables/pdf-tools.js';
import {
  classroomStudents,
  classroomUrl,
  districtOf,
  PHONE,
  signedIn,
  signedInTeacher,
  type Classroom,
} from './support/assignments.js';
import { keepScreenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, chooseLanguage } from './support/pages.js';

const journey = useJourney();

/** The teacher's classroom with the most students, and its students. */
async function largestClassroom(page: Page) {
  const { districtId } = await districtOf(page);
  const classrooms = (await apiJson(page, `/n/districts/${districtId}/classrooms`)).data as Classroom[];
  let best: { classroom: Classroom; students: Awaited<ReturnType<typeof classroomStudents>> } | null = null;
  for (const classroom of classrooms) {
    const students = await classroomStudents(page, districtId, classroom.id);
    if (!best || students.length > best.students.length) best = { classroom, students };
  }
  return { districtId, ...best! };
}

/** The PDF the dialog asked for, read once the dialog says it is ready. */
async function pdfOf(page: Page, dialog: Locator, path: string, submit: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(path) && r.status() === 200),
    dialog.getByRole('button', { name: submit, exact: true }).click(),
  ]);
  await dialog.getByRole('link').waitFor();
  // The same PDF again with the page's session (the streamed answer's body is not kept by the browser).
  const bytes = await page.evaluate(
    async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())],
    response.url(),
  );
  const pdf = Buffer.from(bytes);
  return { text: await pdfText(pdf), info: await pdfInfo(pdf) };
}

const fullName = (s: { first_name: string; last_name: string }) => `${s.first_name} ${s.last_name}`;

describe('the teacher prints for a classroom', () => {
  it('prints login cards and a Spanish family letter', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classroom, students } = await largestClassroom(page);
    await page.goto(classroomUrl(districtId, classroom));
    await page.getByRole('button', { name: 'Login Cards' }).click();
    const cards = page.getByRole('dialog', { name: 'Login Cards' });
    const cardPdf = await pdfOf(page, cards, '/login_cards', 'Open PDF');
    await cards.getByText('The PDF is ready').waitFor();
    await checkDialog(page, 'printables-login-cards-ready');
    for (const s of students) expect(cardPdf.text).toContain(fullName(s));
    expect(cardPdf.info.pages).toBe(Math.ceil(students.length / 8));
    await cards.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Family Letter' }).click();
    const letter = page.getByRole('dialog', { name: 'Family Letter' });
    await letter.getByLabel('Spanish').check();
    await checkDialog(page, 'printables-family-letter-choose');
    const letterPdf = await pdfOf(page, letter, '/family_letters?lang=es', 'Open PDF');
    expect(letterPdf.info.pages).toBe(students.length);
    for (const s of students) expect(letterPdf.text).toContain(`Estimada familia de ${fullName(s)}:`);
    await letter.getByRole('button', { name: 'Close' }).click();
    await keepScreenshot(page, 'printables-classroom-desktop');
  });

  it('prints all 35 students of the large section in two batches, and cancels a print-all while it renders', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classroom, students } = await largestClassroom(page);
    expect(students).toHaveLength(35);
    await page.goto(classroomUrl(districtId, classroom));
    const dialog = page.getByRole('dialog', { name: 'Print All Students' });
    const inBatch: number[] = [];
    for (const [batch, first, last] of [
      [1, 1, 25],
      [2, 26, 35],
    ] as const) {
      await page.getByRole('button', { name: 'Print all students' }).click();
      await dialog.getByText('35 students: one page each.').waitFor();
      await dialog.getByLabel(`Batch ${batch}: students ${first}–${last}`).check();
      if (batch === 2) await checkDialog(page, 'printables-print-all-batches');
      const pdf = await pdfOf(page, dialog, `/student_overviews?batch=${batch}`, 'Print');
      expect(pdf.info.pages).toBe(last - first + 1);
      inBatch.push(students.filter((s) => pdf.text.includes(fullName(s))).length);
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
    // Each student is printed once, in one of the two batches.
    expect(inBatch).toEqual([25, 10]);

    // Held on the way, so Cancel lands while the PDF is still being made.
    let requested = 0;
    await page.route('**/student_overviews**', async (route) => {
      requested++;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Print all students' }).click();
    await dialog.getByRole('button', { name: 'Print', exact: true }).click();
    await dialog.getByText('Preparing the PDF…').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByText('Printing cancelled.').waitFor();
    expect(requested).toBe(1);
    expect(await dialog.getByRole('link').count()).toBe(0);
  });

  it('prints a report screen as it reads, without the app around it', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classroom, students } = await largestClassroom(page);
    await page.goto(classroomUrl(districtId, classroom));
    await page.locator('.report-table tbody tr').first().waitFor();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print all students' }).isVisible()).toBe(false);
    await keepScreenshot(page, 'printables-report-screen-print');
    // The browser's own PDF of the screen: the classroom's name and every student of its table, whole.
    const pdf = await page.pdf({ format: 'Letter' });
    await keepFirstPage(pdf, 'report-screen-print');
    const text = await pdfText(pdf);
    expect(text).toContain(title);
    for (const s of students) expect(text).toContain(s.last_name);
    expect(text).not.toContain('Log Out');
    await page.emulateMedia({ media: 'screen' });
  });

  it('reads in Spanish on a phone', async () => {
    const page = await signedInTeacher(journey, PHONE);
    const { districtId, classroom } = await largestClassroom(page);
    await page.goto(classroomUrl(districtId, classroom));
    await chooseLanguage(page, 'es-MX');
    await page.getByRole('button', { name: 'Tarjetas de acceso' }).waitFor();
    await keepScreenshot(page, 'printables-classroom-phone-es');
    await page.getByRole('button', { name: 'Carta para la familia' }).click();
    const letter = page.getByRole('dialog', { name: 'Carta para la familia' });
    await expect.poll(() => letter.getByLabel('Español').isChecked()).toBe(true);
    await checkDialog(page, 'printables-family-letter-phone-es');
  });
});

describe('a school admin prints the school’s classroom codes', () => {
  it('every classroom of the school with its login code, on the school’s info pane', async () => {
    const page = await signedIn(journey, 'schooladmin@demo.test');
    await page.waitForURL('**/reports');
    await page.locator('.school-list a').first().click();
    await page.waitForURL(/\/school\/\d+$/);
    const schoolId = Number(/\/school\/(\d+)$/.exec(page.url())![1]);
    const { districtId } = await districtOf(page);
    const classrooms = (await apiJson(page, `/n/districts/${districtId}/classrooms?school_id=${schoolId}`))
      .data as { name: string }[];
    expect(classrooms.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Classroom Codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Classroom Codes' });
    const codes = await pdfOf(page, dialog, '/classroom_codes', 'Open PDF');
    // pdftotext may break a long name over two lines: compare words.
    const words = codes.text.replace(/\s+/g, ' ');
    for (const classroom of classrooms) expect(words).toContain(classroom.name.replace(/\s+/g, ' '));
    await checkDialog(page, 'printables-classroom-codes-ready');
  });
});

/**
 * Activity (spec §2 Activity, §4 event codes, badges and infinite scroll, §8 empty messages): the math product
 * reports a lesson just completed by a student of the demo teacher's classroom; the teacher opens the classroom's
 * Activity tab, reads the event first with its badge, lesson and standard, scrolls and gets the second page; the
 * same tab in Spanish; the student's own Activity tab; a guardian on a phone reads their child's activity.
 * Screens kept at 1366 and 390 px, with no serious axe finding.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  classroomStudents,
  classroomUrl,
  districtOf,
  firstClassroom,
  GUARDIAN,
  guardianChild,
  PHONE,
  signedIn,
  signedInTeacher,
  studentUrl,
  withPane,
} from './support/assignments.js';
import { firstLessonOf as lessonOf, passedLesson, sendToIngest } from './support/ingest.js';
import { useJourney } from './support/journey.js';
import { checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();

/** The math product reports a lesson the student completed (and passed) a few seconds ago. */
async function reportCompleted(studentId: number, slot: number, uid: string) {
  const record = passedLesson(studentId, slot, uid, { agoMs: 5_000, minutes: 9 });
  expect(await sendToIngest(journey.server.baseUrl, [record])).toBe(200);
}

const items = (page: Page) => page.locator('.activity-item');

describe('activity', () => {
  it('the teacher reads the classroom’s activity, scrolls to a second page, and reads it in Spanish', async () => {
    const page = await signedInTeacher(journey);
    const { districtId } = await districtOf(page);
    const classroom = await firstClassroom(page, districtId);
    const [student] = await classroomStudents(page, districtId, classroom.id);
    const lesson = lessonOf('7.RP.A.2');
    // A certificate the student earned a little earlier: the feed's first page holds it, whatever the demo's day.
    const certificate = {
      uid: `activity-e2e-certificate-${Date.now()}`,
      student_id: student!.id,
      event_code: 200 as const,
      timestamp: Date.now() - 10_000,
      label: 'Certificate of Achievement',
    };
    expect(await sendToIngest(journey.server.baseUrl, [certificate])).toBe(200);
    await reportCompleted(student!.id, lesson.slot, `activity-e2e-teacher-${Date.now()}`);

    const pages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/classrooms/${classroom.id}/activity`)) pages.push(request.url());
    });
    await page.goto(withPane(classroomUrl(districtId, classroom), 'activity'));
    const first = items(page).first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Lesson completed');
    expect(await first.textContent()).toContain(`${student!.first_name} ${student!.last_name}`);
    expect(await first.textContent()).toContain(lesson.name);
    expect(await first.textContent()).toContain('7.RP.A.2');
    expect(await first.textContent()).toContain('9 min played');
    await first.getByRole('img', { name: 'Passed' }).waitFor();
    await checkScreen(page, 'activity-classroom-en-1366');

    // The first page holds 50 events; the next loads when the end of the list comes within 100 px.
    await expect.poll(() => items(page).count()).toBe(50);
    expect(pages.filter((url) => url.includes('pu='))).toHaveLength(0);
    await items(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => items(page).count()).toBeGreaterThan(50);
    expect(
      pages.filter((url) => url.includes('pu=') && url.includes('pt=') && url.includes('pd=')),
    ).not.toHaveLength(0);
    const uids = await page.locator('.activity-item time').count();
    expect(uids).toBe(await items(page).count());
    await checkScreen(page, 'activity-classroom-second-page-en-1366');

    // The certificate opens its letter, which prints (both letters: achievement-letters.e2e.ts).
    for (const [name, title] of [['Engagement certificate', 'Engagement certificate']] as const) {
      await page.getByRole('button', { name, exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: title });
      const href = (await dialog.getByRole('link', { name: 'Print' }).getAttribute('href'))!;
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get('content-type') };
      }, href);
      expect(answer, href).toEqual({ status: 200, type: 'application/pdf' });
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    await chooseLanguage(page, 'es-MX');
    await page.getByRole('heading', { name: 'Actividad' }).waitFor();
    expect(await items(page).first().textContent()).toContain('Lección completada');
    await items(page).first().getByRole('img', { name: 'Aprobada' }).waitFor();
    await checkScreen(page, 'activity-classroom-es-1366');
    await chooseLanguage(page, 'en-US');
  });

  it('a student’s activity, from the classroom feed', async () => {
    const page = await signedInTeacher(journey);
    const { districtId } = await districtOf(page);
    const classroom = await firstClassroom(page, districtId);
    const [, student] = await classroomStudents(page, districtId, classroom.id);
    const lesson = lessonOf('7.RP.A.3');
    await reportCompleted(student!.id, lesson.slot, `activity-e2e-student-${Date.now()}`);

    await page.goto(withPane(studentUrl(districtId, classroom, student!.id), 'activity'));
    const first = items(page).first();
    await first.waitFor();
    expect(await first.textContent()).toContain(lesson.name);
    // A student's feed names no student: every event is theirs.
    expect(await first.locator('.activity-item__student').count()).toBe(0);
    await checkScreen(page, 'activity-student-en-1366');
  });

  it('a guardian on a phone reads their child’s activity', async () => {
    const page = await signedIn(journey, GUARDIAN, PHONE);
    const { districtId } = await districtOf(page);
    const child = await guardianChild(page, districtId);
    const lesson = lessonOf('4.NF.A.1');
    await reportCompleted(child.id, lesson.slot, `activity-e2e-guardian-${Date.now()}`);
    await page.locator('nav.report-tabs').getByRole('link', { name: 'Activity' }).click();
    const first = items(page).first();
    await first.waitFor();
    expect(await first.textContent()).toContain(lesson.name);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE);
    await checkScreen(page, 'activity-guardian-en-390');
    await chooseLanguage(page, 'es-MX');
    await page.getByRole('heading', { name: 'Actividad' }).waitFor();
    expect(await items(page).first().textContent()).toContain('Lección completada');
    await checkScreen(page, 'activity-guardian-es-390');
    await chooseLanguage(page, 'en-US');
  });
});

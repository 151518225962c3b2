/**
 * Live student pages (DESIGN §6, spec §2 Activity): the demo teacher keeps a student's Activity tab open, the
 * math product reports a lesson the student just completed through POST /api/v1/events with the demo ingest
 * key, and the row appears at the top of the feed within 5 seconds, without a reload. A guardian on a phone
 * keeps their child's Activity tab open and sees the same, in English and in Spanish.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  classroomStudents,
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
import { firstLessonOf, passedLesson, sendToIngest } from './support/ingest.js';
import { useJourney } from './support/journey.js';
import { checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();

const firstItem = (page: Page) => page.locator('.activity-item').first();

/**
 * Reports a lesson of `code` completed by the student now, then waits for the open feed to show it first;
 * the time it took, in ms. The page must not reload meanwhile.
 */
async function playAndSee(page: Page, studentId: number, code: string, uid: string) {
  const lesson = firstLessonOf(code);
  await firstItem(page).waitFor();
  expect(await firstItem(page).textContent()).not.toContain(lesson.name);
  let reloaded = false;
  page.on('load', () => (reloaded = true));
  const sent = Date.now();
  const record = passedLesson(studentId, lesson.slot, uid, { agoMs: 1_000, minutes: 7 });
  expect(await sendToIngest(journey.server.baseUrl, [record])).toBe(200);
  await expect
    .poll(async () => (await firstItem(page).textContent()) ?? '', { timeout: 5_000, interval: 100 })
    .toContain(lesson.name);
  expect(reloaded).toBe(false);
  return Date.now() - sent;
}

describe('an open student page follows ingest', () => {
  it('the teacher’s view of a student’s Activity tab at 1366 px', { timeout: 90_000 }, async () => {
    const page = await signedInTeacher(journey);
    const { districtId } = await districtOf(page);
    const classroom = await firstClassroom(page, districtId);
    const [, , student] = await classroomStudents(page, districtId, classroom.id);
    await page.goto(withPane(studentUrl(districtId, classroom, student!.id), 'activity'));
    const ms = await playAndSee(page, student!.id, '6.RP.A.1', `live-student-e2e-${Date.now()}`);
    console.log(`teacher: the row appeared ${ms} ms after the ingest request`);
    expect(await firstItem(page).textContent()).toContain('7 min played');
    await checkScreen(page, 'live-student-teacher-en-1366');
    await page.context().close();
  });

  it('a guardian’s child page at 390 px, in English and in Spanish', { timeout: 90_000 }, async () => {
    const page = await signedIn(journey, GUARDIAN, PHONE);
    const { districtId } = await districtOf(page);
    const child = await guardianChild(page, districtId);
    await page.locator('nav.report-tabs').getByRole('link', { name: 'Activity' }).click();
    const en = await playAndSee(page, child.id, '4.MD.A.1', `live-guardian-e2e-en-${Date.now()}`);
    console.log(`guardian (en-US): the row appeared ${en} ms after the ingest request`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
    await checkScreen(page, 'live-student-guardian-en-390');

    await chooseLanguage(page, 'es-MX');
    await page.getByRole('heading', { name: 'Actividad' }).waitFor();
    const es = await playAndSee(page, child.id, '4.MD.A.2', `live-guardian-e2e-es-${Date.now()}`);
    console.log(`guardian (es-MX): the row appeared ${es} ms after the ingest request`);
    expect(await firstItem(page).textContent()).toContain('Lección completada');
    await checkScreen(page, 'live-student-guardian-es-390');
    await chooseLanguage(page, 'en-US');
    await page.context().close();
  });
});

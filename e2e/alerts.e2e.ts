/**
 * Student alerts (spec §2 At a Glance, Student alerts; §8 alert texts): the math product reports a struggling
 * lesson for a student of the demo teacher's classroom; the teacher opens the classroom, reads At a Glance,
 * follows the alert sentence that names the standard and lands on that student's standards on it; the lesson
 * phases popover explains the three phases; the same screen in Spanish; a guardian on a phone reads their child's
 * alert on the overview. Screens kept at 1366 and 390 px, with no serious axe finding.
 */
import type { ActivityRecord } from '@dash/contracts';
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
} from './support/assignments.js';
import { firstLessonOf, sendToIngest } from './support/ingest.js';
import { useJourney } from './support/journey.js';
import { checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();

/** The math product reports that the student is struggling on a lesson a minute ago (event 702). */
async function reportStruggling(studentId: number, slot: number, uid: string) {
  const record: ActivityRecord = {
    uid,
    student_id: studentId,
    event_code: 702,
    timestamp: Date.now() - 60_000,
    lesson_slot_id: slot,
  } as ActivityRecord;
  expect(await sendToIngest(journey.server.baseUrl, [record])).toBe(200);
}

const glance = (page: Page) => page.locator('section.glance');

describe('student alerts', () => {
  it('the teacher reads At a Glance, opens the alert on its standard, and reads it in Spanish', async () => {
    const page = await signedInTeacher(journey);
    const { districtId } = await districtOf(page);
    const classroom = await firstClassroom(page, districtId);
    const [student] = await classroomStudents(page, districtId, classroom.id);
    const { code, slot } = firstLessonOf('7.RP.A.2');
    await reportStruggling(student!.id, slot, `alerts-e2e-teacher-${Date.now()}`);

    await page.goto(classroomUrl(districtId, classroom));
    const sentence = `${student!.first_name} may need assistance on ${code}.`;
    const link = glance(page).getByRole('link', { name: sentence }).first();
    await link.waitFor();
    await link.scrollIntoViewIfNeeded();
    await checkScreen(page, 'alerts-glance-en-1366');

    await glance(page).getByRole('button', { name: 'Lesson phases' }).click();
    const phases = glance(page).locator('.phases__panel');
    for (const phase of [
      'Early Sense Making',
      'Looking for Structure & Relationships',
      'Fluency and Practice',
    ])
      await phases.getByText(phase, { exact: true }).waitFor();
    await checkScreen(page, 'alerts-phases-en-1366');
    await page.keyboard.press('Escape');
    await expect.poll(() => phases.isHidden()).toBe(true);

    await link.click();
    await page.waitForURL(`**/student/${student!.id}?**`);
    const url = new URL(page.url());
    expect(url.searchParams.get('pane')).toBe('standards');
    expect(url.searchParams.get('standards')).toBe(`7g,7.RPd,7.RP.As,${code}`);
    await page.getByText(code).first().waitFor();
    await checkScreen(page, 'alerts-student-standard-en-1366');

    await page.goBack();
    await chooseLanguage(page, 'es-MX');
    await glance(page).getByRole('heading', { name: 'De un vistazo' }).waitFor();
    await glance(page)
      .getByRole('link', { name: `${student!.first_name} podría necesitar ayuda con ${code}.` })
      .waitFor();
    await checkScreen(page, 'alerts-glance-es-1366');
    await chooseLanguage(page, 'en-US');
  });

  it('At a Glance on a phone', async () => {
    const page = await signedInTeacher(journey, PHONE);
    const { districtId } = await districtOf(page);
    const classroom = await firstClassroom(page, districtId);
    await page.goto(classroomUrl(districtId, classroom));
    await glance(page).locator('.alerts-table, .query-state--empty').first().waitFor();
    await glance(page).scrollIntoViewIfNeeded();
    await checkScreen(page, 'alerts-glance-en-390');
  });

  it('a guardian on a phone reads their child’s alert on the overview', async () => {
    const page = await signedIn(journey, GUARDIAN, PHONE);
    const { districtId } = await districtOf(page);
    const child = await guardianChild(page, districtId);
    const { code, slot } = firstLessonOf('4.NF.A.1');
    await reportStruggling(child.id, slot, `alerts-e2e-guardian-${Date.now()}`);
    await page.reload();
    const alerts = page.locator('section.overview__alert');
    await alerts.getByText(`${child.first_name} may need assistance on ${code}.`).waitFor();
    // A guardian reads the alert; the standards pane is not theirs to open (spec §6).
    expect(await alerts.getByRole('link').count()).toBe(0);
    await alerts.scrollIntoViewIfNeeded();
    await checkScreen(page, 'alerts-guardian-en-390');
  });
});

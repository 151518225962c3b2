/**
 * A live classroom page: the demo teacher keeps a classroom's overview open, the math
 * product reports a completed lesson of one of its students through POST /api/v1/events with the demo ingest
 * key, and the student's lessons-completed figure on screen moves within 5 seconds, without a reload. Once in
 * English at 1366 px, once in Spanish at 390 px.
 */
import type { ActivityRecord } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../apps/server/src/curriculum/catalogue.js';
import { DEMO_INGEST_KEY } from '../apps/server/src/ingest/ingest-key.js';
import {
  classroomStudents,
  districtOf,
  homeClassroom,
  signedInTeacher,
  type Student,
} from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();
const MINUTE = 60_000;

/** The math product's side: one lesson opened and completed (passed) a few minutes ago. */
async function completeLesson(studentId: number, uid: string) {
  const [slot] = getCatalogue().lessonSlots;
  const started = Date.now() - 12 * MINUTE;
  const events: ActivityRecord[] = [
    {
      uid: `${uid}-o`,
      student_id: studentId,
      event_code: 100,
      timestamp: started,
      lesson_slot_id: slot!.lesson_slot_id,
    },
    {
      uid: `${uid}-c`,
      student_id: studentId,
      event_code: 110,
      timestamp: started + 9 * MINUTE,
      lesson_slot_id: slot!.lesson_slot_id,
      lesson_passed: true,
      total_lesson_time: 9 * MINUTE,
    },
  ];
  const sent = await fetch(`${journey.server.baseUrl}/api/v1/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_INGEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  expect(sent.status).toBe(200);
  expect(((await sent.json()) as { data: { accepted: number } }).data.accepted).toBe(2);
}

/** The figure in the student's row under the column headed `header`, as the table shows it. */
async function cellOf(page: Page, student: Student, header: RegExp) {
  const table = page.locator('table').first();
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.findIndex((text) => header.test(text));
  expect(column, headers.join(' | ')).toBeGreaterThanOrEqual(0);
  const row = table
    .locator('tbody tr')
    .filter({ hasText: student.first_name })
    .filter({ hasText: student.last_name });
  return (await row.locator('th, td').nth(column).textContent())?.trim();
}

const LESSONS_HEADER = { 'en-US': /^Lessons/, 'es-MX': /^Lecciones/ };

describe('an open classroom page follows ingest', () => {
  it.each([
    ['en-US', 1366, 0],
    ['es-MX', 390, 1],
  ] as const)('%s at %i px', { timeout: 90_000 }, async (locale, width, offset) => {
    const page = await signedInTeacher(journey, width);
    if (locale !== 'en-US') await chooseLanguage(page, locale);
    const { districtId } = await districtOf(page);
    const classroom = await homeClassroom(page, journey.server.baseUrl);
    const student = (await classroomStudents(page, districtId, classroom.id))[offset]!;
    await page.goto(classroom.path);
    const lessons = () => cellOf(page, student, LESSONS_HEADER[locale]);
    // The first load may take seconds on a busy machine; only the update after ingest is timed.
    await page
      .locator('table')
      .first()
      .locator('thead th', { hasText: LESSONS_HEADER[locale] })
      .waitFor({ timeout: 30_000 });
    await expect.poll(lessons, { timeout: 30_000 }).toMatch(/^\d+$/);
    const before = Number(await lessons());
    let reloaded = false;
    page.on('load', () => (reloaded = true));

    const sent = Date.now();
    await completeLesson(student.id, `live-classroom-e2e-${locale}-${Date.now()}`);
    await expect.poll(lessons, { timeout: 5_000, interval: 100 }).toBe(String(before + 1));
    console.log(`${locale}: the figure moved ${Date.now() - sent} ms after the ingest request`);
    expect(reloaded).toBe(false);
    await checkScreen(page, `live-classroom-${locale.toLowerCase()}-${width}`);
    await page.context().close();
  });
});

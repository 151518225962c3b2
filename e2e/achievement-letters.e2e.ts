/**
 * Engagement certificate and milestone completed letter modals (spec §2 Modals, §7): the math product reports a
 * certificate a student of the demo teacher's classroom just earned; in the classroom's Activity tab the teacher
 * opens it and reads the student's name with this school year's lessons and minutes (the student overview's
 * figures), picks Spanish and the Print link opens the Spanish PDF; Escape closes it and gives focus back. A
 * lesson group the student just completed opens its letter, which names the group and, from
 * GET /api/v1/lesson_slots/{id}, its last lesson (the trigger lesson slot).
 * The modals kept at 1366 px in English and 390 px in Spanish, with no serious axe finding.
 */
import type { StudentOverviewResponse } from '@dash/contracts';
import { getCatalogue } from '../apps/server/src/curriculum/catalogue.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  classroomStudents,
  classroomUrl,
  districtOf,
  firstClassroom,
  PHONE,
  signedInTeacher,
  withPane,
} from './support/assignments.js';
import { firstLessonOf, sendToIngest } from './support/ingest.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, chooseLanguage } from './support/pages.js';

const journey = useJourney();

/** Fetches a URL with the page's session: its status and content type. */
const fetchHead = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href);
    return { status: response.status, type: response.headers.get('content-type') };
  }, url);

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('achievement letters', () => {
  it('the certificate modal: what it says, the language, Print and Escape', { timeout: 90_000 }, async () => {
    const page = await signedInTeacher(journey);
    const { districtId } = await districtOf(page);
    const classroom = await firstClassroom(page, districtId);
    const [student] = await classroomStudents(page, districtId, classroom.id);
    const name = `${student!.first_name} ${student!.last_name}`;
    const uid = `letters-e2e-certificate-${Date.now()}`;
    const certificate = {
      uid,
      student_id: student!.id,
      event_code: 200 as const,
      timestamp: Date.now() - 2_000,
    };
    expect(await sendToIngest(journey.server.baseUrl, [{ ...certificate, label: 'Certificate' }])).toBe(200);
    const overview = (await apiJson(
      page,
      `/r/districts/${districtId}/students/${student!.id}/overview?timeframe=0y`,
    )) as StudentOverviewResponse;
    const { count_lessons_completed: lessons, total_session_time: sessionMs } = overview.data.summary;
    expect(lessons).toBeGreaterThan(0);

    await page.goto(withPane(classroomUrl(districtId, classroom), 'activity'));
    const item = page.locator('.activity-item').filter({ hasText: 'Certificate earned' }).first();
    await item.waitFor();
    expect(await item.textContent()).toContain(name);
    const opener = item.getByRole('button', { name: 'Engagement certificate' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Engagement certificate' });
    await dialog.waitFor();
    const minutes = Math.max(1, Math.round(sessionMs / 60_000));
    const words = `for completing ${lessons.toLocaleString('en-US')} math lessons and ${minutes.toLocaleString('en-US')} minutes of practice this school year.`;
    await expect.poll(async () => await dialog.textContent()).toContain(words);
    expect(await dialog.textContent()).toContain(name);
    expect(await focusedText(page)).toBe('Close');
    const print = dialog.getByRole('link', { name: 'Print' });
    const english = (await print.getAttribute('href'))!;
    expect(english).toBe(`/m/print/districts/${districtId}/students/${student!.id}/certificate`);
    await checkDialog(page, 'letters-certificate-en-1366');

    await dialog.getByRole('radio', { name: 'Español' }).check();
    const spanish = (await print.getAttribute('href'))!;
    expect(spanish).toBe(`${english}?lang=es`);
    expect(await fetchHead(page, spanish)).toEqual({ status: 200, type: 'application/pdf' });
    expect(await print.getAttribute('target')).toBe('_blank');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedText(page)).toBe('Engagement certificate');
    await page.context().close();
  });

  it('the milestone letter modal on a phone, in Spanish', { timeout: 90_000 }, async () => {
    const page = await signedInTeacher(journey, PHONE);
    const { districtId } = await districtOf(page);
    const classroom = await firstClassroom(page, districtId);
    const [, student] = await classroomStudents(page, districtId, classroom.id);
    // The math product reports a lesson group the student just completed (the group of a 5.NF.A.1 lesson).
    const catalogue = getCatalogue();
    const groupId = catalogue.slotById.get(firstLessonOf('5.NF.A.1').slot)!.lesson_group_id;
    const completed = {
      uid: `letters-e2e-milestone-${Date.now()}`,
      student_id: student!.id,
      event_code: 130 as const,
      timestamp: Date.now() - 2_000,
      lesson_group_id: groupId,
    };
    expect(await sendToIngest(journey.server.baseUrl, [completed])).toBe(200);
    const triggerSlotId = catalogue.slotsOfGroup.get(groupId)!.at(-1)!;
    const groupName = catalogue.groupById.get(groupId)!.name;
    const slot = (await apiJson(page, `/api/v1/lesson_slots/${triggerSlotId}`)) as { name: string };
    const milestone = {
      ...student!,
      student_id: student!.id,
      timestamp: completed.timestamp,
      milestone_trigger_lesson_slot_id: triggerSlotId,
      lesson_group_name: groupName,
    };

    await chooseLanguage(page, 'es-MX');
    await page.goto(withPane(classroomUrl(districtId, classroom), 'activity'));
    const item = page
      .locator('.activity-item')
      .filter({ has: page.locator(`time[datetime="${new Date(milestone!.timestamp).toISOString()}"]`) })
      .filter({ hasText: milestone!.first_name })
      .first();
    await item.scrollIntoViewIfNeeded();
    const opener = item.getByRole('button', { name: 'Carta de logro' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Meta alcanzada' });
    await dialog.waitFor();
    await expect
      .poll(async () => await dialog.textContent())
      .toContain(`Última lección del grupo: ${slot.name}`);
    const text = (await dialog.textContent())!;
    expect(text).toContain(`${milestone!.first_name} ${milestone!.last_name}`);
    expect(text).toContain(`completó el grupo de lecciones «${milestone!.lesson_group_name}»`);
    expect(await dialog.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);
    const href = (await dialog.getByRole('link', { name: 'Imprimir' }).getAttribute('href'))!;
    expect(href).toBe(
      `/m/print/districts/${districtId}/students/${milestone!.student_id}/milestone_letter?lesson_slot_id=${milestone!.milestone_trigger_lesson_slot_id}&lang=es`,
    );
    expect(await fetchHead(page, href)).toEqual({ status: 200, type: 'application/pdf' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
    await checkDialog(page, 'letters-milestone-es-390');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedText(page)).toBe('Carta de logro');
    await chooseLanguage(page, 'en-US');
    await page.context().close();
  });
});

/**
 * Bulk rostering journey (spec §7 bulkupload, §6): on Manage (/settings, section "bulk"), the demo district admin
 * uploads a OneRoster 1.1 bundle, reads the preview (counts by outcome, the refused row and why), applies it and
 * finds the new classroom in the reports. In English and Spanish at 1366 and 390 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { oneRosterUser, oneRosterZip } from '../apps/server/src/bulk-upload/bulk-upload-fixtures.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkScreen, chooseLanguage, districtIdOf, signIn } from './support/pages.js';

const journey = useJourney();

/** A school, a teacher, a class with two students, and one enrollment in a class the bundle lacks (refused). */
function bundle(tag: string) {
  const id = (name: string) => `E2E-${tag}-${name}`;
  return oneRosterZip({
    orgs: [[id('SCH'), 'active', '', `Bulk Academy ${tag}`, 'school', '', '']],
    users: [
      oneRosterUser(id('T1'), 'teacher', id('SCH'), 'Rosa', 'Parks'),
      oneRosterUser(id('S1'), 'student', id('SCH'), 'Mae', 'Jemison', '05'),
      oneRosterUser(id('S2'), 'student', id('SCH'), 'Carl', 'Sagan', '05'),
    ],
    classes: [
      [id('C1'), 'active', '', `Stars ${tag}`, '05', '', '', 'scheduled', '', id('SCH'), '', '', '', ''],
    ],
    enrollments: [
      [id('E1'), 'active', '', id('C1'), id('SCH'), id('T1'), 'teacher', 'true', '', ''],
      [id('E2'), 'active', '', id('C1'), id('SCH'), id('S1'), 'student', 'false', '', ''],
      [id('E3'), 'active', '', id('C1'), id('SCH'), id('S2'), 'student', 'false', '', ''],
      [id('E4'), 'active', '', id('C9'), id('SCH'), id('S2'), 'student', 'false', '', ''],
    ],
  });
}

async function openBulkUpload(page: Page, locale: string) {
  await signIn(page, 'districtadmin@demo.test');
  await page.waitForURL('**/reports');
  if (locale !== 'en-US') await chooseLanguage(page, locale);
  await page.goto('/settings?section=bulk');
}

for (const locale of ['en-US', 'es-MX']) {
  const spanish = locale === 'es-MX';
  for (const width of [1366, 390]) {
    const tag = `${spanish ? 'es' : 'en'}${width}`;
    describe(`bulk rostering in ${locale} at ${width} px`, () => {
      it('a district admin uploads a OneRoster bundle, reads the preview, applies it and finds the classroom', async () => {
        const page = await journey.newPage({ width });
        await openBulkUpload(page, locale);
        await page.getByLabel(spanish ? 'Archivo de listas' : 'Roster file').setInputFiles({
          name: `sis-${tag}.zip`,
          mimeType: 'application/zip',
          buffer: Buffer.from(bundle(tag)),
        });
        await page.getByRole('button', { name: spanish ? 'Subir y revisar' : 'Upload and preview' }).click();

        // 1 school + 1 teacher + 1 class + 2 students + 2 enrollments new; the enrollment in E2E-…-C9 refused.
        const counts = page.locator('.bulk-upload__counts');
        await counts.waitFor();
        const count = (label: string) => counts.locator('div', { hasText: label }).locator('dd');
        await expect.poll(() => count(spanish ? 'Nuevos' : 'New').textContent()).toBe('7');
        expect(await count(spanish ? 'Rechazados' : 'Refused').textContent()).toBe('1');
        const refusedRow = page.locator('.bulk-upload__table tbody tr');
        await expect.poll(() => refusedRow.count()).toBe(1);
        expect(await refusedRow.first().textContent()).toContain(
          spanish ? 'La clase de classSourcedId no está' : 'The classroom in classSourcedId is not',
        );
        await checkScreen(page, `bulk-upload-preview-${tag}`);

        await page.getByRole('button', { name: spanish ? 'Aplicar' : 'Apply', exact: true }).click();
        const result = page.locator('.bulk-upload__result');
        await result.waitFor();
        expect(await result.textContent()).toContain(spanish ? '7 creados' : '7 created');
        await checkScreen(page, `bulk-upload-applied-${tag}`);

        // The new classroom is in the reports: its page opens with its name.
        const districtId = await districtIdOf(page);
        const classrooms = (await apiJson(page, `/n/districts/${districtId}/classrooms`)).data as {
          id: number;
          name: string;
          school_id: number;
          teacher_id: number;
        }[];
        const room = classrooms.find((c) => c.name === `Stars ${tag}`);
        expect(room).toBeDefined();
        // A classroom report URL carries its school and teacher (spec §5).
        await page.goto(
          `/district/${districtId}/classroom/${room!.id}?schoolId=${room!.school_id}&teacherId=${room!.teacher_id}`,
        );
        await page.getByText(`Stars ${tag}`).first().waitFor();
        await checkScreen(page, `bulk-upload-classroom-report-${tag}`);
      });
    });
  }
}

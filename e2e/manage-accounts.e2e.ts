/**
 * Account management journeys on the demo district (spec §2 Manage, /preferences, /teacher-preferences,
 * /api-key; §5; §8 "You have unsaved changes."), in English and Spanish at 1366 and 390 px:
 * a school admin edits a teacher's name on Manage (leaving with the edit unsaved asks first) and finds the new
 * name in the reports' teacher list; a district admin makes an API key, sends one event with it, revokes it and
 * the next send is refused; a teacher changes their own password and signs in with the new one.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@dash/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import {
  apiJson,
  checkDialog,
  checkScreen,
  chooseLanguage,
  PASSWORD,
  showsWholeText,
  signIn,
  submitLogin,
} from './support/pages.js';

const journey = useJourney();

/** Opens the phone menu when the header is collapsed; returns whether it did. */
async function openMenu(page: Page) {
  await page.locator('.app-header').waitFor();
  const toggle = page.locator('.app-header__menu-toggle');
  if (!(await toggle.isVisible())) return false;
  await toggle.click();
  return true;
}

async function signInAs(page: Page, username: string, locale: string, landing: string) {
  await signIn(page, username);
  await page.waitForURL(`**${landing}`);
  if (locale !== 'en-US') await chooseLanguage(page, locale);
}

/** Sign-ins and password changes hash with argon2: slow on a busy machine. */
const SLOW = { timeout: 180_000 };
const CCSS = 'Common Core State Standards';

const sendEvent = (key: string, uid: string, studentId: number) =>
  fetch(`${journey.server.baseUrl}/api/v1/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      events: [
        { uid, student_id: studentId, event_code: 300, timestamp: Date.now() - 60_000, label: 'Badge' },
      ],
    }),
  });

for (const locale of ['en-US', 'es-MX']) {
  const spanish = locale === 'es-MX';
  for (const width of [1366, 390]) {
    const tag = `${locale.toLowerCase()}-${width}`;
    describe(`account management in ${locale} at ${width} px`, () => {
      it(
        'a school admin renames a teacher on Manage and the reports’ teacher list shows the new name',
        SLOW,
        async () => {
          const page = await journey.newPage({ width });
          await signInAs(page, 'schooladmin@demo.test', locale, '/reports');
          const customer = (await apiJson(page, '/n/customer_info')).data as {
            district_id: number;
            school_id: number;
          };
          await page.goto('/settings');
          const rows = page.locator('.manage__table tbody tr');
          await rows.first().waitFor();
          expect(await showsWholeText(page.locator('.manage__nav select'))).toBe(true);
          const teachers = (await apiJson(page, `/m/school/${customer.school_id}/teachers`)).data as {
            id: number;
            first_name: string;
            last_name: string;
          }[];
          expect(await rows.count()).toBe(teachers.length);
          const teacher = teachers[1] ?? teachers[0]!;
          await page.getByRole('button', { name: `${teacher.first_name} ${teacher.last_name}` }).click();
          const firstName = page.getByLabel(spanish ? 'Nombre' : 'First name', { exact: true });
          await expect.poll(() => firstName.inputValue()).toBe(teacher.first_name);
          const standard = page.getByLabel(spanish ? 'Estándar académico' : 'Academic standard', {
            exact: true,
          });
          await expect.poll(() => standard.inputValue()).not.toBe('');
          // Beside the teachers' table on a desktop and inside its cards on a phone, the profile shows the
          // standard's whole name.
          expect(await showsWholeText(standard)).toBe(true);
          const newName = `Renamed${width}${spanish ? 'Es' : 'En'}`;
          await firstName.fill(newName);

          // Leaving with the edit unsaved asks first (spec §8), and staying keeps the edit.
          const menuOpened = await openMenu(page);
          await page.locator('.app-nav__link', { hasText: spanish ? 'Informes' : 'Reports' }).click();
          const dialog = page.getByRole('dialog');
          await expect
            .poll(() => dialog.innerText())
            .toContain(spanish ? 'Tiene cambios sin guardar.' : 'You have unsaved changes.');
          await checkDialog(page, `manage-unsaved-${tag}`);
          await dialog.getByRole('button').first().click();
          if (menuOpened && (await page.locator('.app-nav[data-open="true"]').count())) await openMenu(page);
          expect(new URL(page.url()).pathname).toBe('/settings');
          expect(await firstName.inputValue()).toBe(newName);

          await page.getByRole('button', { name: spanish ? 'Guardar cambios' : 'Save changes' }).click();
          await page
            .getByRole('status')
            .filter({ hasText: spanish ? 'Guardado.' : 'Saved.' })
            .waitFor();
          await checkScreen(page, `manage-teacher-${tag}`);

          await page.goto(`/district/${customer.district_id}/school/${customer.school_id}?pane=teachers`);
          await page.locator('.report-table tbody tr').first().waitFor();
          await expect.poll(() => page.locator('.report-table').innerText()).toContain(newName);
          await checkScreen(page, `manage-teacher-in-reports-${tag}`);
        },
      );

      it(
        'a district admin makes an API key, sends an event with it, revokes it, and the next send is refused',
        SLOW,
        async () => {
          const page = await journey.newPage({ width });
          await signInAs(page, 'districtadmin@demo.test', locale, '/reports');
          await page.goto('/settings?section=district');
          await page.getByRole('form').waitFor();
          // The district's fixed facts read as names in the reader's language, not as codes.
          expect(await page.locator('.manage__facts dd').allTextContents()).toEqual(
            spanish
              ? [expect.stringMatching(/^hora central.*\(America\/Chicago\)$/i), 'Estados Unidos', CCSS]
              : ['Central Time (America/Chicago)', 'United States', CCSS],
          );
          await checkScreen(page, `manage-district-${tag}`);
          await page
            .getByRole('link', { name: spanish ? 'Clave de API' : 'API key' })
            .first()
            .click();
          await page.waitForURL('**/api-key');
          const create = page.getByRole('button', {
            name: spanish ? /Crear clave de API|Reemplazar clave/ : /Create API key|Replace key/,
          });
          await create.click();
          if (await page.getByRole('dialog').count())
            await page.getByRole('dialog').getByRole('button').nth(1).click();
          const keyField = page.getByLabel(spanish ? 'Su nueva clave de API' : 'Your new API key');
          await keyField.waitFor();
          const key = await keyField.inputValue();
          expect(key).toMatch(/^dk-\d+-[0-9a-f]{48}$/);
          await checkScreen(page, `api-key-shown-${tag}`);

          const students = (
            await apiJson(
              page,
              `/n/districts/${(await apiJson(page, '/n/customer_info')).data.district_id}/students`,
            )
          ).data as { id: number }[];
          const sent = await sendEvent(key, `e2e-api-key-${tag}-1`, students[0]!.id);
          expect(sent.status).toBe(200);
          expect(((await sent.json()) as { data: { accepted: number } }).data.accepted).toBe(1);

          await page.getByRole('button', { name: spanish ? 'Revocar clave' : 'Revoke key' }).click();
          const confirm = page.getByRole('dialog');
          await confirm.waitFor();
          await checkDialog(page, `api-key-revoke-${tag}`);
          await confirm.getByRole('button', { name: spanish ? 'Revocar clave' : 'Revoke key' }).click();
          await page
            .getByRole('heading', {
              name: spanish ? 'Su distrito no tiene clave de API.' : 'Your district has no API key.',
            })
            .waitFor();
          expect(await keyField.count()).toBe(0);
          const refused = await sendEvent(key, `e2e-api-key-${tag}-2`, students[0]!.id);
          expect(refused.status).toBe(401);
          await checkScreen(page, `api-key-revoked-${tag}`);
        },
      );

      it('a teacher changes their own password and signs in with the new one', SLOW, async () => {
        const page = await journey.newPage({ width });
        await signInAs(page, 'teacher@demo.test', locale, '/home');
        await openMenu(page);
        await page.getByRole('link', { name: spanish ? 'Preferencias' : 'Preferences' }).click();
        await page.waitForURL('**/teacher-preferences');
        const newPassword = `new-password-${tag}`;
        await page.getByLabel(spanish ? 'Contraseña actual' : 'Current password').fill(PASSWORD);
        await page
          .getByLabel(spanish ? 'Contraseña nueva' : 'New password', { exact: true })
          .fill(newPassword);
        await page
          .getByLabel(spanish ? 'Repita la contraseña nueva' : 'New password again')
          .fill(newPassword);
        await page.getByRole('button', { name: spanish ? 'Cambiar contraseña' : 'Change password' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: spanish ? 'Se cambió su contraseña' : 'Your password was changed' })
          .waitFor();
        await checkScreen(page, `teacher-password-${tag}`);

        const fresh = await journey.newPage({ width, locale });
        await fresh.goto('/login');
        await submitLogin(fresh, 'teacher@demo.test', PASSWORD);
        await fresh.getByRole('alert').waitFor();
        await submitLogin(fresh, 'teacher@demo.test', newPassword);
        await fresh.waitForURL('**/home');
        // Back to the demo password for the next journeys.
        const back = await fresh.evaluate(
          async ({ header, value, current }) =>
            (
              await fetch('/api/v1/auth/password', {
                method: 'POST',
                headers: { 'content-type': 'application/json', [header]: value },
                body: JSON.stringify({ current_password: current, new_password: 'dashboard-demo' }),
              })
            ).status,
          { header: CSRF_HEADER, value: CSRF_HEADER_VALUE, current: newPassword },
        );
        expect(back).toBe(200);
      });
    });
  }
}

describe('the edit cog of a classroom report, for a district admin', () => {
  it('opens the classroom on Manage in its own school, not the first one', SLOW, async () => {
    const page = await journey.newPage({ width: 1366 });
    await signInAs(page, 'districtadmin@demo.test', 'en-US', '/reports');
    const districtId = ((await apiJson(page, '/n/customer_info')).data as { district_id: number })
      .district_id;
    const schools = (await apiJson(page, `/n/districts/${districtId}/schools`)).data as {
      id: number;
      name: string;
    }[];
    const classrooms = (await apiJson(page, `/n/districts/${districtId}/classrooms`)).data as {
      id: number;
      name: string;
      school_id: number;
      teacher_id: number;
    }[];
    // A classroom of the last school Manage lists, so that falling back to the first school shows.
    const school = schools.at(-1)!;
    const classroom = classrooms.find((c) => c.school_id === school.id)!;
    expect(school.id).not.toBe(schools[0]!.id);

    await page.goto(
      `/district/${districtId}/classroom/${classroom.id}?teacherId=${classroom.teacher_id}&schoolId=${school.id}`,
    );
    await page.locator('.manage-classroom__cog').click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await expect.poll(() => page.locator('.manage__title').innerText()).toBe(`Classrooms · ${school.name}`);
    const selected = page.locator('.manage__table tbody tr[aria-current="true"]');
    await expect.poll(() => selected.innerText()).toContain(classroom.name);
    await checkScreen(page, 'manage-from-classroom-cog-en-us-1366');
    await page.context().close();
  });
});

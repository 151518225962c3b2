/**
 * Classroom settings (spec §2 /teacher-settings, password_type and password panes, pending-changes modal; §3
 * picture passwords): the demo teacher switches a text-password class to picture passwords, is asked before
 * leaving a pane with an unsaved choice, resets one student's picture password, sees it on the password pane and
 * on the class's login cards; then the same in Spanish on a phone. Screens at 1366 and 390 px in both languages.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/printables/pdf-tools.js';
import { classroomUrl, districtOf, PHONE, signedInTeacher, type Classroom } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();

interface PasswordRow {
  id: number;
  first_name: string;
  last_name: string;
  picture_password: number | null;
}
const PICTURES_EN = ['Flowers', 'Cat', 'Bug', 'Pencils', 'Hat', 'Skull', 'Bird', 'Book', 'Turtle'];
const PICTURES_ES = [
  'Flores',
  'Gato',
  'Insecto',
  'Lápices',
  'Sombrero',
  'Calavera',
  'Pájaro',
  'Libro',
  'Tortuga',
];

/** The teacher's classrooms with the password type each signs in with (2: text). */
async function classroomsWithTypes(page: Page) {
  const { districtId } = await districtOf(page);
  const classrooms = (await apiJson(page, `/n/districts/${districtId}/classrooms`)).data as (Classroom & {
    name: string;
  })[];
  const types = await Promise.all(
    classrooms.map(async (c) => (await apiJson(page, `/m/classroom/${c.id}/authentication_type`)).data),
  );
  return { districtId, classrooms: classrooms.map((c, i) => ({ ...c, type: types[i].authentication_type })) };
}

const passwordsOf = async (page: Page, classroomId: number) =>
  (await apiJson(page, `/m/classroom/${classroomId}/students_info_with_passwords`)).data as {
    authentication_type: number;
    students: PasswordRow[];
  };

/** Switches the chosen class to picture passwords on the password type pane. */
async function switchToPictures(
  page: Page,
  panel: Locator,
  labels: { pane: string; picture: string; save: string },
) {
  await panel.getByRole('button', { name: labels.pane }).click();
  await panel.getByLabel(labels.picture).check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/authentication_type') && r.request().method() === 'POST'),
    panel.getByRole('button', { name: labels.save }).click(),
  ]);
  expect(response.status()).toBe(200);
}

/** Resets the first student's picture password to one they do not have; answers the student and the picture. */
async function resetFirstPicture(
  page: Page,
  panel: Locator,
  classroomId: number,
  labels: { pane: string; reset: string; save: string; changed: string; names: string[] },
) {
  const before = await passwordsOf(page, classroomId);
  expect(before.authentication_type).toBe(1);
  const student = before.students[0]!;
  const picture = student.picture_password === 9 ? 2 : 9;
  await panel.getByRole('button', { name: labels.pane }).click();
  const name = `${student.first_name} ${student.last_name}`;
  await panel.getByRole('button', { name: `${labels.reset} ${name}` }).click();
  await panel.getByLabel(labels.names[picture - 1]!, { exact: true }).check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/student_password') && r.request().method() === 'POST'),
    panel.getByRole('button', { name: labels.save }).click(),
  ]);
  expect(response.status()).toBe(200);
  await panel.getByText(labels.changed).waitFor();
  await expect
    .poll(() => panel.getByTestId(`password-${student.id}`).textContent())
    .toBe(labels.names[picture - 1]);
  const after = await passwordsOf(page, classroomId);
  expect(after.students.find((s) => s.id === student.id)!.picture_password).toBe(picture);
  return { student, picture };
}

describe('the teacher manages a classroom’s passwords', () => {
  it('switches a class to picture passwords, resets one, and finds it on the login cards', async () => {
    const page = await signedInTeacher(journey);
    const { districtId, classrooms } = await classroomsWithTypes(page);
    const textClass = classrooms.find((c) => c.type === 2)!;
    expect(textClass, 'the demo teacher has a class with text passwords').toBeDefined();

    await page.goto(`/teacher-settings?classroomId=${textClass.id}`);
    const panel = page.locator('.manage-classroom');
    await panel.getByRole('heading', { name: 'Classroom', exact: true }).waitFor();
    await checkScreen(page, 'manage-classroom-settings-desktop');

    // An unsaved choice holds a pane switch behind the pending-changes modal (Escape does not dismiss it).
    await panel.getByRole('button', { name: 'Password type' }).click();
    await panel.getByLabel('Picture passwords').check();
    await panel.getByRole('button', { name: 'Roster' }).click();
    const pending = page.getByRole('dialog', { name: 'Unsaved changes' });
    await pending.getByText('You have unsaved changes.').waitFor();
    await page.keyboard.press('Escape');
    expect(await pending.isVisible()).toBe(true);
    await checkDialog(page, 'manage-classroom-pending-changes');
    await pending.getByRole('button', { name: 'Keep editing' }).click();
    expect(await panel.getByLabel('Picture passwords').isChecked()).toBe(true);

    await switchToPictures(page, panel, {
      pane: 'Password type',
      picture: 'Picture passwords',
      save: 'Save changes',
    });
    expect(
      (await apiJson(page, `/m/classroom/${textClass.id}/authentication_type`)).data.authentication_type,
    ).toBe(1);

    const { student, picture } = await resetFirstPicture(page, panel, textClass.id, {
      pane: 'Student passwords',
      reset: 'Reset',
      save: 'Save password',
      changed: 'Password changed.',
      names: PICTURES_EN,
    });
    await checkScreen(page, 'manage-classroom-password-desktop');

    // The class's login cards (spec §2 Info pane) print the picture password now.
    await page.goto(classroomUrl(districtId, textClass));
    // The info pane's edit cog leads back to this classroom's settings.
    const cog = page.locator('.manage-classroom__cog');
    expect(await cog.getAttribute('href')).toBe(`/teacher-settings?classroomId=${textClass.id}`);
    await page.getByRole('button', { name: 'Login Cards' }).click();
    const cards = page.getByRole('dialog', { name: 'Login Cards' });
    const [pdfResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/login_cards') && r.status() === 200),
      cards.getByRole('button', { name: 'Open PDF', exact: true }).click(),
    ]);
    await cards.getByRole('link').waitFor();
    const bytes = await page.evaluate(
      async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())],
      pdfResponse.url(),
    );
    const text = (await pdfText(Buffer.from(bytes))).replace(/\s+/g, ' ');
    expect(text).toContain(`${student.first_name} ${student.last_name}`);
    expect(text).toContain('Picture password');
    expect(text).toContain(PICTURES_EN[picture - 1]);
  }, 240_000);

  it('in Spanish on a phone, and in English on a phone and Spanish on a desktop', async () => {
    const phone = await signedInTeacher(journey, PHONE);
    const { classrooms } = await classroomsWithTypes(phone);
    const target = classrooms.find((c) => c.type === 2) ?? classrooms[classrooms.length - 1]!;
    await phone.goto(`/teacher-settings?classroomId=${target.id}`);
    const panel = phone.locator('.manage-classroom');
    await panel.getByRole('heading', { name: 'Classroom', exact: true }).waitFor();
    await checkScreen(phone, 'manage-classroom-settings-phone');
    await chooseLanguage(phone, 'es-MX');
    await panel.getByRole('heading', { name: 'Clase', exact: true }).waitFor();
    if (target.type === 2)
      await switchToPictures(phone, panel, {
        pane: 'Tipo de contraseña',
        picture: 'Contraseñas de imagen',
        save: 'Guardar cambios',
      });
    await resetFirstPicture(phone, panel, target.id, {
      pane: 'Contraseñas de los estudiantes',
      reset: 'Restablecer',
      save: 'Guardar contraseña',
      changed: 'Contraseña cambiada.',
      names: PICTURES_ES,
    });
    await checkScreen(phone, 'manage-classroom-password-phone-es');

    const desktop = await signedInTeacher(journey);
    await desktop.goto(`/teacher-settings?classroomId=${target.id}&pane=password`);
    await chooseLanguage(desktop, 'es-MX');
    const desktopPanel = desktop.locator('.manage-classroom');
    await desktopPanel.getByText('Esta clase inicia sesión con contraseñas de imagen.').waitFor();
    await desktopPanel.getByRole('button', { name: 'Restablecer' }).first().click();
    await desktopPanel.getByText('Nueva contraseña de imagen para', { exact: false }).waitFor();
    await checkScreen(desktop, 'manage-classroom-password-desktop-es');
  }, 240_000);
});

/**
 * A school admin of two schools chooses the school to work in (spec §2 choose-school modal, §4 "Choosing a
 * school saves session settings and redirects to /", §7 POST /e/session/school_admin_mode): the demo's school
 * admin is given a second school in this journey's copy of the demo database. Once in English at 1366 px, once
 * in Spanish at 390 px (the chooser sits in the phone's menu).
 */
import type { CustomerSchools } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../apps/server/src/demo/demo-district.js';
import { useJourney } from './support/journey.js';
import { changeDemoDatabase } from './support/server.js';
import { apiJson, checkDialog, chooseLanguage, signIn } from './support/pages.js';

/** Makes the demo school admin an admin of a second school too: the elementary school with the lowest id. */
const giveSecondSchool = changeDemoDatabase(async (db) => {
  const admin = await db
    .selectFrom('customers')
    .select(['district_id', 'customer_id'])
    .where('username', '=', DEMO_LOGINS.schoolAdmin)
    .executeTakeFirstOrThrow();
  const own = await db
    .selectFrom('customer_schools')
    .select('school_id')
    .where('customer_id', '=', admin.customer_id)
    .execute();
  const other = await db
    .selectFrom('schools')
    .select('school_id')
    .where('district_id', '=', admin.district_id)
    .where(
      'school_id',
      'not in',
      own.map((s) => s.school_id),
    )
    .orderBy('school_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customer_schools')
    .values({ ...admin, school_id: other.school_id })
    .execute();
});

const journey = useJourney({ prepare: giveSecondSchool });

const WORDS = {
  'en-US': { choose: 'Choose school', save: 'Save and go', school: 'School', admin: 'School administrator' },
  'es-MX': {
    choose: 'Elegir escuela',
    save: 'Guardar e ir',
    school: 'Escuela',
    admin: 'Administrador de escuela',
  },
};

describe('a school admin of two schools chooses the school to work in', () => {
  it.each([
    ['en-US', 1366],
    ['es-MX', 390],
  ] as const)('%s at %i px', { timeout: 60_000 }, async (locale, width) => {
    const words = WORDS[locale];
    const page = await journey.newPage({ width });
    await signIn(page, DEMO_LOGINS.schoolAdmin);
    await page.waitForURL((url) => url.pathname === '/reports');
    if (locale !== 'en-US') await chooseLanguage(page, locale);
    const before = (await apiJson(page, '/m/customer/schools')).data as CustomerSchools;
    expect(before.schools).toHaveLength(2);
    // The modal opens on the school chosen last (the first one before any choice); the journey picks the other.
    const current = before.selected_school_id ?? before.schools[0]!.id;
    const chosen = before.schools.find((s) => s.id !== current)!;

    const toggle = page.locator('.app-header__menu-toggle');
    if (await toggle.isVisible()) await toggle.click();
    await page.getByRole('button', { name: words.choose }).click();
    const dialog = page.getByRole('dialog', { name: words.choose });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: words.admin }).isChecked()).toBe(true);
    const select = dialog.getByRole('combobox', { name: words.school });
    expect(await select.locator('option').allTextContents()).toEqual(before.schools.map((s) => s.name));
    await select.selectOption(String(chosen.id));
    await checkDialog(page, `school-admin-mode-${locale.toLowerCase()}-${width}`);

    await dialog.getByRole('button', { name: words.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/reports');
    const after = (await apiJson(page, '/m/customer/schools')).data as CustomerSchools;
    expect(after).toMatchObject({ mode: 1, selected_school_id: chosen.id });
    await page.context().close();
  });
});

/**
 * Banners (spec §3 Banner, §4) on the demo district, in English at 1366 px and Spanish at 390 px: the district
 * admin adds a banner for teachers on Manage → Banners (an http:// link is refused with the reason, nothing
 * stored), the demo teacher sees it above the header with its link, closes it, and it stays closed after a
 * reload of that session; the admin deletes it and no banner is left for teachers.
 */
import { describe, expect, it } from 'vitest';
import { districtOf, signedIn, signedInTeacher } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { apiJson, checkDialog, checkScreen, chooseLanguage, districtIdOf } from './support/pages.js';

const journey = useJourney();

const WORDS = {
  'en-US': {
    add: 'Add a banner',
    message: 'Message',
    firstDay: 'First day',
    link: 'Link for “Learn more” (optional, starts with https://)',
    teachers: 'Teachers',
    submit: 'Add the banner',
    learnMore: 'Learn more',
    close: 'Close the announcement for this session',
    delete: 'Delete the banner',
    deleteOne: (message: string) => `Delete the banner “${message}”`,
  },
  'es-MX': {
    add: 'Agregar un aviso',
    message: 'Mensaje',
    firstDay: 'Primer día',
    link: 'Enlace de «Más información» (opcional, empieza con https://)',
    teachers: 'Docentes',
    submit: 'Agregar el aviso',
    learnMore: 'Más información',
    close: 'Cerrar el aviso durante esta sesión',
    delete: 'Eliminar el aviso',
    deleteOne: (message: string) => `Eliminar el aviso «${message}»`,
  },
};

/** Sign-ins hash with argon2: slow on a busy machine. */
const SLOW = { timeout: 180_000 };

describe('a district admin schedules a banner and a teacher sees and closes it', () => {
  it.each([
    ['en-US', 1366],
    ['es-MX', 390],
  ] as const)('%s at %i px', SLOW, async (locale, width) => {
    const words = WORDS[locale];
    const tag = `${locale.toLowerCase()}-${width}`;
    const message = `Family math night is Thursday at 6 pm (${tag}).`;

    // The admin's browser is 20 hours ahead of the district (Chicago) for most of the day: a new banner still
    // starts on the district's today, the day the teacher's banner is chosen by.
    const admin = await signedIn(journey, 'districtadmin@demo.test', width, {
      timezoneId: 'Pacific/Kiritimati',
    });
    const { today } = await districtOf(admin);
    if (locale !== 'en-US') await chooseLanguage(admin, locale);
    await admin.goto('/settings?section=banners');
    await admin.getByRole('button', { name: words.add, exact: true }).click();
    expect(await admin.getByLabel(words.firstDay, { exact: true }).inputValue()).toBe(today);
    await admin.getByLabel(words.message, { exact: true }).fill(message);
    await admin.getByLabel(words.teachers, { exact: true }).check();
    await admin.getByLabel(words.link, { exact: true }).fill('http://example.org/math-night');
    await admin.getByRole('button', { name: words.submit, exact: true }).click();
    await expect.poll(() => admin.getByRole('alert').innerText()).toMatch(/https:\/\//);
    await admin.getByLabel(words.link, { exact: true }).fill('https://example.org/math-night');
    await admin.getByRole('button', { name: words.submit, exact: true }).click();
    const row = admin.locator('.manage__table tbody tr', { hasText: message });
    await row.waitFor();
    const schedule = (await apiJson(admin, `/m/district/${await districtIdOf(admin)}/banners`)).data as {
      id: number;
      message: string;
      restrict_to: string[];
      link_url: string;
    }[];
    expect(schedule.filter((b) => b.message === message)).toEqual([
      expect.objectContaining({ restrict_to: ['teacher'], link_url: 'https://example.org/math-night' }),
    ]);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await checkScreen(admin, `banners-schedule-${tag}`);

    const teacher = await signedInTeacher(journey, width);
    if (locale !== 'en-US') await chooseLanguage(teacher, locale);
    const banner = teacher.locator('.site-banner');
    await banner.getByText(message).waitFor();
    expect(await banner.getByRole('link', { name: words.learnMore }).getAttribute('href')).toBe(
      'https://example.org/math-night',
    );
    const pageWidth = await teacher.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBe(width);
    await checkScreen(teacher, `banners-teacher-${tag}`);
    await banner.getByRole('button', { name: words.close }).click();
    await banner.waitFor({ state: 'detached' });
    await teacher.reload();
    await teacher.locator('.app-header').waitFor();
    // Closed for the session: the teacher's next page of the same tab shows no banner.
    await teacher.locator('.app-main').waitFor();
    expect(await teacher.locator('.site-banner').count()).toBe(0);

    await admin.getByRole('button', { name: words.deleteOne(message), exact: true }).click();
    await checkDialog(admin, `banners-delete-${tag}`);
    await admin.getByRole('button', { name: words.delete, exact: true }).click();
    await row.waitFor({ state: 'detached' });
    expect((await apiJson(teacher, '/m/banners/current')).data).toBeNull();
    await admin.context().close();
    await teacher.context().close();
  });
});

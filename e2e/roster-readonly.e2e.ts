/**
 * A classroom's read-only roster (spec §2 classroom tab roster_ro, for externally managed districts; §7
 * GET /m/magneto/classroom/{id}/roster): the demo district is marked externally managed in this journey's copy of
 * its database; the demo teacher opens the Roster tab of their classroom and reads every student with their
 * username, the note that the district manages the roster, and nothing to change. English at 1366 px, Spanish
 * at 390 px.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_SPEC } from '../apps/server/src/demo/demo-district.js';
import { homeClassroom, signedInTeacher } from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { changeDemoDatabase } from './support/server.js';
import { apiJson, checkScreen, chooseLanguage } from './support/pages.js';

/** Marks the demo district as rostered by an outside system (magneto_district_options.externally_managed). */
const externallyManaged = changeDemoDatabase(async (db) => {
  const district = await db
    .selectFrom('districts')
    .select(['district_id', 'options'])
    .where('district_id', '=', DEMO_SPEC.districtId)
    .executeTakeFirstOrThrow();
  const options = { ...JSON.parse(district.options), externally_managed: true };
  await db
    .updateTable('districts')
    .set({ options: JSON.stringify(options) })
    .where('district_id', '=', district.district_id)
    .execute();
});

const journey = useJourney({ prepare: externallyManaged });

const WORDS = {
  'en-US': {
    tab: 'Roster',
    note: 'Your district manages this roster; you can view it but not change it here.',
  },
  'es-MX': {
    tab: 'Lista de la clase',
    note: 'Su distrito administra esta lista; puede verla, pero no cambiarla aquí.',
  },
};

interface RosterStudent {
  first_name: string;
  last_name: string;
  username: string;
}

describe("a teacher of an externally managed district reads their classroom's roster", () => {
  it.each([
    ['en-US', 1366],
    ['es-MX', 390],
  ] as const)('%s at %i px', { timeout: 60_000 }, async (locale, width) => {
    const words = WORDS[locale];
    const page = await signedInTeacher(journey, width);
    if (locale !== 'en-US') await chooseLanguage(page, locale);
    const classroom = await homeClassroom(page, journey.server.baseUrl);
    const roster = (await apiJson(page, `/m/magneto/classroom/${classroom.id}/roster`)).data as {
      editable: boolean;
      students: RosterStudent[];
    };
    expect(roster.editable).toBe(false);
    expect(roster.students.length).toBeGreaterThan(0);

    await page.goto(classroom.path);
    await page.getByRole('link', { name: words.tab, exact: true }).click();
    await page.getByText(words.note).waitFor();
    const rows = await page
      .locator('.manage-classroom__table tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].slice(0, 2).map((cell) => cell.textContent ?? '')),
      );
    expect(rows).toEqual(roster.students.map((s) => [`${s.last_name}, ${s.first_name}`, s.username]));
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: /move|mover/i }).count()).toBe(0);
    await checkScreen(page, `roster-readonly-${locale.toLowerCase()}-${width}`);
    await page.context().close();
  });
});

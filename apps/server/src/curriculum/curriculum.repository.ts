/** Writes the curriculum catalogue into its global reference tables. */
import { ACADEMIC_STANDARD_CATALOGUE } from '@dash/contracts';
import { withTransaction, type Db } from '../db/database.js';
import { getCatalogue } from './catalogue.js';

const CHUNK = 500;

/**
 * Loads the catalogue into the curriculum tables unless they already hold this catalogue (same counts).
 * Runs at start-up after the migrations; safe to call again.
 */
export async function ensureCurriculum(db: Db): Promise<boolean> {
  const catalogue = getCatalogue();
  const count = async (
    table: 'curriculum_standards' | 'lesson_slots' | 'lesson_slot_standards' | 'academic_standards',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // A catalogue whose wording changed (same counts, other texts or lesson group names) is loaded again too.
  const hasCurrentTexts = async () => {
    const stored = await db
      .selectFrom('curriculum_standards')
      .select(['standard_id', 'short_description'])
      .execute();
    const textById = new Map(stored.map((row) => [row.standard_id, row.short_description]));
    const groups = await db.selectFrom('lesson_groups').select(['lesson_group_id', 'name']).execute();
    const nameById = new Map(groups.map((row) => [row.lesson_group_id, row.name]));
    return (
      catalogue.standards.every((s) => textById.get(s.standard_id) === s.short_description) &&
      catalogue.lessonGroups.every((g) => nameById.get(g.lesson_group_id) === g.name)
    );
  };
  if (
    (await count('curriculum_standards')) === catalogue.standards.length &&
    (await count('lesson_slots')) === catalogue.lessonSlots.length &&
    (await count('lesson_slot_standards')) === catalogue.slotStandards.length &&
    (await count('academic_standards')) === ACADEMIC_STANDARD_CATALOGUE.length &&
    (await hasCurrentTexts())
  ) {
    return false;
  }
  await withTransaction(db, async (trx) => {
    const tables = [
      ['curriculum_levels', catalogue.levels],
      ['curriculum_domains', catalogue.domains],
      ['curriculum_clusters', catalogue.clusters],
      ['curriculum_standards', catalogue.standards],
      ['lesson_groups', catalogue.lessonGroups],
      ['lesson_slots', catalogue.lessonSlots],
      ['lesson_slot_standards', catalogue.slotStandards],
      ['academic_standards', ACADEMIC_STANDARD_CATALOGUE.map((a) => ({ ...a }))],
    ] as const;
    for (const [table] of tables) await trx.deleteFrom(table).execute();
    for (const [table, rows] of tables) {
      for (let i = 0; i < rows.length; i += CHUNK)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + CHUNK) as never)
          .execute();
    }
  });
  return true;
}

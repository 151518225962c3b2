/**
 * Writing students' changed lesson rows to the two tables that hold them (placed-lessons.ts): a row only
 * placements touched to `student_lesson_placed`, any other to `student_lesson`, and a row whose store changed
 * (a placed slot played at last) taken out of the table it was in, in the same transaction.
 */
import type { DbOrTrx, Engine } from '../db/database.js';
import { insertRows, upsertRows } from './bulk-write.js';
import { STUDENT_LESSON, STUDENT_LESSON_PLACED } from './learning-bulk-tables.js';
import type { StudentLessonTable } from './learning.table.js';
import { splitLessons, placedOf, type LessonStore } from './placed-lessons.js';
import type { StudentState } from './student-state.js';

const TABLE_OF: Record<LessonStore, 'student_lesson' | 'student_lesson_placed'> = {
  played: 'student_lesson',
  placed: 'student_lesson_placed',
};

const changedLessons = (state: StudentState): StudentLessonTable[] =>
  [...state.dirty.lessons].map((slotId) => state.lessons.get(slotId)!);

/**
 * The keys each stored student's changed rows may have left behind in the other table: those loaded from it
 * (the fold only adds plays, so that is a placed slot now played), and for a replay, whose stored rows were not
 * loaded, every key in the table the row no longer belongs to.
 */
function keysToRemove(stored: readonly StudentState[]) {
  const keys: { table: LessonStore; studentId: number; slotIds: number[] }[] = [];
  for (const state of stored) {
    const from: Record<LessonStore, number[]> = { played: [], placed: [] };
    for (const row of changedLessons(state)) {
      const now: LessonStore = placedOf(row) ? 'placed' : 'played';
      const other: LessonStore = now === 'placed' ? 'played' : 'placed';
      const was = state.lessonStore.get(row.lesson_slot_id);
      if (was === other || (state.replayed && was === undefined)) from[other].push(row.lesson_slot_id);
    }
    for (const table of ['played', 'placed'] as const)
      if (from[table].length > 0) keys.push({ table, studentId: state.studentId, slotIds: from[table] });
  }
  return keys;
}

/**
 * Writes the changed lesson rows of `fresh` students (no stored rows: inserted) and `stored` ones (upserted),
 * each to its table, and deletes what a stored student's rows left in the other one: by key, one statement per
 * student and table that has any.
 */
export async function saveLessonRows(
  db: DbOrTrx,
  engine: Engine,
  districtId: number,
  fresh: readonly StudentState[],
  stored: readonly StudentState[],
): Promise<void> {
  for (const { table, studentId, slotIds } of keysToRemove(stored))
    await db
      .deleteFrom(TABLE_OF[table])
      .where('district_id', '=', districtId)
      .where('student_id', '=', studentId)
      .where('lesson_slot_id', 'in', slotIds)
      .execute();
  const inserted = splitLessons(fresh.flatMap(changedLessons));
  await insertRows(db, engine, STUDENT_LESSON, inserted.played);
  await insertRows(db, engine, STUDENT_LESSON_PLACED, inserted.placed);
  const upserted = splitLessons(stored.flatMap(changedLessons));
  await upsertRows(db, engine, STUDENT_LESSON, upserted.played);
  await upsertRows(db, engine, STUDENT_LESSON_PLACED, upserted.placed);
}

/**
 * Writing students' changed lesson rows to the two tables that hold them (placed-lessons.ts): a row only
 * placements touched to `student_lesson_placed`, any other to `student_lesson`, and a row whose store changed
 * (a placed slot played at last) taken out of the table it was in, in the same transaction.
 */
import type { DbOrTrx, Engine } from '../db/database.js';
import { insertRows, upsertRows } from './bulk-write.js';
import { inChunks } from './id-chunks.js';
import { STUDENT_LESSON, STUDENT_LESSON_PLACED } from './learning-bulk-tables.js';
import type { StudentLessonTable } from './learning.table.js';
import { splitLessons, type LessonStore } from './placed-lessons.js';
import { pairIn, scansForStudents, studentIn } from './rows-of-students.js';
import type { StudentState } from './student-state.js';

const TABLE_OF: Record<LessonStore, 'student_lesson' | 'student_lesson_placed'> = {
  played: 'student_lesson',
  placed: 'student_lesson_placed',
};

const changedLessons = (state: StudentState): StudentLessonTable[] =>
  [...state.dirty.lessons].map((slotId) => state.lessons.get(slotId)!);

/** A row's key: its student and slot. */
type LessonKey = [studentId: number, slotId: number];

/**
 * The keys of stored students' rows now written to one table (`rows`) that may have been left behind in the
 * `other`: those loaded from it (the fold only adds plays, so that is a placed slot now played), and for a replay,
 * whose stored rows were not loaded, every key.
 */
function leftIn(
  other: LessonStore,
  rows: readonly { student_id: number; lesson_slot_id: number }[],
  stateOf: ReadonlyMap<number, StudentState>,
): LessonKey[] {
  const keys: LessonKey[] = [];
  for (const row of rows) {
    const state = stateOf.get(row.student_id)!;
    const was = state.lessonStore.get(row.lesson_slot_id);
    if (was === other || (state.replayed && was === undefined))
      keys.push([row.student_id, row.lesson_slot_id]);
  }
  return keys;
}

/**
 * Deletes rows by key, one statement per thousand keys, their students' ids narrowing it before the keys are
 * matched: on DuckDB 40 keys of the placed table at preset l took 18–25 ms so, 41–56 ms as a statement per
 * student, 510–540 ms as an OR of keys. The keys of more students than a few are matched in one scan instead
 * (rows-of-students.ts): 93 students' keys of the placed table 69–74 ms against 78–143 ms.
 */
function deleteKeys(db: DbOrTrx, store: LessonStore, districtId: number, keys: readonly LessonKey[]) {
  return inChunks(keys, async (chunk) => {
    const studentIds = [...new Set(chunk.map(([studentId]) => studentId))];
    const scan = scansForStudents(db, studentIds.length);
    await db
      .deleteFrom(TABLE_OF[store])
      .where('district_id', '=', districtId)
      .where((eb) =>
        scan
          ? eb.and([studentIn(studentIds), pairIn('lesson_slot_id', chunk)])
          : eb.and([
              eb('student_id', 'in', studentIds),
              eb(
                eb.refTuple('student_id', 'lesson_slot_id'),
                'in',
                chunk.map(([studentId, slotId]) => eb.tuple(studentId, slotId)),
              ),
            ]),
      )
      .execute();
    return [];
  });
}

/**
 * Writes the changed lesson rows of `fresh` students (no stored rows: inserted) and `stored` ones (upserted),
 * each to its table, and deletes what a stored student's rows left in the other one.
 */
export async function saveLessonRows(
  db: DbOrTrx,
  engine: Engine,
  districtId: number,
  fresh: readonly StudentState[],
  stored: readonly StudentState[],
): Promise<void> {
  const upserted = splitLessons(stored.flatMap(changedLessons));
  const stateOf = new Map(stored.map((state) => [state.studentId, state]));
  await deleteKeys(db, 'placed', districtId, leftIn('placed', upserted.played, stateOf));
  await deleteKeys(db, 'played', districtId, leftIn('played', upserted.placed, stateOf));
  const inserted = splitLessons(fresh.flatMap(changedLessons));
  await insertRows(db, engine, STUDENT_LESSON, inserted.played);
  await insertRows(db, engine, STUDENT_LESSON_PLACED, inserted.placed);
  await upsertRows(db, engine, STUDENT_LESSON, upserted.played);
  await upsertRows(db, engine, STUDENT_LESSON_PLACED, upserted.placed);
}

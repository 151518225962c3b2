/**
 * Writing students' changed lesson rows to the two tables that hold them (placed-lessons.ts): a row only
 * placements touched to `student_lesson_placed`, any other to `student_lesson`, and a row whose store changed
 * (a placed slot played at last) taken out of the table it was in, in the same transaction.
 */
import type { DbOrTrx, Engine } from '../db/database.js';
import { STUDENT_LESSON, STUDENT_LESSON_PLACED } from './learning-bulk-tables.js';
import type { StudentLessonTable } from './learning.table.js';
import { splitLessons, type LessonStore } from './placed-lessons.js';
import type { StudentKey } from './rows-of-students.js';
import type { StudentState } from './student-state.js';
import { writeStudentRows } from './write-student-rows.js';

const changedLessons = (state: StudentState): StudentLessonTable[] =>
  [...state.dirty.lessons].map((slotId) => state.lessons.get(slotId)!);

/**
 * The keys of stored students' rows now written to one table (`rows`) that may have been left behind in the
 * `other`: those loaded from it (the fold only adds plays, so that is a placed slot now played), and for a replay,
 * whose stored rows were not loaded, every key.
 */
function leftIn(
  other: LessonStore,
  rows: readonly { student_id: number; lesson_slot_id: number }[],
  stateOf: ReadonlyMap<number, StudentState>,
): StudentKey[] {
  const keys: StudentKey[] = [];
  for (const row of rows) {
    const state = stateOf.get(row.student_id)!;
    const was = state.lessonStore.get(row.lesson_slot_id);
    if (was === other || (state.replayed && was === undefined))
      keys.push([row.student_id, row.lesson_slot_id]);
  }
  return keys;
}

/**
 * Writes the changed lesson rows of `fresh` students (no stored rows: inserted) and `stored` ones (written over
 * their stored rows), each to its table, and deletes what a stored student's rows left in the other one.
 */
export async function saveLessonRows(
  db: DbOrTrx,
  engine: Engine,
  districtId: number,
  fresh: readonly StudentState[],
  stored: readonly StudentState[],
): Promise<void> {
  const ofStored = splitLessons(stored.flatMap(changedLessons));
  const ofFresh = splitLessons(fresh.flatMap(changedLessons));
  const stateOf = new Map(stored.map((state) => [state.studentId, state]));
  await writeStudentRows(db, engine, STUDENT_LESSON_PLACED, districtId, {
    fresh: ofFresh.placed,
    stored: ofStored.placed,
    deleted: leftIn('placed', ofStored.played, stateOf),
  });
  await writeStudentRows(db, engine, STUDENT_LESSON, districtId, {
    fresh: ofFresh.played,
    stored: ofStored.played,
    deleted: leftIn('played', ofStored.placed, stateOf),
  });
}

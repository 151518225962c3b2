/**
 * The lessons of an assignment's focus a student has not passed yet: what the math product still offers them
 * (active lessons), and what a spot check reads as "Completed All Available" once it is empty (spec §3).
 */
import type { FocusType } from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import type { DbOrTrx } from '../db/database.js';
import { passedLessonsOf } from './active-lessons.repository.js';
import { standardIdsOfFocus } from './focus.js';

export interface StudentFocus {
  student_id: number;
  focus_type: FocusType;
  focus_id: number;
}

/** The lessons a focus assigns, standard by standard: the lessons whose own standard is in the focus. */
export function lessonSlotIdsOfFocus(focusType: FocusType, focusId: number): number[] {
  const catalogue = getCatalogue();
  return standardIdsOfFocus(focusType, focusId).flatMap((standardId) =>
    (catalogue.slotsOfStandard.get(standardId) ?? []).filter(
      (slotId) => catalogue.slotById.get(slotId)?.standard_id === standardId,
    ),
  );
}

/**
 * Reads, in one statement, which focus lessons of these students are passed, and answers for each student and
 * focus the lessons left to play, in curriculum order.
 */
export async function focusLessonsLeft(
  db: DbOrTrx,
  districtId: number,
  pairs: readonly StudentFocus[],
): Promise<(pair: StudentFocus) => number[]> {
  const slotsOf = new Map<string, number[]>();
  const focusKey = (pair: StudentFocus) => `${pair.focus_type}:${pair.focus_id}`;
  for (const pair of pairs)
    if (!slotsOf.has(focusKey(pair)))
      slotsOf.set(focusKey(pair), lessonSlotIdsOfFocus(pair.focus_type, pair.focus_id));
  const students = [...new Set(pairs.map((pair) => pair.student_id))];
  const slots = [...new Set([...slotsOf.values()].flat())];
  const passed =
    students.length && slots.length ? await passedLessonsOf(db, districtId, students, slots) : [];
  const passedBy = new Set(passed.map((row) => `${row.student_id}:${row.lesson_slot_id}`));
  return (pair) =>
    (slotsOf.get(focusKey(pair)) ?? lessonSlotIdsOfFocus(pair.focus_type, pair.focus_id)).filter(
      (slotId) => !passedBy.has(`${pair.student_id}:${slotId}`),
    );
}

/**
 * Active lessons by student ids (spec §7), for the math product with its district's ingest key: each student's
 * started, active assignments and the focus lessons still to play, in curriculum order, so the product offers
 * assigned lessons first and reports their play with the assignment id.
 */
import { localDay, type ActiveLessons, type FocusType } from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import type { DbOrTrx } from '../db/database.js';
import { findDistrict } from '../ingest/ingest.repository.js';
import { gradesOfDistrictStudents } from '../roster/district-students.js';
import { passedLessonsOf, startedActiveAssignmentsOf } from './active-lessons.repository.js';
import { standardIdsOfFocus } from './focus.js';

/** The lessons a focus assigns, standard by standard: the lessons whose own standard is in the focus. */
export function lessonSlotIdsOfFocus(focusType: FocusType, focusId: number): number[] {
  const catalogue = getCatalogue();
  return standardIdsOfFocus(focusType, focusId).flatMap((standardId) =>
    (catalogue.slotsOfStandard.get(standardId) ?? []).filter(
      (slotId) => catalogue.slotById.get(slotId)?.standard_id === standardId,
    ),
  );
}

/** A spot check is done once its lessons are passed; any assignment once its focus has no lesson left. */
const hasLessonsToPlay = (assignment: ActiveLessons) =>
  assignment.lesson_slot_ids.length > 0 &&
  (assignment.lessons_assigned === null || assignment.lessons_passed < assignment.lessons_assigned);

export async function activeLessonsOfStudents(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  now = Date.now(),
): Promise<{ student_id: number; assignments: ActiveLessons[] }[]> {
  const district = await findDistrict(db, districtId);
  const ofDistrict = await gradesOfDistrictStudents(db, districtId, studentIds);
  const students = studentIds.filter((id) => ofDistrict.has(id));
  if (!district || students.length === 0) return [];
  const today = localDay(now, district.time_zone);
  const rows = await startedActiveAssignmentsOf(db, districtId, students, today);
  const focusSlots = new Map(
    rows.map((row) => [row.assignment_id, lessonSlotIdsOfFocus(row.focus_type, row.focus_id)]),
  );
  const allSlots = [...new Set([...focusSlots.values()].flat())];
  const passed = allSlots.length ? await passedLessonsOf(db, districtId, students, allSlots) : [];
  const passedBy = new Set(passed.map((row) => `${row.student_id}:${row.lesson_slot_id}`));
  return students.map((studentId) => ({
    student_id: studentId,
    assignments: rows
      .filter((row) => row.student_id === studentId)
      .map(({ student_id: _, ...assignment }) => ({
        ...assignment,
        lesson_slot_ids: focusSlots
          .get(assignment.assignment_id)!
          .filter((slotId) => !passedBy.has(`${studentId}:${slotId}`)),
      }))
      .filter(hasLessonsToPlay),
  }));
}

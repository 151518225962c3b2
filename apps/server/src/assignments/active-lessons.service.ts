/**
 * Active lessons by student ids (spec §7), for the math product with its district's ingest key: each student's
 * started, active assignments and the focus lessons still to play, in curriculum order, so the product offers
 * assigned lessons first and reports their play with the assignment id.
 */
import { localDay, type ActiveLessons } from '@dash/contracts';
import type { DbOrTrx } from '../db/database.js';
import { findDistrict } from '../ingest/ingest.repository.js';
import { gradesOfDistrictStudents } from '../roster/district-students.js';
import { startedActiveAssignmentsOf } from './active-lessons.repository.js';
import { focusLessonsLeft } from './focus-lessons-left.js';

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
  const lessonsLeft = await focusLessonsLeft(db, districtId, rows);
  return students.map((studentId) => ({
    student_id: studentId,
    assignments: rows
      .filter((row) => row.student_id === studentId)
      .map(({ student_id: _, ...assignment }) => ({
        ...assignment,
        lesson_slot_ids: lessonsLeft({ ...assignment, student_id: studentId }),
      }))
      .filter(hasLessonsToPlay),
  }));
}

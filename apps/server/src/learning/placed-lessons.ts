/**
 * How a lesson row is stored: a row only placements (800) touched is kept in `student_lesson_placed` as its
 * slot, passes and first pass (migration 025), every other row whole in `student_lesson`. The fold works on
 * whole rows either way; this is the one place that encodes and decodes them.
 */
import type { StudentLessonPlacedTable, StudentLessonTable } from './learning.table.js';
import { newLessonRow } from './student-rows.js';

/** Where a loaded lesson row is stored. */
export type LessonStore = 'played' | 'placed';

/**
 * The placed row that stands for `row`, or null when the row holds more than a placement says: a play, time, a
 * result, an assignment, or instants other than its first pass. `lessonOfPlaced` of the answer is `row` again.
 */
export function placedOf(row: StudentLessonTable): StudentLessonPlacedTable | null {
  const untouchedByPlay =
    row.passed_by_placement &&
    row.passed_at !== null &&
    row.attempts === 0 &&
    row.completions === 0 &&
    row.fails === 0 &&
    row.pauses === 0 &&
    row.last_pause_week === null &&
    row.last_result === null &&
    !row.is_paused &&
    !row.needs_attention &&
    !row.struggling &&
    row.struggling_since === null &&
    row.time_spent_ms === 0 &&
    row.first_played_at === row.passed_at &&
    row.last_played_at === row.passed_at &&
    row.last_assignment_id === null;
  if (!untouchedByPlay) return null;
  const { district_id, student_id, lesson_slot_id, lesson_group_id, passes, passed_at } = row;
  return { district_id, student_id, lesson_slot_id, lesson_group_id, passes, passed_at: passed_at! };
}

/** The whole lesson row a placed row stands for: opened and passed by placement at its first pass, never played. */
export function lessonOfPlaced(placed: StudentLessonPlacedTable): StudentLessonTable {
  return {
    ...newLessonRow(placed, placed, placed.passed_at),
    passes: placed.passes,
    passed_at: placed.passed_at,
    passed_by_placement: true,
  };
}

/** A student's changed lesson rows as they are stored: placed ones apart, the others whole. */
export function splitLessons(rows: readonly StudentLessonTable[]): {
  played: StudentLessonTable[];
  placed: StudentLessonPlacedTable[];
} {
  const played: StudentLessonTable[] = [];
  const placed: StudentLessonPlacedTable[] = [];
  for (const row of rows) {
    const asPlaced = placedOf(row);
    if (asPlaced) placed.push(asPlaced);
    else played.push(row);
  }
  return { played, placed };
}

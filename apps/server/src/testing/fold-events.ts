/** Events of one student for tests of the learning fold (learning/student-state.ts). */
import type { FoldEvent } from '../learning/student-state.js';

/**
 * A factory of one student's events: each gets the next uid (uids sort in the order made), and the fields
 * its code does not use are empty unless `detail` sets them.
 */
export function foldEventsOf(studentId: number) {
  let seq = 0;
  return (code: number, at: number, detail: Partial<FoldEvent> = {}): FoldEvent => ({
    uid: `e${String(++seq).padStart(5, '0')}`,
    student_id: studentId,
    event_code: code,
    occurred_at: at,
    lesson_slot_id: null,
    lesson_group_id: null,
    standard_id: null,
    lesson_passed: null,
    time_spent_ms: 0,
    assignment_id: null,
    ...detail,
  });
}

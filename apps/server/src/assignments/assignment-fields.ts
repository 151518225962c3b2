/** The one way an assignment row reads in an answer (history items, a student's progress). */
import type { Selectable } from 'kysely';
import type { AssignmentTable } from './assignments.table.js';
import { focusLabelOf } from './focus.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type AssignmentRow = Pick<
  Selectable<AssignmentTable>,
  | 'assignment_id'
  | 'assignment_type'
  | 'status'
  | 'focus_type'
  | 'focus_id'
  | 'classroom_id'
  | 'start_date'
  | 'end_date'
  | 'lessons_assigned'
>;

/** How an assignment row reads in an answer: its focus's code and words, due date and weeks. */
export function assignmentFieldsOf(row: AssignmentRow) {
  const focus = focusLabelOf(row.focus_type, row.focus_id);
  const days = (Date.parse(row.end_date) - Date.parse(row.start_date)) / DAY_MS + 1;
  return {
    assignment_id: Number(row.assignment_id),
    assignment_type: row.assignment_type,
    status: row.status,
    focus_type: row.focus_type,
    focus_id: row.focus_id,
    focus_code: focus.code,
    focus_description: focus.description,
    classroom_id: row.classroom_id,
    start_date: row.start_date,
    end_date: row.end_date,
    due_date: row.end_date,
    duration_weeks: Math.ceil(days / 7),
    lessons_assigned: row.lessons_assigned,
  };
}

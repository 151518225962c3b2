/** What the assignment repositories share: students' rows joined to their assignment or names, and column lists. */
import type { DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';

/** Columns of an assignment as the active-assignment answer holds them (spec §3 Assignment). */
export const ASSIGNMENT_COLUMNS = [
  'a.assignment_id',
  'a.assignment_type',
  'a.focus_type',
  'a.focus_id',
  'a.classroom_id',
  'a.start_date',
  'a.end_date',
  'a.lessons_assigned',
] as const;

/** A student's row on an assignment with the student's names. */
export const STUDENT_ON_ASSIGNMENT_COLUMNS = [
  'sa.student_id',
  'sa.student_status',
  'sa.starting_percent',
  'sa.lessons_passed',
  'sa.time_spent_ms',
  's.first_name',
  's.last_name',
] as const;

/** Students' rows on assignments, each joined to its assignment (`sa`, `a`). */
export const studentRowsWithAssignment = (db: DbOrTrx) =>
  db
    .selectFrom('student_assignments as sa')
    .innerJoin('assignments as a', sameTenant('a.assignment_id', 'sa.assignment_id'));

/** Students' rows on assignments, each joined to its student (`sa`, `s`). */
export const studentRowsWithNames = (db: DbOrTrx) =>
  db
    .selectFrom('student_assignments as sa')
    .innerJoin('students as s', sameTenant('s.student_id', 'sa.student_id'));

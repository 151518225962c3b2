/** One student's stored progress per standard, and the completion of a level or domain it makes. */
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import type { Curriculum } from './curriculum-view.js';
import {
  findStudent,
  type StandardRow,
  type StandardStateRow,
  type StudentRow,
} from './standards.repository.js';
import { standardStatesAsOf, type AsOfDay } from './standards-history.js';
import { completionOf } from './standards-rules.js';

/** Progress of one student: standard id → stored row. */
export type StudentStates = Map<number, StandardStateRow>;
export const isCompleted = (state: StandardStateRow | undefined) =>
  state !== undefined && state.proficient_date !== null;
export const completedOf = (standards: readonly StandardRow[], states: StudentStates) =>
  standards.filter((s) => isCompleted(states.get(s.standard_id))).length;
/** Standards under way: progress stored, not complete. */
export const startedOf = (standards: readonly StandardRow[], states: StudentStates) =>
  standards.filter((s) => {
    const state = states.get(s.standard_id);
    return (
      state !== undefined &&
      !isCompleted(state) &&
      (state.percent_complete > 0 || state.started_date !== null)
    );
  }).length;

/**
 * Completion of a group of standards for one student: the one rule the proficiency table, the standards pane,
 * standardscompletions and the student overview all read.
 */
export const studentCompletionOf = (standards: readonly StandardRow[], states: StudentStates) =>
  completionOf(completedOf(standards, states), standards.length, 1, startedOf(standards, states));

/** The same completion without its status, as standardscompletions and the overview's domains show it. */
export function studentCountsOf(standards: readonly StandardRow[], states: StudentStates) {
  const { proficiency_status: _, ...counts } = studentCompletionOf(standards, states);
  return counts;
}

export async function studentOrNotFound(db: DbOrTrx, actor: Actor, studentId: number): Promise<StudentRow> {
  const student = await findStudent(db, actor.districtId, studentId);
  if (!student) throw notFound('That student does not exist.');
  return student;
}

/** One student's progress on every standard of the curriculum: now, or as it stood at the end of `asOf`. */
export async function studentStates(
  db: DbOrTrx,
  actor: Actor,
  curriculum: Curriculum,
  studentId: number,
  asOf: AsOfDay | null = null,
): Promise<StudentStates> {
  const query = {
    districtId: actor.districtId,
    academicStandard: curriculum.academicStandard,
    students: { studentId },
  };
  const rows = await standardStatesAsOf(db, query, asOf);
  return new Map(rows.map((row) => [row.standard_id, row]));
}

export const studentInfo = (student: StudentRow) => ({
  id: student.student_id,
  first_name: student.first_name,
  last_name: student.last_name,
  grade: student.grade_id,
});

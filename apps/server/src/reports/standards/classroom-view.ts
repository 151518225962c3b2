/**
 * A classroom as its standards reports read it (spec §7): its students, the curriculum, each student's progress
 * on the standards a report needs, and the figures over the classroom (average completion, a standard's row).
 */
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { proficiencyStatusOf } from '../../learning/rules.js';
import { curriculumFor, standardInfo, type Curriculum } from './curriculum-view.js';
import {
  findClassroom,
  listClassroomStudents,
  type StandardRow,
  type StudentRow,
} from './standards.repository.js';
import { standardStatesAsOf, type AsOfDay } from './standards-history.js';
import { classroomGradeOf, completionOf, emptyTotals, standardProgressOf } from './standards-rules.js';
import { completedOf, startedOf, type StudentStates } from './student-progress.js';

export interface ClassroomView {
  curriculum: Curriculum;
  students: StudentRow[];
  /** student id → their progress. */
  states: Map<number, StudentStates>;
  /** The grade the classroom stands for (spec §5), for the default level. */
  grade: number | null;
}

/** A classroom's students and the curriculum; progress is read by `withStates` for what a report needs. */
export async function classroomBase(db: DbOrTrx, actor: Actor, classroomId: number, query: { ast?: string }) {
  const classroom = await findClassroom(db, actor.districtId, classroomId);
  if (!classroom) throw notFound('That classroom does not exist.');
  const curriculum = await curriculumFor(db, actor, query.ast);
  const students = await listClassroomStudents(db, actor.districtId, classroomId);
  return {
    classroomId,
    curriculum,
    students,
    grade: classroomGradeOf(
      classroom.grade_id,
      students.map((s) => s.grade_id),
    ),
  };
}

/**
 * The classroom with its students' progress, on one level or one standard when `scope` names it: now, or as it
 * stood at the end of `asOf` (a window ending before today).
 */
export async function withStates(
  db: DbOrTrx,
  actor: Actor,
  base: Awaited<ReturnType<typeof classroomBase>>,
  scope: { levelId?: number; standardId?: number } = {},
  asOf: AsOfDay | null = null,
): Promise<ClassroomView> {
  const query = {
    districtId: actor.districtId,
    academicStandard: base.curriculum.academicStandard,
    students: { classroomId: base.classroomId },
    ...scope,
  };
  const rows = await standardStatesAsOf(db, query, asOf);
  const states = new Map<number, StudentStates>(base.students.map((s) => [s.student_id, new Map()]));
  for (const row of rows) states.get(row.student_id)?.set(row.standard_id, row);
  return { curriculum: base.curriculum, students: base.students, states, grade: base.grade };
}

/** The classroom with its progress on one level: the named one, or the default for the classroom's grade. */
export async function classroomViewForLevel(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: { level_id?: number; ast?: string },
  asOf: AsOfDay | null = null,
) {
  const base = await classroomBase(db, actor, classroomId, query);
  const level = base.curriculum.level(query.level_id, base.grade);
  return { ...(await withStates(db, actor, base, { levelId: level.level_id }, asOf)), level };
}

/** Completion of a group of standards averaged over the classroom's students. */
export function classroomCompletion(view: ClassroomView, standards: readonly StandardRow[]) {
  let completed = 0;
  let started = 0;
  for (const states of view.states.values()) {
    completed += completedOf(standards, states);
    started += startedOf(standards, states);
  }
  return completionOf(completed, standards.length, view.students.length, started);
}

/** One standard over a classroom: average percent (floored), §4 status of the average, students per status. */
export function classroomStandardRow(view: ClassroomView, standard: StandardRow) {
  const totals = emptyTotals();
  let percentSum = 0;
  for (const states of view.states.values()) {
    const { status, percent } = standardProgressOf(states.get(standard.standard_id));
    percentSum += percent;
    totals[status]++;
  }
  const percent = view.students.length > 0 ? Math.floor(percentSum / view.students.length) : 0;
  return {
    ...standardInfo(view.curriculum, standard),
    percent_complete: percent,
    proficiency_status: proficiencyStatusOf(percent),
    totals,
  };
}

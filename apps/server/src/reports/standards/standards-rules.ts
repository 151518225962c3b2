/**
 * Rules of the standards reports as pure functions: completion of a group of standards and its §4 status,
 * classroom averages, the order of a standard's students, the default grade level (spec §5) and pseudo-cluster
 * merging (spec §3).
 */
import {
  GRADE_MULTI,
  PROFICIENT_PERCENT,
  PROFICIENCY_STATUSES,
  PSEUDO_CLUSTER_NAME,
  type ProficiencyStatus,
} from '@dash/contracts';
import { groupClusters } from '../../curriculum/lesson-plan.js';
import { proficiencyStatusOf } from '../../learning/rules.js';

/** Whole percent, floored, so nothing reads 100 before it is complete. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.floor((100 * part) / whole) : 0);

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface Completion {
  percent_complete: number;
  standards_completed: number;
  standards_count: number;
  proficiency_status: ProficiencyStatus;
}

/**
 * Completion of a group of `count` standards by `students` students who completed `completed` of them in all
 * and have `started` more under way. For one student this is their own count; for a classroom the percent is
 * the average over its students and `standards_completed` the average number per student, to one decimal.
 * Status (spec §4): PROFICIENT when all are complete, IN_PROGRESS when anything is completed or under way
 * (a level with standards in progress is never "not started"), else NOT_STARTED.
 */
export function completionOf(completed: number, count: number, students = 1, started = 0): Completion {
  const percent = students > 0 ? percentOf(completed, count * students) : 0;
  const hasProgress = completed + started > 0;
  return {
    percent_complete: percent,
    standards_completed: students > 0 ? round1(completed / students) : 0,
    standards_count: count,
    proficiency_status:
      percent >= PROFICIENT_PERCENT ? 'PROFICIENT' : hasProgress ? 'IN_PROGRESS' : 'NOT_STARTED',
  };
}

/** A stored status, checked; an unknown value falls back to the §4 rule on the percent. */
export function statusOf(stored: string | undefined, percent: number): ProficiencyStatus {
  return (PROFICIENCY_STATUSES as readonly string[]).includes(stored ?? '')
    ? (stored as ProficiencyStatus)
    : proficiencyStatusOf(percent);
}

/** A student's status and percent on one standard from their stored progress; none stored: not started, 0 %. */
export function standardProgressOf(
  state: { proficiency_status: string; percent_complete: number } | undefined,
): {
  status: ProficiencyStatus;
  percent: number;
} {
  const percent = state?.percent_complete ?? 0;
  return { status: state ? statusOf(state.proficiency_status, percent) : 'NOT_STARTED', percent };
}

/** A student's row under one standard, as the classroom's standard report lists it. */
export interface StandardStudentRow {
  id: number;
  first_name: string;
  last_name: string;
  proficiency_ordinal: number;
  percent_complete: number;
}

/** The students of a standard, those needing the most help first: status ordinal, percent, last and first name, id. */
export const byProgressThenName = (a: StandardStudentRow, b: StandardStudentRow) =>
  a.proficiency_ordinal - b.proficiency_ordinal ||
  a.percent_complete - b.percent_complete ||
  a.last_name.localeCompare(b.last_name) ||
  a.first_name.localeCompare(b.first_name) ||
  a.id - b.id;

/** Students per status. */
export type StatusTotals = Record<ProficiencyStatus, number>;
export const emptyTotals = (): StatusTotals => ({
  NOT_STARTED: 0,
  NEEDS_ATTENTION: 0,
  IN_PROGRESS: 0,
  PROFICIENT: 0,
});

/** Highest grade a level can stand for in the proficiency table (spec §9). */
const MAX_TABLE_GRADE = 8;

/**
 * The grade a classroom stands for (spec §5 "Grade calc"): multi-grade codes (1000, 1001) use the most
 * common grade of its students, clamped to 1–8 (the lowest on ties); null when that cannot be told.
 */
export function classroomGradeOf(gradeId: number, studentGrades: readonly number[]): number | null {
  if (!(GRADE_MULTI as readonly number[]).includes(gradeId)) return gradeId;
  if (studentGrades.length === 0) return null;
  const counts = new Map<number, number>();
  for (const grade of studentGrades) counts.set(grade, (counts.get(grade) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
  return Math.min(MAX_TABLE_GRADE, Math.max(1, best));
}

/**
 * The default grade level (spec §5): the level whose grade is closest to `grade` (the lower on ties),
 * else the lowest ordinal. `levels` must be in ordinal order.
 */
export function closestLevel<L extends { grade_id: number }>(
  levels: readonly L[],
  grade: number | null,
): L | undefined {
  if (grade === null) return levels[0];
  let best: L | undefined;
  for (const level of levels) {
    const distance = Math.abs(level.grade_id - grade);
    if (
      best === undefined ||
      distance < Math.abs(best.grade_id - grade) ||
      (distance === Math.abs(best.grade_id - grade) && level.grade_id < best.grade_id)
    )
      best = level;
  }
  return best;
}

export interface ClusterGroup<C> {
  code: string;
  name: string;
  pseudo: boolean;
  clusters: C[];
}

/** A domain's clusters in display groups: clusters named "---" merge into one group where the first was. */
export function clusterGroupsOf<C extends { code: string; name: string }>(
  clusters: readonly C[],
): ClusterGroup<C>[] {
  return groupClusters(clusters).map((group) => {
    const first = group[0]!;
    const pseudo = first.name.trim() === PSEUDO_CLUSTER_NAME;
    return { code: first.code, name: pseudo ? PSEUDO_CLUSTER_NAME : first.name, pseudo, clusters: group };
  });
}

/** "3.NF" → "NF": a domain code without its grade, naming a row of the proficiency table. */
export const domainRowCode = (code: string) =>
  code.includes('.') ? code.slice(code.indexOf('.') + 1) : code;

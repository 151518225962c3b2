/**
 * The focus assignments a simulated teacher plans over the school year: now and then the whole class works on
 * one standard for a week or two, and most weeks a small group of three to five students gets a one-week spot
 * check (or, one time in four, a two-week goal) of its own — a few assignments per classroom per month.
 * Whole-class assignments never overlap each other, nor do the small groups', and a small group never gets the
 * standard the class is working on: no student ever has more than 2 active or the same focus twice, so the
 * assignment rules accept every one of them.
 */
import type { Catalogue } from '../curriculum/catalogue.js';
import { SeededRandom } from '../demo/random.js';
import { addDays } from '../learning/local-time.js';
import { mixSeed, type SimClassroom } from './student-simulator.js';

/** A teacher's focus assignment: some of the class (or all of it) works on one standard for a week or two. */
export interface FocusAssignment {
  assignmentId: number;
  standardId: number;
  from: string;
  to: string;
  /** The students it is assigned to, in roster order. */
  studentIds: readonly number[];
}

type Planned = Omit<FocusAssignment, 'assignmentId'>;

/** The grade's standards (not sub-standards) a teacher picks from: early in the year, those met first. */
function standardPool(catalogue: Catalogue, gradeId: number) {
  const levelId = Math.max(0, Math.min(8, gradeId));
  const standards = catalogue.standards.filter(
    (s) => s.level_id === levelId && s.parent_standard_id === null,
  );
  return (made: number) =>
    standards.slice(0, Math.max(3, Math.ceil((standards.length * Math.min(1, made + 2)) / 6)));
}

/** Whole-class assignments: every three to six weeks, about one time in two. */
function wholeClassAssignments(
  rng: SeededRandom,
  pool: ReturnType<typeof standardPool>,
  studentIds: readonly number[],
  year: { firstDay: string; lastDay: string },
): Planned[] {
  const planned: Planned[] = [];
  for (
    let day = addDays(year.firstDay, 14 + rng.int(0, 14));
    day < year.lastDay;
    day = addDays(day, 21 + rng.int(0, 21))
  ) {
    if (!rng.chance(0.55)) continue;
    const standardId = rng.pick(pool(planned.length)).standard_id;
    planned.push({ standardId, from: day, to: addDays(day, rng.chance(0.7) ? 6 : 13), studentIds });
  }
  return planned;
}

/** Three to five students of the class, in roster order. */
function smallGroupOf(rng: SeededRandom, studentIds: readonly number[]) {
  const chosen = new Set<number>();
  const size = Math.min(studentIds.length, rng.int(3, 5));
  while (chosen.size < size) chosen.add(rng.pick(studentIds));
  return studentIds.filter((id) => chosen.has(id));
}

/** Small-group assignments, one after another: most weeks a new group starts the day after the last one ended. */
function smallGroupAssignments(
  rng: SeededRandom,
  pool: ReturnType<typeof standardPool>,
  studentIds: readonly number[],
  year: { firstDay: string; lastDay: string },
  wholeClass: readonly Planned[],
): Planned[] {
  const planned: Planned[] = [];
  if (studentIds.length < 3) return planned;
  for (let day = addDays(year.firstDay, 10 + rng.int(0, 6)); day < year.lastDay;) {
    const to = addDays(day, rng.chance(0.25) ? 13 : 6);
    const classFoci = new Set(wholeClass.filter((w) => w.from <= to && day <= w.to).map((w) => w.standardId));
    const choices = pool(Math.floor(planned.length / 4)).filter((s) => !classFoci.has(s.standard_id));
    if (choices.length > 0 && rng.chance(0.85))
      planned.push({
        standardId: rng.pick(choices).standard_id,
        from: day,
        to,
        studentIds: smallGroupOf(rng, studentIds),
      });
    day = addDays(to, 1 + rng.int(0, 3));
  }
  return planned;
}

/** A classroom's focus assignments over the school year, in start order, with ids unique to the classroom. */
export function focusAssignmentsOf(
  catalogue: Catalogue,
  classroom: SimClassroom,
  studentIds: readonly number[],
  seed: number,
  year: { firstDay: string; lastDay: string },
): FocusAssignment[] {
  const pool = standardPool(catalogue, classroom.gradeId);
  const wholeClass = wholeClassAssignments(
    new SeededRandom(mixSeed(seed ^ 0x5bd1e995, classroom.classroomId)),
    pool,
    studentIds,
    year,
  );
  const groups = smallGroupAssignments(
    new SeededRandom(mixSeed(seed ^ 0x27d4eb2f, classroom.classroomId)),
    pool,
    studentIds,
    year,
    wholeClass,
  );
  return [...wholeClass, ...groups]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((planned, index) => ({
      assignmentId: (classroom.classroomId % 1_000_000) * 100 + index + 1,
      ...planned,
    }));
}

/** The assignments a student is on, for the student's own play. */
export const assignmentsOfStudent = (assignments: readonly FocusAssignment[], studentId: number) =>
  assignments.filter((a) => a.studentIds.includes(studentId));

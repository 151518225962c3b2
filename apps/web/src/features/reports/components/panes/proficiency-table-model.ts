/**
 * Pure rules of the proficiency tables (spec §2 "Grade proficiency table", §9 grade columns): which grade column
 * a window centres on, how the arrows move it, and the order of a classroom's students under a sort.
 */
import { gradeColumnsMax, gradeWindow, type GradeWindow } from '../../lib/grade-window';

/** The `order` of the students' name column; a grade column's order is its level id (`level:3`). */
export const NAME_ORDER = 'first_name';
export const levelOrder = (levelId: number) => `level:${levelId}`;

export interface TableSort {
  order: string;
  sort: 'asc' | 'desc';
}

/** The column a window centres on: the level of `grade` or the closest one (the lower on ties); 0 without one. */
export function centerIndexOf(levels: readonly { grade: number }[], grade: number | null): number {
  if (grade === null || levels.length === 0) return 0;
  let best = 0;
  levels.forEach((level, index) => {
    const distance = Math.abs(level.grade - grade);
    const bestDistance = Math.abs(levels[best]!.grade - grade);
    if (distance < bestDistance || (distance === bestDistance && level.grade < levels[best]!.grade))
      best = index;
  });
  return best;
}

/** Where the window stands: centred on `center`, moved `offset` columns by the arrows. */
export interface WindowPosition {
  center: number;
  offset: number;
}

/** The window of grade columns shown for a position (5 columns, or 9 under the 2020 navigation). */
export function windowAt(count: number, position: WindowPosition, navigation2020: boolean): GradeWindow {
  return gradeWindow(count, position.center, gradeColumnsMax(navigation2020), position.offset);
}

/**
 * The position one arrow press away (`step` -1: earlier grades, +1: later), counted from the window as shown,
 * so a window held at an end moves at the first press.
 */
export function shiftedPosition(
  count: number,
  position: WindowPosition,
  navigation2020: boolean,
  step: -1 | 1,
): WindowPosition {
  const max = gradeColumnsMax(navigation2020);
  const shown = windowAt(count, position, navigation2020);
  const wanted = Math.max(0, Math.min(count - (shown.end - shown.start), shown.start + step));
  // gradeWindow starts at center - floor((max-1)/2) + offset (spec §9 extras each side).
  return { center: position.center, offset: wanted - (position.center - Math.floor((max - 1) / 2)) };
}

export interface SortableStudent {
  id: number;
  first_name: string;
  last_name: string;
  cells: readonly { level_id: number; percent_complete: number }[];
}

/**
 * The students in the chosen order: by first name (then last name), or on a grade column by its percent
 * complete (then name). Without a sort the server's order (first name, last name) stays.
 */
export function sortStudents<S extends SortableStudent>(
  students: readonly S[],
  sort: TableSort | null,
  compareText: (a: string, b: string) => number,
): S[] {
  if (!sort) return [...students];
  const direction = sort.sort === 'asc' ? 1 : -1;
  const byName = (a: S, b: S) =>
    compareText(a.first_name, b.first_name) || compareText(a.last_name, b.last_name) || a.id - b.id;
  if (sort.order === NAME_ORDER) return [...students].sort((a, b) => direction * byName(a, b));
  const percentOf = (student: S) =>
    student.cells.find((cell) => levelOrder(cell.level_id) === sort.order)?.percent_complete ?? -1;
  return [...students].sort((a, b) => direction * (percentOf(a) - percentOf(b)) || byName(a, b));
}

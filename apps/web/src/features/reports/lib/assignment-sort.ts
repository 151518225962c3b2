import type { AssignmentDisplayStatus, AssignmentHistoryItem } from '@dash/contracts';

type Student = AssignmentHistoryItem['students'][number];

/** The columns a per-student assignment table sorts by (spec §2 "Assignment items collapsible…"). */
export const STUDENT_SORT_COLUMNS = [
  'first_name',
  'last_name',
  'assignment_status',
  'time_spent',
  'lessons_passed',
] as const;
export type StudentSortColumn = (typeof STUDENT_SORT_COLUMNS)[number];

export interface StudentSort {
  order: StudentSortColumn;
  sort: 'asc' | 'desc';
}

/** A table starts on first names, A to Z. */
export const DEFAULT_STUDENT_SORT: StudentSort = { order: 'first_name', sort: 'asc' };

/** Statuses in the order a teacher reads them: still working, then done well, then not, then stopped. */
const STATUS_ORDER: Record<AssignmentDisplayStatus, number> = {
  in_progress: 1,
  completed_all: 2,
  goal_reached: 3,
  goal_not_reached: 4,
  stopped: 5,
};

/** Same column again toggles the direction; a new column starts ascending (spec §4 table sort). */
export function nextStudentSort(current: StudentSort, column: StudentSortColumn): StudentSort {
  if (current.order === column) return { order: column, sort: current.sort === 'asc' ? 'desc' : 'asc' };
  return { order: column, sort: 'asc' };
}

/**
 * The students of an assignment in the table's order; names compare in the interface language, and ties
 * keep a stable order by first then last name.
 */
export function sortStudents(
  students: readonly Student[],
  sort: StudentSort,
  languageTag: string,
): Student[] {
  const collator = new Intl.Collator(languageTag, { sensitivity: 'base', numeric: true });
  const byName = (a: Student, b: Student) =>
    collator.compare(a.first_name, b.first_name) || collator.compare(a.last_name, b.last_name);
  const compare = (a: Student, b: Student): number => {
    switch (sort.order) {
      case 'first_name':
        return collator.compare(a.first_name, b.first_name);
      case 'last_name':
        return collator.compare(a.last_name, b.last_name);
      case 'assignment_status':
        return STATUS_ORDER[a.assignment_status] - STATUS_ORDER[b.assignment_status];
      case 'time_spent':
        return a.time_spent - b.time_spent;
      case 'lessons_passed':
        return a.lessons_passed - b.lessons_passed;
    }
  };
  const direction = sort.sort === 'asc' ? 1 : -1;
  return [...students].sort((a, b) => direction * compare(a, b) || byName(a, b) || a.user_id - b.user_id);
}

import type { AssignmentHistoryItem } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STUDENT_SORT, nextStudentSort, sortStudents, type StudentSort } from './assignment-sort';

type Student = AssignmentHistoryItem['students'][number];

const student = (
  user_id: number,
  first_name: string,
  last_name: string,
  assignment_status: Student['assignment_status'],
  time_spent: number,
  lessons_passed: number,
): Student => ({
  user_id,
  first_name,
  last_name,
  student_status: null,
  assignment_status,
  starting_percent: 0,
  current_percent: 0,
  time_spent,
  lessons_passed,
});

const STUDENTS = [
  student(1, 'Zoe', 'Adams', 'stopped', 12, 1),
  student(2, 'ángel', 'Nuñez', 'in_progress', 40, 2),
  student(3, 'Ben', 'Young', 'goal_reached', 5, 0),
  student(4, 'Ana', 'Moore', 'completed_all', 40, 2),
  student(5, 'Ben', 'Cole', 'goal_not_reached', 0, 0),
];
const ids = (students: readonly Student[]) => students.map((s) => s.user_id);
const sortedIds = (order: StudentSort['order'], sort: StudentSort['sort'], locale = 'en-US') =>
  ids(sortStudents(STUDENTS, { order, sort }, locale));

describe('sortStudents (spec §2 per-student tables)', () => {
  it('starts on first names A to Z, accents compared as their letter, ties by last name', () => {
    expect(ids(sortStudents(STUDENTS, DEFAULT_STUDENT_SORT, 'en-US'))).toEqual([4, 2, 5, 3, 1]);
  });

  it('sorts by last name either way', () => {
    expect(sortedIds('last_name', 'asc', 'es-MX')).toEqual([1, 5, 4, 2, 3]);
    expect(sortedIds('last_name', 'desc', 'es-MX')).toEqual([3, 2, 4, 5, 1]);
  });

  it('sorts statuses from still working to stopped', () => {
    expect(sortedIds('assignment_status', 'asc')).toEqual([2, 4, 3, 5, 1]);
  });

  it('sorts time spent and lessons passed as numbers, equal figures by name', () => {
    expect(sortedIds('time_spent', 'desc')).toEqual([4, 2, 1, 3, 5]);
    expect(sortedIds('lessons_passed', 'asc')).toEqual([5, 3, 1, 4, 2]);
  });

  it('leaves the given list as it was', () => {
    const before = ids(STUDENTS);
    sortStudents(STUDENTS, { order: 'time_spent', sort: 'asc' }, 'en-US');
    expect(ids(STUDENTS)).toEqual(before);
  });
});

describe('nextStudentSort (spec §4: same column toggles direction)', () => {
  it('toggles the same column and starts a new one ascending', () => {
    const byTime = nextStudentSort(DEFAULT_STUDENT_SORT, 'time_spent');
    expect(byTime).toEqual({ order: 'time_spent', sort: 'asc' });
    expect(nextStudentSort(byTime, 'time_spent')).toEqual({ order: 'time_spent', sort: 'desc' });
    expect(nextStudentSort({ order: 'time_spent', sort: 'desc' }, 'time_spent')).toEqual({
      order: 'time_spent',
      sort: 'asc',
    });
  });
});

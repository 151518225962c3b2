import { describe, expect, it } from 'vitest';
import {
  centerIndexOf,
  levelOrder,
  NAME_ORDER,
  shiftedPosition,
  sortStudents,
  windowAt,
  type WindowPosition,
} from './proficiency-table-model';
import { nextSort } from '../../lib/columns';

const GRADES = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((grade) => ({ grade }));

describe('centerIndexOf', () => {
  it('finds the column of the grade, the closest lower one on ties, and the first without a grade', () => {
    expect(centerIndexOf(GRADES, 3)).toBe(3);
    expect(centerIndexOf(GRADES, 0)).toBe(0);
    expect(centerIndexOf(GRADES, 12)).toBe(8);
    expect(centerIndexOf([{ grade: 2 }, { grade: 4 }], 3)).toBe(0);
    expect(centerIndexOf(GRADES, null)).toBe(0);
    expect(centerIndexOf([], 3)).toBe(0);
  });
});

describe('the grade window under the arrows (spec §9)', () => {
  const columns = (position: WindowPosition, nav2020 = false) => {
    const w = windowAt(9, position, nav2020);
    return GRADES.slice(w.start, w.end).map((g) => g.grade);
  };

  it('centres five columns on grade 3 and moves one column per press until an end', () => {
    let position: WindowPosition = { center: 3, offset: 0 };
    expect(columns(position)).toEqual([1, 2, 3, 4, 5]);
    position = shiftedPosition(9, position, false, 1);
    expect(columns(position)).toEqual([2, 3, 4, 5, 6]);
    for (let i = 0; i < 10; i++) position = shiftedPosition(9, position, false, 1);
    expect(columns(position)).toEqual([4, 5, 6, 7, 8]);
    expect(windowAt(9, position, false).hasNext).toBe(false);
    position = shiftedPosition(9, position, false, -1);
    expect(columns(position)).toEqual([3, 4, 5, 6, 7]);
  });

  it('a window held at the start by a kindergarten centre moves at the first press', () => {
    let position: WindowPosition = { center: 0, offset: 0 };
    expect(columns(position)).toEqual([0, 1, 2, 3, 4]);
    expect(windowAt(9, position, false).hasPrevious).toBe(false);
    position = shiftedPosition(9, position, false, 1);
    expect(columns(position)).toEqual([1, 2, 3, 4, 5]);
    position = shiftedPosition(9, position, false, -1);
    position = shiftedPosition(9, position, false, -1);
    expect(columns(position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows all nine grades under the 2020 navigation, with both arrows at their ends', () => {
    const position = { center: 3, offset: 0 };
    expect(columns(position, true)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const w = windowAt(9, position, true);
    expect([w.hasPrevious, w.hasNext]).toEqual([false, false]);
    expect(columns(shiftedPosition(9, position, true, 1), true)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('sortStudents', () => {
  const student = (id: number, first: string, last: string, k: number, g1: number) => ({
    id,
    first_name: first,
    last_name: last,
    cells: [
      { level_id: 0, percent_complete: k },
      { level_id: 1, percent_complete: g1 },
    ],
  });
  const rows = [
    student(1, 'Mia', 'Zhu', 40, 0),
    student(2, 'Ana', 'Reyes', 40, 75),
    student(3, 'Mia', 'Alba', 10, 20),
  ];
  const compare = (a: string, b: string) => a.localeCompare(b);
  const ids = (sort: Parameters<typeof sortStudents>[1]) =>
    sortStudents(rows, sort, compare).map((s) => s.id);

  it('keeps the server order without a sort, and the first click on Name sorts by first name ascending', () => {
    expect(ids(null)).toEqual([1, 2, 3]);
    const first = nextSort({ order: '', sort: 'asc' }, NAME_ORDER);
    expect(first).toEqual({ order: NAME_ORDER, sort: 'asc' });
    expect(ids(first)).toEqual([2, 3, 1]);
    const second = nextSort(first, NAME_ORDER);
    expect(ids(second)).toEqual([1, 3, 2]);
  });

  it('a grade column sorts by its percent, then by name', () => {
    expect(ids({ order: levelOrder(0), sort: 'asc' })).toEqual([3, 2, 1]);
    expect(ids({ order: levelOrder(0), sort: 'desc' })).toEqual([2, 1, 3]);
    expect(ids({ order: levelOrder(1), sort: 'desc' })).toEqual([2, 3, 1]);
  });
});

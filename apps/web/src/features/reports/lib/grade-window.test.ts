import { describe, expect, it } from 'vitest';
import { gradeColumnsMax, gradeWindow } from './grade-window';

describe('gradeWindow', () => {
  it('centres the grade with two columns each side of five', () => {
    // Grades K..8 (indexes 0..8), a grade-4 student: grades 2..6.
    expect(gradeWindow(9, 4, 5)).toEqual({ start: 2, end: 7, hasPrevious: true, hasNext: true });
  });

  it('keeps the window inside the columns at either end', () => {
    expect(gradeWindow(9, 0, 5)).toEqual({ start: 0, end: 5, hasPrevious: false, hasNext: true });
    expect(gradeWindow(9, 8, 5)).toEqual({ start: 4, end: 9, hasPrevious: true, hasNext: false });
  });

  it('moves by the arrows one column at a time and stops at the ends', () => {
    expect(gradeWindow(9, 4, 5, 1).start).toBe(3);
    expect(gradeWindow(9, 4, 5, -2).start).toBe(0);
    expect(gradeWindow(9, 4, 5, 10)).toMatchObject({ start: 4, hasNext: false });
  });

  it('shows every column, with no arrows, when they fit', () => {
    expect(gradeWindow(9, 4, gradeColumnsMax(true))).toEqual({
      start: 0,
      end: 9,
      hasPrevious: false,
      hasNext: false,
    });
    expect(gradeWindow(3, 1, 5)).toEqual({ start: 0, end: 3, hasPrevious: false, hasNext: false });
  });
});

/**
 * The window of grade columns a proficiency table shows (spec §9 "Grade columns max 5 (9 with 2020 nav), extras
 * each side floor((max-1)/2)"): up to `max` columns centred on the student's or classroom's grade, moved one
 * column at a time by the previous/next arrows.
 */

/** Columns shown at once: 5, or 9 under the 2020 navigation. */
export const gradeColumnsMax = (navigation2020: boolean): number => (navigation2020 ? 9 : 5);

export interface GradeWindow {
  /** Index of the first column shown. */
  start: number;
  /** Index after the last column shown. */
  end: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * The window over `count` columns (ordered by grade) that centres `centerIndex` with floor((max-1)/2) columns
 * each side where there are enough, shifted by `offset` columns (negative: earlier grades), kept inside 0..count.
 */
export function gradeWindow(count: number, centerIndex: number, max: number, offset = 0): GradeWindow {
  const size = Math.min(count, max);
  const extras = Math.floor((max - 1) / 2);
  const lastStart = count - size;
  const start = Math.max(0, Math.min(lastStart, centerIndex - extras + offset));
  return { start, end: start + size, hasPrevious: start > 0, hasNext: start < lastStart };
}

/** The column shapes every district pane's table uses, and the one per-student rate they show. */
import { schoolHref } from './district-links';
import type { PaneColumn } from './pane-table';

/** An amount per student to one decimal (standards grown per active student); null without students. */
export const perStudent = (amount: number, students: number) =>
  students > 0 ? Math.round((amount / students) * 10) / 10 : null;

/**
 * A column of figures: right-aligned, a first click sorts it most first, a cell reads its value in `format`
 * ('–' where there is none; without `format` as a whole count, as `PaneTable` reads any number).
 */
export function figureColumn<R>(
  key: string,
  label: string,
  value: (row: R) => number | null,
  format?: (n: number) => string,
): PaneColumn<R> {
  const column: PaneColumn<R> = { key, label, value, isNumeric: true, firstDirection: 'desc' };
  if (!format) return column;
  return {
    ...column,
    render: (row) => {
      const figure = value(row);
      return figure === null ? '–' : format(figure);
    },
  };
}

/** The first column of a table of schools: the school's name, linking to its report. */
export function schoolColumn<R extends { id: number; name: string }>(
  label: string,
  districtId: number,
): PaneColumn<R> {
  return { key: 'name', label, value: (r) => r.name, href: (r) => schoolHref(districtId, r.id) };
}

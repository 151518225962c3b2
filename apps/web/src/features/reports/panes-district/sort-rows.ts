/** Client-side sorting of a district pane's table (spec §4 table sort): numbers numerically, text by locale. */

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  order: string;
  sort: SortDirection;
}

/** A sortable value: a number, a text, or null (always last). */
export type SortValue = number | string | null;

/** Rows sorted by one column's values; nulls last in either direction; ties keep their order. */
export function sortRows<R>(
  rows: readonly R[],
  valueOf: (row: R) => SortValue,
  direction: SortDirection,
  locale: string,
): R[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const c =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value), locale);
      return c !== 0 ? sign * c : a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Same column again toggles the direction; a new column starts with its own first direction (spec §4). */
export function nextTableSort(
  current: TableSort,
  column: string,
  firstDirection: SortDirection = 'asc',
): TableSort {
  if (current.order === column) return { order: column, sort: current.sort === 'asc' ? 'desc' : 'asc' };
  return { order: column, sort: firstDirection };
}

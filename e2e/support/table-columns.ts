/**
 * Where a wide table's columns show in its sideways scroll region (`.table-scroll`), beside the first column (names
 * or domains), which stays put.
 */
import type { Locator } from 'playwright-core';

/** Whether a column header shows whole in its scroll region, right of the (sticky) first column. */
export const inViewBesideFirstColumn = (header: Locator) =>
  header.evaluate((th) => {
    const view = th.closest('.table-scroll')!.getBoundingClientRect();
    const first = th.closest('tr')!.firstElementChild!.getBoundingClientRect();
    const box = th.getBoundingClientRect();
    return box.left >= first.right - 1 && box.right <= view.right + 1;
  });

/** Whether every column shows either whole or not at all beside the (sticky) first column: none is cut by it. */
export async function noColumnCutByFirst(table: Locator) {
  const boxes = await table.locator('thead th').evaluateAll((cells) =>
    cells.map((cell) => {
      const { left, right } = cell.getBoundingClientRect();
      return { left, right };
    }),
  );
  const [first, ...others] = boxes;
  if (!first) return false;
  return others.every((box) => box.left >= first.right - 1 || box.right <= first.right + 1);
}

import { useState } from 'react';
import { useI18n } from '../../../../lib/i18n';
import type { GradeWindow } from '../../lib/grade-window';
import { shiftedPosition, windowAt, type WindowPosition } from './proficiency-table-model';

/**
 * The window of grade columns of a proficiency table (spec §9): centred on `center` (a column index) until the
 * arrows move it or `jumpTo` centres it on another column; 9 columns under the 2020 navigation, else 5.
 */
export function useGradeWindow(count: number, center: number, navigation2020: boolean) {
  const [position, setPosition] = useState<WindowPosition | null>(null);
  const current = position ?? { center, offset: 0 };
  return {
    window: windowAt(count, current, navigation2020),
    shift: (step: -1 | 1) => setPosition(shiftedPosition(count, current, navigation2020, step)),
    jumpTo: (column: number) => setPosition({ center: column, offset: 0 }),
  };
}

/**
 * Scrolls a table's scroll region sideways so the column of `header` sits about the middle of what shows beside
 * the first column (a phone shows a few of the grade columns), starting at a column's edge so that none shows half
 * hidden under the first column; the page itself does not move.
 */
export function scrollColumnIntoView(header: HTMLElement | null) {
  const scroller = header?.closest('.table-scroll');
  if (!header || !(scroller instanceof HTMLElement)) return;
  // The first column (names or domains) stays put: centre within the width left beside it.
  const columns = [...(header.parentElement?.children ?? [])] as HTMLElement[];
  const sticky = columns[0]?.offsetWidth ?? 0;
  const room = scroller.clientWidth - sticky;
  const start = (column: HTMLElement) => column.offsetLeft - sticky;
  const centred = start(header) - (room - header.offsetWidth) / 2;
  const edge = columns
    .slice(1)
    .map(start)
    .filter((left) => left <= centred)
    .at(-1);
  // The nearest edge left of the centred place, unless the chosen column would then end past the view.
  const fits = edge !== undefined && start(header) + header.offsetWidth - edge <= room;
  scroller.scrollLeft = Math.max(0, fits ? edge : start(header));
}

/** The previous/next arrows of a grade window, each disabled at its end. */
export function GradeWindowArrows({
  window,
  onShift,
}: {
  window: GradeWindow;
  onShift: (step: -1 | 1) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="grade-window__arrows">
      <button
        type="button"
        className="button button--secondary grade-window__arrow"
        aria-label={t('proficiencyTable.earlier')}
        title={t('proficiencyTable.earlier')}
        disabled={!window.hasPrevious}
        onClick={() => onShift(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="button button--secondary grade-window__arrow"
        aria-label={t('proficiencyTable.later')}
        title={t('proficiencyTable.later')}
        disabled={!window.hasNext}
        onClick={() => onShift(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

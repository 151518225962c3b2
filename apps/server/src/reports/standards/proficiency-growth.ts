/**
 * The proficiency table's growth fields (spec §3) as pure rules: the table's window (fd–td, untilNow, or the
 * school year so far), each cell's lesson-slot percents, and whether growth continues into the neighbouring
 * grade columns of the same domain. Percents are whole and floored (percentOf).
 */
import { localDay, schoolYearOf, schoolYearStart } from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { Period } from '../shared/report-envelope.js';
import type { DomainSlotCounts } from './proficiency-growth.repository.js';
import { standardsPeriod } from './standards-history.js';
import { percentOf } from './standards-rules.js';

/** The table's window: fd–td or untilNow as for the standards pane; by default the school year so far. */
export function proficiencyPeriod(
  actor: Actor,
  query: { fd?: string; td?: string; untilNow?: boolean },
  now: number,
): Period {
  if (query.fd !== undefined || query.td !== undefined || query.untilNow === true)
    return standardsPeriod(actor, query, now);
  const today = localDay(now, actor.district.timeZone);
  return { from: schoolYearStart(schoolYearOf(today)), to: today };
}

export interface CellGrowth {
  mo_count: number;
  moPlacementPercent: number | null;
  moStartOfGrowthPercent: number;
  moEndOfGrowthPercent: number;
  playMoGrowthPercent: number;
  moProficiencyPercent: number;
}

/**
 * A cell's slot percents from its domain's counts (none: a domain without lessons), with the percent of its
 * standards complete at the window end; placement only when the district shows it.
 */
export function cellGrowthOf(
  counts: DomainSlotCounts | undefined,
  proficiencyPercent: number,
  showPlacement: boolean,
): CellGrowth {
  const mo = counts?.mo_count ?? 0;
  return {
    mo_count: mo,
    moPlacementPercent: showPlacement ? percentOf(counts?.placed ?? 0, mo) : null,
    moStartOfGrowthPercent: percentOf(counts?.passed_at_start ?? 0, mo),
    moEndOfGrowthPercent: percentOf(counts?.passed_at_end ?? 0, mo),
    playMoGrowthPercent: percentOf(counts?.played_in_window ?? 0, mo),
    moProficiencyPercent: proficiencyPercent,
  };
}

/**
 * Whether growth continues across grade columns: a cell grew when the student passed one of its slots by play
 * in the window; it continues from the previous (to the next) column when that column's cell of the same domain
 * grew too. `grew` is aligned with the row's cells (false where there is no cell).
 */
export function continuedGrowthOf(grew: readonly boolean[], column: number) {
  const here = grew[column] === true;
  return {
    growthContinuedFromPrevious: here && grew[column - 1] === true,
    growthContinuedToNext: here && grew[column + 1] === true,
  };
}

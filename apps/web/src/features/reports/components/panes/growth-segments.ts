/**
 * The growth a proficiency table cell draws on its bar (spec §3 "Proficiency table": moPlacementPercent,
 * moStartOfGrowthPercent, moEndOfGrowthPercent, playMoGrowthPercent): the domain's lessons passed by the end of
 * the period, left to right as passed by placement (only when the district shows placement), otherwise (before the
 * period, or by a placement not shown), and by play in the period. The bar is as long as the cell's figure, the
 * standards complete, and these parts share it in the lessons' proportions (`scaledTo`).
 */
export interface GrowthFigures {
  moPlacementPercent: number | null;
  moStartOfGrowthPercent: number;
  moEndOfGrowthPercent: number;
  playMoGrowthPercent: number;
}

/** Widths in percent of the bar's track; they add up to the lessons passed by the period's end (at most 100). */
export interface GrowthSegments {
  placed: number;
  before: number;
  grown: number;
}

const percentOf = (x: number) => Math.max(0, Math.min(100, x));

/** The parts of the lessons passed, in percent of the domain's lessons. */
export function growthSegmentsOf(cell: GrowthFigures): GrowthSegments {
  const end = percentOf(cell.moEndOfGrowthPercent);
  const placed = cell.moPlacementPercent === null ? 0 : Math.min(percentOf(cell.moPlacementPercent), end);
  // Whole percents are floored server-side, so the parts may overshoot the end by a point: the end wins.
  const grown = Math.min(percentOf(cell.playMoGrowthPercent), end - placed);
  return { placed, before: end - placed - grown, grown };
}

/** The parts drawn on a bar `length` percent long, in the same proportions (nothing when no lesson is passed). */
export function scaledTo(parts: GrowthSegments, length: number): GrowthSegments {
  const total = parts.placed + parts.before + parts.grown;
  const bar = percentOf(length);
  if (total === 0) return { placed: 0, before: bar, grown: 0 };
  const scale = (x: number) => (x * bar) / total;
  return { placed: scale(parts.placed), before: scale(parts.before), grown: scale(parts.grown) };
}

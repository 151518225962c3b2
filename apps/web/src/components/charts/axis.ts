/** Value axes and linear scales shared by the chart layouts (pure, no DOM). */

export interface Axis {
  min: number;
  max: number;
  /** Tick values from min to max, tickAmount + 1 of them. */
  ticks: number[];
}

export interface ValueAxisOptions {
  /** Smallest data value; the axis starts at 0 unless the data go below it. */
  min?: number;
  /** Largest data value. */
  max: number;
  /** Number of intervals between ticks. */
  tickAmount: number;
  /** Decimals the labels show: steps are whole multiples of 10^-decimals so labels are exact. */
  decimals: number;
  /** Axis maximum when every value is 0 or there are none (spec §9: 70 minutes, 10 lessons). */
  emptyMax: number;
}

/** Multipliers of a power of ten that make readable steps. */
const STEP_MULTIPLIERS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8];

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function isWholeMultiple(step: number, decimals: number): boolean {
  const scaled = step * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

/**
 * A y (or x) axis of exactly `tickAmount` equal intervals. With data, the step is the smallest readable
 * step (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10^n, at least 10^-decimals) whose ticks cover the data, so
 * every tick label is exact at the given decimals. Without data it runs from 0 to `emptyMax`.
 */
export function buildValueAxis({ min = 0, max, tickAmount, decimals, emptyMax }: ValueAxisOptions): Axis {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (!(high > low) || !Number.isFinite(high - low)) {
    return { min: 0, max: emptyMax, ticks: evenTicks(0, emptyMax, tickAmount) };
  }
  let exponent = Math.floor(Math.log10((high - low) / tickAmount)) - 1;
  exponent = Math.max(exponent, -decimals);
  for (;;) {
    for (const multiplier of STEP_MULTIPLIERS) {
      const step = roundTo(multiplier * 10 ** exponent, Math.max(decimals, -exponent + 1));
      if (!isWholeMultiple(step, decimals)) continue;
      const start = Math.floor(low / step + 1e-9) * step;
      if (start + tickAmount * step >= high - 1e-9) {
        const ticks = Array.from({ length: tickAmount + 1 }, (_, i) =>
          roundTo(start + i * step, decimals + 1),
        );
        return { min: ticks[0] ?? 0, max: ticks[tickAmount] ?? 0, ticks };
      }
    }
    exponent += 1;
  }
}

function evenTicks(from: number, to: number, tickAmount: number): number[] {
  return Array.from({ length: tickAmount + 1 }, (_, i) => from + ((to - from) * i) / tickAmount);
}

/** Maps a value in `domain` linearly onto `range` (a flat domain maps to the range start). */
export function scaleLinear(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

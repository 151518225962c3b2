import { addDays, schoolYearStart } from '@dash/contracts';

/** Custom date range rules (spec §5 "Custom range"). Days are `YYYY-MM-DD`. */
export interface RangeLimits {
  min: string;
  max: string;
}
export interface DayRange {
  from: string;
  to: string;
}
export type RangeProblem = 'missing' | 'beforeMin' | 'endBeforeStart';

/** Earliest: the first school day of the earliest offered year; latest: yesterday, or today when allowed. */
export function rangeLimits(today: string, years: readonly number[], allowToday: boolean): RangeLimits {
  const earliest = Math.min(...years);
  return { min: schoolYearStart(earliest), max: allowToday ? today : addDays(today, -1) };
}

/** The default range: the 30 days ending at the latest allowed day (start 29 days before it). */
export function defaultRange(limits: RangeLimits): DayRange {
  const from = addDays(limits.max, -29);
  return { from: from < limits.min ? limits.min : from, to: limits.max };
}

const toCompact = (day: string) => day.replaceAll('-', '');
const fromCompact = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;

export const rangeCode = (range: DayRange) => `fd${toCompact(range.from)}td${toCompact(range.to)}`;

/** A stored range code read back; one outside the limits (or unreadable) is reset to the default range. */
export function rangeFromCode(code: string | undefined, limits: RangeLimits): DayRange {
  const match = code ? /^fd(\d{8})td(\d{8})$/.exec(code) : null;
  if (!match) return defaultRange(limits);
  const range = { from: fromCompact(match[1]!), to: fromCompact(match[2]!) };
  const isInside = range.from >= limits.min && range.to <= limits.max && range.from <= range.to;
  return isInside ? range : defaultRange(limits);
}

/**
 * Checks a range the customer typed. The end is clamped to the latest allowed day; the start may not be
 * before the earliest; the end may not be before the start.
 */
export function checkRange(
  input: { from: string; to: string },
  limits: RangeLimits,
): { range: DayRange; problem: null } | { range: null; problem: RangeProblem } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.from) || !/^\d{4}-\d{2}-\d{2}$/.test(input.to)) {
    return { range: null, problem: 'missing' };
  }
  if (input.from < limits.min) return { range: null, problem: 'beforeMin' };
  const to = input.to > limits.max ? limits.max : input.to;
  if (to < input.from) return { range: null, problem: 'endBeforeStart' };
  return { range: { from: input.from, to }, problem: null };
}

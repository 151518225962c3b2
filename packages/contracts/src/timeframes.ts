/**
 * Timeframes of spec §3 and §5, parsed in one place: `1d` (today), `0w` (this week, from Sunday),
 * `{N}d` (the last N days, today included), `{YYYY}y` (the school year starting 1 July YYYY; `0y` the current one),
 * `fd{YYYYMMDD}td{YYYYMMDD}` (custom), `custom-summer` (two months before the school year to three months after).
 * Days are calendar dates in the district's time zone, written `YYYY-MM-DD`.
 */

export type Granularity = 'day' | 'week' | 'month';

export interface Timeframe {
  /** The code as given, normalised. */
  code: string;
  kind: 'today' | 'week' | 'days' | 'year' | 'custom' | 'summer';
  from: string;
  to: string;
  /** Number of days from `from` to `to`, both included. */
  days: number;
  granularity: Granularity;
  /** Averages (per week) are shown only when the period is over 7 days (spec §9). */
  showAverages: boolean;
}

export class TimeframeError extends Error {}

const DAY_MS = 86_400_000;
/** The longest `{N}d` accepted: a little over two school years. */
export const MAX_TIMEFRAME_DAYS = 800;
/** School years start on 1 July (month index 6). */
export const SCHOOL_YEAR_START_MONTH = 7;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => fromUtc(toUtc(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

export function addMonths(day: string, n: number): string {
  const d = new Date(toUtc(day));
  d.setUTCMonth(d.getUTCMonth() + n);
  return fromUtc(d.getTime());
}

/**
 * Per zone: the formatter (building an Intl.DateTimeFormat costs far more than formatting with it) and the
 * last second formatted (zone offsets are whole seconds, so a local day never changes within one).
 */
const DAY_FORMATS = new Map<string, { format: Intl.DateTimeFormat; second: number; day: string }>();

/** Today's date in a time zone, as `YYYY-MM-DD`. */
export function localDay(instantMs: number, timeZone: string): string {
  let zone = DAY_FORMATS.get(timeZone);
  if (!zone) {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DAY_FORMATS.set(timeZone, (zone = { format, second: Number.NaN, day: '' }));
  }
  const second = Math.floor(instantMs / 1000);
  if (second !== zone.second) {
    zone.day = zone.format.format(instantMs);
    zone.second = second;
  }
  return zone.day;
}

/** The first year of the school year containing `day` (school years run from 1 July). */
export function schoolYearOf(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month >= SCHOOL_YEAR_START_MONTH ? year : year - 1;
}

export const schoolYearStart = (year: number) => `${year}-07-01`;
export const schoolYearEnd = (year: number) => `${year + 1}-06-30`;

/** Calendar unit for a period: 0–7 days by day, 8–49 by week, else by month (spec §9). */
export function granularityFor(days: number): Granularity {
  if (days <= 7) return 'day';
  if (days <= 49) return 'week';
  return 'month';
}

/** Earliest date reports offer: the earlier of three months ago and 1 July of the reporting year (spec §9). */
export function reportingDateFrom(today: string): string {
  const threeMonthsAgo = addMonths(today, -3);
  const yearStart = schoolYearStart(schoolYearOf(today));
  return threeMonthsAgo < yearStart ? threeMonthsAgo : yearStart;
}

/** School years a customer may pick: the current one and the two before it, newest first (spec §9). */
export function availableSchoolYears(today: string, count = 3): number[] {
  const current = schoolYearOf(today);
  return Array.from({ length: count }, (_, i) => current - i);
}

function isValidDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const ms = toUtc(day);
  // A month or day out of range (2026-13-45) does not parse at all.
  return Number.isFinite(ms) && fromUtc(ms) === day;
}

const compact = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

function make(code: string, kind: Timeframe['kind'], from: string, to: string): Timeframe {
  const days = daysBetween(from, to) + 1;
  return { code, kind, from, to, days, granularity: granularityFor(days), showAverages: days > 7 };
}

/**
 * Parses a timeframe code for a district whose local date is `today`. Throws TimeframeError with a sentence
 * a person can act on.
 */
export function parseTimeframe(raw: string, today: string): Timeframe {
  const code = raw.trim().toLowerCase();
  if (code === '1d') return make(code, 'today', today, today);
  if (code === '0w') {
    const weekday = new Date(toUtc(today)).getUTCDay();
    return make(code, 'week', addDays(today, -weekday), today);
  }
  const days = /^(\d{1,4})d$/.exec(code);
  if (days) {
    const n = Number(days[1]);
    if (n < 1 || n > MAX_TIMEFRAME_DAYS)
      throw new TimeframeError(`A timeframe of days must be between 1d and ${MAX_TIMEFRAME_DAYS}d.`);
    return make(code, 'days', addDays(today, -(n - 1)), today);
  }
  const year = /^(\d{1,4})y$/.exec(code);
  if (year) {
    const current = schoolYearOf(today);
    const n = Number(year[1]);
    const start = n < 100 ? current - n : n;
    if (start > current || start < current - 10) {
      throw new TimeframeError(
        `School year ${start} is not available; choose one from ${current - 10} to ${current}.`,
      );
    }
    const end = schoolYearEnd(start) < today ? schoolYearEnd(start) : today;
    return make(code, 'year', schoolYearStart(start), end);
  }
  if (code === 'custom-summer') {
    const start = schoolYearStart(schoolYearOf(today));
    const from = addMonths(start, -2);
    const to = addDays(addMonths(start, 3), -1);
    return make(code, 'summer', from, to < today ? to : today);
  }
  const custom = /^fd(\d{8})td(\d{8})$/.exec(code);
  if (custom) {
    const from = compact(custom[1]!);
    const to = compact(custom[2]!);
    if (!isValidDay(from) || !isValidDay(to))
      throw new TimeframeError('The custom range has a date that does not exist.');
    if (to < from) throw new TimeframeError('The custom range ends before it starts.');
    if (to > today) throw new TimeframeError('The custom range cannot end after today.');
    if (daysBetween(from, to) + 1 > MAX_TIMEFRAME_DAYS)
      throw new TimeframeError(`The custom range is longer than ${MAX_TIMEFRAME_DAYS} days.`);
    return make(code, 'custom', from, to);
  }
  throw new TimeframeError(
    `"${raw}" is not a timeframe. Use 1d, 0w, a number of days such as 7d or 30d, a school year such as ${schoolYearOf(today)}y, or fdYYYYMMDDtdYYYYMMDD.`,
  );
}

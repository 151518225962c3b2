/**
 * District-local days and school hours (DESIGN §2): every district has an IANA time zone; days, weekdays,
 * in-school hours (8:00–16:00 on weekdays) and school years (from July 1) are computed in that zone.
 */
import { daysBetween, HISTORY_WEEK_DAYS, SCHOOL_HOURS, schoolYearOf, schoolYearStart } from '@dash/contracts';

export { addDays, daysBetween } from '@dash/contracts';

export const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** UTC weekday numbers of the weekend, when no hour is in school. */
const SUNDAY = 0;
const SATURDAY = 6;

export interface LocalClock {
  /** The local calendar day of an instant, 'YYYY-MM-DD'. */
  dateOf(instant: number): string;
  /** Milliseconds of [end - duration, end] outside in-school hours. */
  extendedMsOf(end: number, durationMs: number): number;
  /** Local wall-clock time as if it were UTC (for day and hour arithmetic). */
  wallClockOf(instant: number): number;
}

const isoDate = (wallClock: number) => new Date(wallClock).toISOString().slice(0, 10);

/** A clock for one time zone; UTC offsets are cached per hour (zones change offset on the hour). */
export function createLocalClock(timeZone: string): LocalClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const offsets = new Map<number, number>();
  const offsetOf = (instant: number) => {
    const hour = Math.floor(instant / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const at = hour * HOUR_MS;
      const p: Record<string, number> = {};
      for (const part of format.formatToParts(at))
        if (part.type !== 'literal') p[part.type] = Number(part.value);
      offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - at;
      offsets.set(hour, offset);
    }
    return offset;
  };
  const wallClockOf = (instant: number) => instant + offsetOf(instant);
  // Each local day's text is written once: the fold asks it of every event.
  const dates = new Map<number, string>();
  const dateOf = (instant: number) => {
    const day = Math.floor(wallClockOf(instant) / DAY_MS);
    let date = dates.get(day);
    if (date === undefined) dates.set(day, (date = isoDate(day * DAY_MS)));
    return date;
  };
  return {
    wallClockOf,
    dateOf,
    extendedMsOf(end, durationMs) {
      if (durationMs <= 0) return 0;
      const wallEnd = wallClockOf(end);
      const wallStart = wallEnd - durationMs;
      let inSchool = 0;
      for (let dayStart = Math.floor(wallStart / DAY_MS) * DAY_MS; dayStart < wallEnd; dayStart += DAY_MS) {
        const weekday = new Date(dayStart).getUTCDay();
        if (weekday === SUNDAY || weekday === SATURDAY) continue;
        const from = Math.max(wallStart, dayStart + SCHOOL_HOURS.startHour * HOUR_MS);
        const to = Math.min(wallEnd, dayStart + SCHOOL_HOURS.endHour * HOUR_MS);
        if (to > from) inSchool += to - from;
      }
      return durationMs - inSchool;
    },
  };
}

/** First day of the school year a local date falls in (July 1). */
export const schoolYearStartOf = (date: string): string => schoolYearStart(schoolYearOf(date));

/** Student history week (spec §4): ceil(days since start, at least 1, / HISTORY_WEEK_DAYS). */
export function historyWeek(startDate: string, date: string): number {
  return Math.ceil(Math.max(1, daysBetween(startDate, date)) / HISTORY_WEEK_DAYS);
}

/** The first instant of a local day in the clock's zone (epoch ms): the day's instants are [start, next start). */
export function localDayStart(clock: LocalClock, date: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  const guess = wall - (clock.wallClockOf(wall) - wall);
  return wall - (clock.wallClockOf(guess) - guess);
}

const clocks = new Map<string, LocalClock>();

/** The clock of a time zone, made once per process (a clock caches what it computed). */
export function localClockOf(timeZone: string): LocalClock {
  let clock = clocks.get(timeZone);
  if (!clock) clocks.set(timeZone, (clock = createLocalClock(timeZone)));
  return clock;
}

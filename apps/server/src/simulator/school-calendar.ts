/**
 * A US-style school calendar: first day the Monday on or after August 17, last day the first Friday of
 * June, weekends, and the usual holidays and breaks (Labor Day, Veterans Day, Thanksgiving, winter break,
 * MLK Day, Presidents' Day, spring break, Memorial Day).
 */
import { addDays, schoolYearOf } from '@dash/contracts';

export type DayKind = 'school' | 'weekend' | 'holiday' | 'summer';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const ymd = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The n-th given weekday (0 Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = ymd(year, month, 1);
    const offset = (day - weekday(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const last = addDays(ymd(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

export interface SchoolCalendar {
  firstDay: string;
  lastDay: string;
  kindOf(date: string): DayKind;
}

const cache = new Map<number, SchoolCalendar>();

/** The calendar of the school year (starting July 1) that contains `date`. */
export function schoolCalendarFor(date: string): SchoolCalendar {
  const year = schoolYearOf(date);
  const cached = cache.get(year);
  if (cached) return cached;
  const aug17 = ymd(year, 8, 17);
  const firstDay = addDays(aug17, (1 - weekday(aug17) + 7) % 7);
  const june1 = ymd(year + 1, 6, 1);
  const lastDay = addDays(june1, (5 - weekday(june1) + 7) % 7);
  const holidays = new Set<string>();
  const range = (from: string, days: number) => {
    for (let i = 0; i < days; i++) holidays.add(addDays(from, i));
  };
  holidays.add(nthWeekday(year, 9, 1, 1));
  holidays.add(ymd(year, 11, 11));
  range(addDays(nthWeekday(year, 11, 4, 4), -1), 3);
  range(ymd(year, 12, 21), 12);
  holidays.add(nthWeekday(year + 1, 1, 1, 3));
  holidays.add(nthWeekday(year + 1, 2, 1, 3));
  range(nthWeekday(year + 1, 3, 1, 3), 5);
  holidays.add(nthWeekday(year + 1, 5, 1, -1));
  const calendar: SchoolCalendar = {
    firstDay,
    lastDay,
    kindOf(day) {
      if (day < firstDay || day > lastDay) return 'summer';
      const wd = weekday(day);
      if (wd === 0 || wd === 6) return 'weekend';
      return holidays.has(day) ? 'holiday' : 'school';
    },
  };
  cache.set(year, calendar);
  return calendar;
}

export const weekdayOf = weekday;

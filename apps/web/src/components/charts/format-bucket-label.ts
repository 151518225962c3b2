import type { Granularity } from '@dash/contracts';

/** `axis`: compact label under a bar; `full`: with the year, for the table and summaries. */
export type BucketLabelStyle = 'axis' | 'full';

/** A `YYYY-MM-DD` bucket start as a UTC date (formatted in UTC, so the day never shifts). */
export function parseIsoDay(label: string): Date {
  const [year = 1970, month = 1, day = 1] = label.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const OPTIONS: Record<Granularity, Record<BucketLabelStyle, Intl.DateTimeFormatOptions>> = {
  day: {
    axis: { month: 'short', day: 'numeric' },
    full: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  },
  week: {
    axis: { month: 'short', day: 'numeric' },
    full: { month: 'short', day: 'numeric', year: 'numeric' },
  },
  month: {
    axis: { month: 'long' },
    full: { month: 'long', year: 'numeric' },
  },
};

/**
 * Label of a usage bucket in the locale `tag`: a short date for a day, "week of" a short date for a week
 * (`weekOf` wraps the date in the translated phrase), the month name for a month.
 */
export function formatBucketLabel(
  label: string,
  granularity: Granularity,
  tag: string,
  style: BucketLabelStyle,
  weekOf: (date: string) => string,
): string {
  const date = parseIsoDay(label);
  if (Number.isNaN(date.getTime())) return label;
  const text = new Intl.DateTimeFormat(tag, { ...OPTIONS[granularity][style], timeZone: 'UTC' }).format(date);
  return granularity === 'week' ? weekOf(text) : text;
}

/** Number formats of the charts for a locale (spec §9: minutes as integers, lessons to one decimal). */
export interface ChartFormat {
  minutes: (value: number) => string;
  /** Average lessons, always with one decimal: 1.0, 2.5. */
  lessons: (value: number) => string;
  /** Up to one decimal, for range ends: 2, 2.5. */
  decimal: (value: number) => string;
  count: (value: number) => string;
  /** A value already in percent (37.5 → "37.5%"). */
  percent: (value: number) => string;
}

export function createChartFormat(tag: string): ChartFormat {
  const minutes = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const lessons = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  return {
    minutes: (value) => minutes.format(value),
    lessons: (value) => lessons.format(value),
    decimal: (value) => decimal.format(value),
    count: (value) => count.format(value),
    percent: (value) => percent.format(value / 100),
  };
}

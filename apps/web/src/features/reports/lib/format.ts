/** Figures as people read them, per locale: durations, percents, lessons, growth. */
import { createChartFormat } from '../../../components/charts/chart-format';

const MINUTE_MS = 60_000;
/** Durations show hours from two hours less 30 seconds (spec §9). */
const HOURS_FROM_MS = 2 * 3_600_000 - 30_000;

export interface FigureFormatter {
  duration: (ms: number) => string;
  percent: (value: number) => string;
  /** A rate to one decimal, always shown ("8.0" beside "10.9"): lessons a week, standards per student. */
  lessons: (value: number) => string;
  count: (value: number) => string;
  /** Up to one decimal ("45", "3.5"): minutes of use. */
  decimal: (value: number) => string;
  minutes: (ms: number) => number;
}

export function figureFormatter(
  tag: string,
  units: { minutes: (n: string) => string; hours: (h: string, m: string) => string },
): FigureFormatter {
  // Counts and rates read as the charts show them.
  const { count, lessons, decimal } = createChartFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  return {
    duration: (ms) => {
      const minutes = Math.round(ms / MINUTE_MS);
      if (ms < HOURS_FROM_MS) return units.minutes(count(minutes));
      return units.hours(count(Math.floor(minutes / 60)), count(minutes % 60));
    },
    percent: (value) => percent.format(value / 100),
    lessons,
    count,
    decimal,
    minutes: (ms) => Math.round(ms / MINUTE_MS),
  };
}

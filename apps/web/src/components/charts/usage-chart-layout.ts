import type { UsageChartRow } from '@dash/contracts';
import { buildValueAxis, scaleLinear, type Axis } from './axis';
import { barBands, chartBox, type BarSlot, type ChartBox } from './plot-layout';
import {
  LESSONS_DECIMALS,
  MINUTES_DECIMALS,
  USAGE_EMPTY_MAX_LESSONS,
  USAGE_EMPTY_MAX_MINUTES,
  USAGE_TICK_AMOUNT,
} from './chart-constants';

export interface UsageChartSize {
  width: number;
  height: number;
  /** Widest x label in px, to thin out labels that would overlap. */
  labelWidth: number;
}

/** A stacked bar; the centre of its band holds the x label and the lessons point. */
export interface UsageBar extends BarSlot {
  row: UsageChartRow;
  /** Minutes in school hours (total minus extended, never negative). */
  inSchoolMinutes: number;
  inSchool: { y: number; height: number };
  extended: { y: number; height: number };
  lessonsY: number;
}

export interface UsageChartLayout extends ChartBox {
  minutesAxis: Axis;
  lessonsAxis: Axis;
  minutesTicks: { value: number; y: number }[];
  lessonsTicks: { value: number; y: number }[];
  bars: UsageBar[];
  /** SVG path of the lessons line (empty with fewer than two rows). */
  lessonsPath: string;
  /** False when there are no rows or every value is 0. */
  hasData: boolean;
}

/** Room for axis labels and the axis titles above them. */
export const USAGE_CHART_MARGIN = { top: 32, right: 48, bottom: 32, left: 48 } as const;
/** Bars take 60% of their band, up to 48 px. */
const BAR_PROPORTIONS = { maxBarWidth: 48, shareOfBand: 0.6 };

/** Minutes in school hours: the total minus the extended part, never negative. */
export function inSchoolMinutes(row: UsageChartRow): number {
  return Math.max(0, row.average_usage_minutes - Math.max(0, row.average_extended_minutes));
}

/** Rows in date order (labels are ISO dates, so string order is date order). */
export function sortUsageRows(rows: readonly UsageChartRow[]): UsageChartRow[] {
  return [...rows].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

/**
 * Positions of the usage chart: stacked minutes bars (in school hours below, outside school hours on top)
 * on the left axis and the lessons line on the right axis. Both axes follow spec §9: 3 intervals,
 * minutes in whole numbers, lessons to one decimal, 70 minutes and 10 lessons when there is no data.
 */
export function layoutUsageChart(rows: readonly UsageChartRow[], size: UsageChartSize): UsageChartLayout {
  const sorted = sortUsageRows(rows);
  const box = chartBox(size, USAGE_CHART_MARGIN);
  const { plot } = box;
  const maxMinutes = Math.max(
    0,
    ...sorted.map((r) => Math.max(r.average_usage_minutes, r.average_extended_minutes)),
  );
  const maxLessons = Math.max(0, ...sorted.map((r) => r.average_lessons));
  const minutesAxis = buildValueAxis({
    max: maxMinutes,
    tickAmount: USAGE_TICK_AMOUNT,
    decimals: MINUTES_DECIMALS,
    emptyMax: USAGE_EMPTY_MAX_MINUTES,
  });
  const lessonsAxis = buildValueAxis({
    max: maxLessons,
    tickAmount: USAGE_TICK_AMOUNT,
    decimals: LESSONS_DECIMALS,
    emptyMax: USAGE_EMPTY_MAX_LESSONS,
  });
  const minutesY = scaleLinear([minutesAxis.min, minutesAxis.max], [plot.bottom, plot.top]);
  const lessonsY = scaleLinear([lessonsAxis.min, lessonsAxis.max], [plot.bottom, plot.top]);

  const slotAt = barBands(plot, sorted.length, { ...BAR_PROPORTIONS, labelWidth: size.labelWidth });
  const bars = sorted.map((row, index): UsageBar => {
    const extended = Math.max(0, row.average_extended_minutes);
    const inSchool = inSchoolMinutes(row);
    const inSchoolTop = minutesY(inSchool);
    const totalTop = minutesY(inSchool + extended);
    return {
      ...slotAt(index),
      row,
      inSchoolMinutes: inSchool,
      inSchool: { y: inSchoolTop, height: plot.bottom - inSchoolTop },
      extended: { y: totalTop, height: inSchoolTop - totalTop },
      lessonsY: lessonsY(Math.max(0, row.average_lessons)),
    };
  });
  const lessonsPath =
    bars.length > 1
      ? bars.map((bar, i) => `${i === 0 ? 'M' : 'L'}${round2(bar.centerX)},${round2(bar.lessonsY)}`).join('')
      : '';

  return {
    ...box,
    minutesAxis,
    lessonsAxis,
    minutesTicks: minutesAxis.ticks.map((value) => ({ value, y: minutesY(value) })),
    lessonsTicks: lessonsAxis.ticks.map((value) => ({ value, y: lessonsY(value) })),
    bars,
    lessonsPath,
    hasData: maxMinutes > 0 || maxLessons > 0,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

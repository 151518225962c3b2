import type { UsageChartRow } from '@dash/contracts';
import { buildValueAxis, labelStride, scaleLinear, type Axis, type PlotArea } from './axis';
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

export interface UsageBar {
  row: UsageChartRow;
  /** Minutes in school hours (total minus extended, never negative). */
  inSchoolMinutes: number;
  x: number;
  width: number;
  /** Centre of the band: x label and lessons point. */
  centerX: number;
  inSchool: { y: number; height: number };
  extended: { y: number; height: number };
  lessonsY: number;
  showLabel: boolean;
}

export interface UsageChartLayout {
  width: number;
  height: number;
  plot: PlotArea;
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
const MAX_BAR_WIDTH = 48;
const BAR_SHARE_OF_BAND = 0.6;

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
  const { width, height } = size;
  const sorted = sortUsageRows(rows);
  const plot: PlotArea = {
    left: USAGE_CHART_MARGIN.left,
    top: USAGE_CHART_MARGIN.top,
    right: Math.max(USAGE_CHART_MARGIN.left + 1, width - USAGE_CHART_MARGIN.right),
    bottom: Math.max(USAGE_CHART_MARGIN.top + 1, height - USAGE_CHART_MARGIN.bottom),
  };
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

  const band = sorted.length > 0 ? (plot.right - plot.left) / sorted.length : 0;
  const barWidth = Math.min(MAX_BAR_WIDTH, band * BAR_SHARE_OF_BAND);
  const stride = labelStride(band, size.labelWidth);
  const bars = sorted.map((row, index): UsageBar => {
    const extended = Math.max(0, row.average_extended_minutes);
    const inSchool = inSchoolMinutes(row);
    const inSchoolTop = minutesY(inSchool);
    const totalTop = minutesY(inSchool + extended);
    const centerX = plot.left + band * index + band / 2;
    return {
      row,
      inSchoolMinutes: inSchool,
      x: centerX - barWidth / 2,
      width: barWidth,
      centerX,
      inSchool: { y: inSchoolTop, height: plot.bottom - inSchoolTop },
      extended: { y: totalTop, height: inSchoolTop - totalTop },
      lessonsY: lessonsY(Math.max(0, row.average_lessons)),
      showLabel: index % stride === 0,
    };
  });
  const lessonsPath =
    bars.length > 1
      ? bars.map((bar, i) => `${i === 0 ? 'M' : 'L'}${round2(bar.centerX)},${round2(bar.lessonsY)}`).join('')
      : '';

  return {
    width,
    height,
    plot,
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

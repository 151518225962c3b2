/** Where the points of a student's progress line stand: percent on the focus by week (pure, no DOM). */
import { scaleLinear } from './axis';
import { PROGRESS_CHART_HEIGHT, PROGRESS_TICK_AMOUNT } from './chart-constants';
import { chartBox, labelStride, type ChartBox } from './plot-layout';

export interface ProgressInput {
  week: number;
  percent: number;
}

export interface ProgressPoint extends ProgressInput {
  x: number;
  y: number;
  showLabel: boolean;
}

export interface ProgressLayout extends ChartBox {
  ticks: { value: number; y: number }[];
  points: ProgressPoint[];
}

const MARGIN = { top: 28, right: 24, bottom: 44, left: 52 };

/** Percent 0–100 on y; the weeks from the start (week 0) evenly across x; labels thinned to `labelWidth` px. */
export function layoutProgressChart(
  width: number,
  weeks: readonly ProgressInput[],
  labelWidth: number,
): ProgressLayout {
  const box = chartBox({ width, height: PROGRESS_CHART_HEIGHT }, MARGIN);
  const { plot } = box;
  const y = scaleLinear([0, 100], [plot.bottom, plot.top]);
  const last = Math.max(1, weeks.length - 1);
  const x = scaleLinear([0, last], [plot.left, plot.right]);
  const stride = labelStride((plot.right - plot.left) / last, labelWidth);
  const ticks = Array.from({ length: PROGRESS_TICK_AMOUNT + 1 }, (_, i) => {
    const value = (100 * i) / PROGRESS_TICK_AMOUNT;
    return { value, y: y(value) };
  });
  const points = weeks.map((week, index) => ({
    ...week,
    x: weeks.length === 1 ? (plot.left + plot.right) / 2 : x(index),
    y: y(Math.min(100, Math.max(0, week.percent))),
    showLabel: index % stride === 0 || index === weeks.length - 1,
  }));
  return { ...box, ticks, points };
}

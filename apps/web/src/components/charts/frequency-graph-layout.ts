import type { FrequencyBucket } from '@dash/contracts';
import { buildValueAxis, scaleLinear, type Axis } from './axis';
import { barBands, chartBox, type BarSlot, type ChartBox } from './plot-layout';
import { FREQUENCY_TICK_AMOUNT } from './chart-constants';

export interface FrequencyBar extends BarSlot {
  bucket: FrequencyBucket;
  y: number;
  height: number;
}

export interface FrequencyGraphLayout extends ChartBox {
  yAxis: Axis;
  yTicks: { value: number; y: number }[];
  bars: FrequencyBar[];
  /** False when there are no buckets or every count is 0. */
  hasData: boolean;
}

/** Room for count labels above the bars, range labels and the axis title below. */
export const FREQUENCY_GRAPH_MARGIN = { top: 24, right: 16, bottom: 48, left: 48 } as const;
/** Bars take 75% of their band, up to 72 px. */
const BAR_PROPORTIONS = { maxBarWidth: 72, shareOfBand: 0.75 };
const EMPTY_MAX_COUNT = 4;

/** Positions of the frequency graph: one vertical bar per bucket, count on y in whole steps. */
export function layoutFrequencyGraph(
  buckets: readonly FrequencyBucket[],
  size: { width: number; height: number; labelWidth: number },
): FrequencyGraphLayout {
  const box = chartBox(size, FREQUENCY_GRAPH_MARGIN);
  const { plot } = box;
  const maxCount = Math.max(0, ...buckets.map((b) => b.count));
  const yAxis = buildValueAxis({
    max: maxCount,
    tickAmount: FREQUENCY_TICK_AMOUNT,
    decimals: 0,
    emptyMax: EMPTY_MAX_COUNT,
  });
  const y = scaleLinear([yAxis.min, yAxis.max], [plot.bottom, plot.top]);
  const slotAt = barBands(plot, buckets.length, { ...BAR_PROPORTIONS, labelWidth: size.labelWidth });
  const bars = buckets.map((bucket, index): FrequencyBar => {
    const top = y(Math.max(0, bucket.count));
    return { ...slotAt(index), bucket, y: top, height: plot.bottom - top };
  });
  return {
    ...box,
    yAxis,
    yTicks: yAxis.ticks.map((value) => ({ value, y: y(value) })),
    bars,
    hasData: maxCount > 0,
  };
}

/** The bucket with the highest count (the first of equals), for the summary. */
export function largestBucket(buckets: readonly FrequencyBucket[]): FrequencyBucket | null {
  return buckets.reduce<FrequencyBucket | null>(
    (best, b) => (best === null || b.count > best.count ? b : best),
    null,
  );
}

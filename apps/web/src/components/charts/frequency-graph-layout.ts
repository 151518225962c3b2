import type { FrequencyBucket } from '@dash/contracts';
import { buildValueAxis, labelStride, scaleLinear, type Axis, type PlotArea } from './axis';
import { FREQUENCY_TICK_AMOUNT } from './chart-constants';

export interface FrequencyBar {
  bucket: FrequencyBucket;
  x: number;
  width: number;
  centerX: number;
  y: number;
  height: number;
  showLabel: boolean;
}

export interface FrequencyGraphLayout {
  width: number;
  height: number;
  plot: PlotArea;
  yAxis: Axis;
  yTicks: { value: number; y: number }[];
  bars: FrequencyBar[];
  /** False when there are no buckets or every count is 0. */
  hasData: boolean;
}

/** Room for count labels above the bars, range labels and the axis title below. */
export const FREQUENCY_GRAPH_MARGIN = { top: 24, right: 16, bottom: 48, left: 48 } as const;
const MAX_BAR_WIDTH = 72;
const BAR_SHARE_OF_BAND = 0.75;
const EMPTY_MAX_COUNT = 4;

/** Positions of the frequency graph: one vertical bar per bucket, count on y in whole steps. */
export function layoutFrequencyGraph(
  buckets: readonly FrequencyBucket[],
  size: { width: number; height: number; labelWidth: number },
): FrequencyGraphLayout {
  const { width, height } = size;
  const plot: PlotArea = {
    left: FREQUENCY_GRAPH_MARGIN.left,
    top: FREQUENCY_GRAPH_MARGIN.top,
    right: Math.max(FREQUENCY_GRAPH_MARGIN.left + 1, width - FREQUENCY_GRAPH_MARGIN.right),
    bottom: Math.max(FREQUENCY_GRAPH_MARGIN.top + 1, height - FREQUENCY_GRAPH_MARGIN.bottom),
  };
  const maxCount = Math.max(0, ...buckets.map((b) => b.count));
  const yAxis = buildValueAxis({
    max: maxCount,
    tickAmount: FREQUENCY_TICK_AMOUNT,
    decimals: 0,
    emptyMax: EMPTY_MAX_COUNT,
  });
  const y = scaleLinear([yAxis.min, yAxis.max], [plot.bottom, plot.top]);
  const band = buckets.length > 0 ? (plot.right - plot.left) / buckets.length : 0;
  const barWidth = Math.min(MAX_BAR_WIDTH, band * BAR_SHARE_OF_BAND);
  const stride = labelStride(band, size.labelWidth);
  const bars = buckets.map((bucket, index): FrequencyBar => {
    const centerX = plot.left + band * index + band / 2;
    const top = y(Math.max(0, bucket.count));
    return {
      bucket,
      x: centerX - barWidth / 2,
      width: barWidth,
      centerX,
      y: top,
      height: plot.bottom - top,
      showLabel: index % stride === 0,
    };
  });
  return {
    width,
    height,
    plot,
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

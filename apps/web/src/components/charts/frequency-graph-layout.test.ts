import { describe, expect, it } from 'vitest';
import type { FrequencyBucket } from '@dash/contracts';
import { largestBucket, layoutFrequencyGraph } from './frequency-graph-layout';

const size = { width: 500, height: 260, labelWidth: 40 };
const buckets: FrequencyBucket[] = [
  { label: '0-15', from: 0, to: 15, count: 3 },
  { label: '15-30', from: 15, to: 30, count: 11 },
  { label: '30-45', from: 30, to: 45, count: 6 },
  { label: '45+', from: 45, to: null, count: 0 },
];

describe('layoutFrequencyGraph', () => {
  it('draws one bar per bucket with heights proportional to the count', () => {
    const layout = layoutFrequencyGraph(buckets, size);
    expect(layout.hasData).toBe(true);
    expect(layout.yAxis.ticks).toEqual([0, 3, 6, 9, 12]);
    const plotHeight = layout.plot.bottom - layout.plot.top;
    expect(layout.bars.map((b) => Math.round((b.height / plotHeight) * 12))).toEqual([3, 11, 6, 0]);
    expect(layout.bars.every((b) => b.y + b.height === layout.plot.bottom)).toBe(true);
    expect(layout.bars[1]!.x).toBeGreaterThan(layout.bars[0]!.x + layout.bars[0]!.width);
  });

  it('keeps the bars inside the plot', () => {
    const layout = layoutFrequencyGraph(buckets, size);
    const last = layout.bars.at(-1)!;
    expect(layout.bars[0]!.x).toBeGreaterThanOrEqual(layout.plot.left);
    expect(last.x + last.width).toBeLessThanOrEqual(layout.plot.right);
  });

  it('reports no data when every count is 0 or there are no buckets', () => {
    expect(layoutFrequencyGraph([], size).hasData).toBe(false);
    const zero = layoutFrequencyGraph(
      buckets.map((b) => ({ ...b, count: 0 })),
      size,
    );
    expect(zero.hasData).toBe(false);
    expect(zero.yAxis.max).toBe(4);
  });

  it('thins out range labels on a narrow graph', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      label: `${i}`,
      from: i * 10,
      to: i * 10 + 10,
      count: i,
    }));
    const layout = layoutFrequencyGraph(many, { width: 320, height: 260, labelWidth: 48 });
    expect(layout.bars.some((b) => !b.showLabel)).toBe(true);
    expect(layout.bars[0]!.showLabel).toBe(true);
  });
});

describe('largestBucket', () => {
  it('finds the first bucket with the highest count', () => {
    expect(largestBucket(buckets)?.label).toBe('15-30');
    expect(largestBucket([])).toBeNull();
  });
});

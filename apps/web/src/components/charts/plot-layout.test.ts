import { describe, expect, it } from 'vitest';
import { barBands, chartBox, labelStride } from './plot-layout';

describe('labelStride', () => {
  it('skips labels that would overlap', () => {
    expect(labelStride(80, 40)).toBe(1);
    expect(labelStride(20, 40)).toBe(3);
    expect(labelStride(0, 40)).toBe(1);
  });
});

describe('chartBox', () => {
  it('keeps the plot inside the margins, at least 1 px wide and high', () => {
    const margin = { top: 10, right: 20, bottom: 30, left: 40 };
    expect(chartBox({ width: 400, height: 200 }, margin)).toEqual({
      width: 400,
      height: 200,
      plot: { left: 40, top: 10, right: 380, bottom: 170 },
    });
    expect(chartBox({ width: 50, height: 20 }, margin).plot).toEqual({
      left: 40,
      top: 10,
      right: 41,
      bottom: 11,
    });
  });
});

describe('barBands', () => {
  it('centres a bar in each equal band, no wider than the widest bar, and thins out overlapping labels', () => {
    const plot = { left: 0, top: 0, right: 300, bottom: 100 };
    const slotAt = barBands(plot, 3, { maxBarWidth: 40, shareOfBand: 0.5, labelWidth: 150 });
    expect([0, 1, 2].map((index) => slotAt(index))).toEqual([
      { x: 30, width: 40, centerX: 50, showLabel: true },
      { x: 130, width: 40, centerX: 150, showLabel: false },
      { x: 230, width: 40, centerX: 250, showLabel: true },
    ]);
    expect(barBands(plot, 6, { maxBarWidth: 40, shareOfBand: 0.5, labelWidth: 0 })(0).width).toBe(25);
  });
});

import { describe, expect, it } from 'vitest';
import { buildValueAxis, scaleLinear } from './axis';

describe('buildValueAxis', () => {
  it('uses the spec maxima with three intervals when there is no data', () => {
    const minutes = buildValueAxis({ max: 0, tickAmount: 3, decimals: 0, emptyMax: 70 });
    expect(minutes.max).toBe(70);
    expect(minutes.ticks).toHaveLength(4);
    expect(minutes.ticks[0]).toBe(0);
    expect(minutes.ticks[1]).toBeCloseTo(70 / 3);
    expect(buildValueAxis({ max: 0, tickAmount: 3, decimals: 1, emptyMax: 10 }).max).toBe(10);
    expect(buildValueAxis({ max: Number.NaN, tickAmount: 3, decimals: 1, emptyMax: 10 }).max).toBe(10);
  });

  it('covers the data with exactly tickAmount readable integer steps', () => {
    expect(buildValueAxis({ max: 52, tickAmount: 3, decimals: 0, emptyMax: 70 }).ticks).toEqual([
      0, 20, 40, 60,
    ]);
    expect(buildValueAxis({ max: 60, tickAmount: 3, decimals: 0, emptyMax: 70 }).ticks).toEqual([
      0, 20, 40, 60,
    ]);
    expect(buildValueAxis({ max: 61, tickAmount: 3, decimals: 0, emptyMax: 70 }).ticks).toEqual([
      0, 25, 50, 75,
    ]);
    expect(buildValueAxis({ max: 7, tickAmount: 3, decimals: 0, emptyMax: 70 }).ticks).toEqual([0, 3, 6, 9]);
    expect(buildValueAxis({ max: 1, tickAmount: 3, decimals: 0, emptyMax: 70 }).ticks).toEqual([0, 1, 2, 3]);
    expect(buildValueAxis({ max: 1234, tickAmount: 3, decimals: 0, emptyMax: 70 }).ticks).toEqual([
      0, 500, 1000, 1500,
    ]);
  });

  it('never uses a step finer than the label decimals', () => {
    expect(buildValueAxis({ max: 1.3, tickAmount: 3, decimals: 1, emptyMax: 10 }).ticks).toEqual([
      0, 0.5, 1, 1.5,
    ]);
    expect(buildValueAxis({ max: 0.04, tickAmount: 3, decimals: 1, emptyMax: 10 }).ticks).toEqual([
      0, 0.1, 0.2, 0.3,
    ]);
    expect(buildValueAxis({ max: 2, tickAmount: 3, decimals: 0, emptyMax: 70 }).ticks).toEqual([0, 1, 2, 3]);
    for (const max of [0.3, 0.7, 2.2, 4.9, 13.7]) {
      for (const tick of buildValueAxis({ max, tickAmount: 3, decimals: 1, emptyMax: 10 }).ticks) {
        expect(Number(tick.toFixed(1))).toBe(tick);
      }
    }
  });

  it('extends below zero for negative data', () => {
    const axis = buildValueAxis({ min: -12, max: 40, tickAmount: 4, decimals: 0, emptyMax: 100 });
    expect(axis.min).toBeLessThanOrEqual(-12);
    expect(axis.max).toBeGreaterThanOrEqual(40);
    expect(axis.ticks).toHaveLength(5);
    expect(axis.ticks).toContain(0);
  });
});

describe('scaleLinear', () => {
  it('maps the domain onto the range, also inverted', () => {
    const y = scaleLinear([0, 60], [200, 20]);
    expect(y(0)).toBe(200);
    expect(y(60)).toBe(20);
    expect(y(30)).toBe(110);
    expect(scaleLinear([5, 5], [0, 100])(5)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { checkRange, defaultRange, rangeCode, rangeFromCode, rangeLimits } from './custom-range';

const limits = rangeLimits('2026-11-21', [2026, 2025, 2024], false);

describe('custom range (spec §5)', () => {
  it('allows the first school day of the earliest year up to yesterday', () => {
    expect(limits).toEqual({ min: '2024-07-01', max: '2026-11-20' });
    expect(rangeLimits('2026-11-21', [2026], true).max).toBe('2026-11-21');
  });

  it('defaults to the 30 days ending at the latest allowed day', () => {
    expect(defaultRange(limits)).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    expect(defaultRange({ min: '2026-11-10', max: '2026-11-20' })).toEqual({
      from: '2026-11-10',
      to: '2026-11-20',
    });
  });

  it('clamps the end to the latest day and refuses an end before the start', () => {
    expect(checkRange({ from: '2026-11-01', to: '2026-12-31' }, limits)).toEqual({
      range: { from: '2026-11-01', to: '2026-11-20' },
      problem: null,
    });
    expect(checkRange({ from: '2026-11-10', to: '2026-11-01' }, limits).problem).toBe('endBeforeStart');
    expect(checkRange({ from: '2024-06-30', to: '2024-07-10' }, limits).problem).toBe('beforeMin');
    expect(checkRange({ from: '', to: '2024-07-10' }, limits).problem).toBe('missing');
  });

  it('writes and reads the fd/td code, resetting a stored range outside the limits', () => {
    const range = { from: '2026-09-01', to: '2026-09-30' };
    expect(rangeCode(range)).toBe('fd20260901td20260930');
    expect(rangeFromCode('fd20260901td20260930', limits)).toEqual(range);
    expect(rangeFromCode('fd20200101td20200131', limits)).toEqual(defaultRange(limits));
    expect(rangeFromCode('7d', limits)).toEqual(defaultRange(limits));
  });
});

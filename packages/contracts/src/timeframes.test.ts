import { describe, expect, it } from 'vitest';
import {
  availableSchoolYears,
  granularityFor,
  localDay,
  parseTimeframe,
  reportingDateFrom,
  schoolYearOf,
  TimeframeError,
} from './timeframes.js';

const today = '2026-11-21'; // a Saturday

describe('parseTimeframe', () => {
  it('today, this week from Sunday, and the last N days including today', () => {
    expect(parseTimeframe('1d', today)).toMatchObject({
      from: today,
      to: today,
      days: 1,
      granularity: 'day',
      showAverages: false,
    });
    expect(parseTimeframe('0w', today)).toMatchObject({
      from: '2026-11-15',
      to: today,
      days: 7,
      granularity: 'day',
    });
    expect(parseTimeframe('7d', today)).toMatchObject({
      from: '2026-11-15',
      days: 7,
      granularity: 'day',
      showAverages: false,
    });
    expect(parseTimeframe('30d', today)).toMatchObject({
      from: '2026-10-23',
      days: 30,
      granularity: 'week',
      showAverages: true,
    });
    expect(parseTimeframe('90d', today)).toMatchObject({ days: 90, granularity: 'month' });
  });

  it('school years run from 1 July, in full for past years and up to today for the current one', () => {
    expect(parseTimeframe('2025y', today)).toMatchObject({
      from: '2025-07-01',
      to: '2026-06-30',
      kind: 'year',
    });
    expect(parseTimeframe('0y', today)).toMatchObject({ from: '2026-07-01', to: today });
    expect(parseTimeframe('1y', today)).toMatchObject({ from: '2025-07-01' });
  });

  it('custom ranges and the summer range', () => {
    expect(parseTimeframe('fd20261001td20261031', today)).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      days: 31,
      kind: 'custom',
    });
    expect(parseTimeframe('custom-summer', today)).toMatchObject({ from: '2026-05-01', to: '2026-09-30' });
  });

  it('refuses bad codes with a reason', () => {
    for (const bad of [
      '',
      '0d',
      '9999d',
      'abc',
      'fd20261031td20261001',
      'fd20260230td20260301',
      'fd20261345td20261346',
      'fd99999999td99999999',
      'fd20261101td20261231',
      '2030y',
      '7 d',
    ]) {
      expect(() => parseTimeframe(bad, today), bad).toThrow(TimeframeError);
    }
    expect(() => parseTimeframe('fd20261031td20261001', today)).toThrow(/ends before it starts/);
  });
});

describe('calendar rules', () => {
  it('granularity: 0–7 days by day, 8–49 by week, else month', () => {
    expect([1, 7, 8, 49, 50].map(granularityFor)).toEqual(['day', 'day', 'week', 'week', 'month']);
  });

  it('school year and reporting date-from', () => {
    expect(schoolYearOf('2026-06-30')).toBe(2025);
    expect(schoolYearOf('2026-07-01')).toBe(2026);
    expect(reportingDateFrom('2026-11-21')).toBe('2026-07-01');
    expect(reportingDateFrom('2026-08-15')).toBe('2026-05-15');
    expect(availableSchoolYears(today)).toEqual([2026, 2025, 2024]);
  });

  it('local day follows the district time zone', () => {
    const instant = Date.parse('2026-11-21T03:00:00Z');
    expect(localDay(instant, 'America/Chicago')).toBe('2026-11-20');
    expect(localDay(instant, 'Europe/London')).toBe('2026-11-21');
  });
});

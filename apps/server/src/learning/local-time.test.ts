import { describe, expect, it } from 'vitest';
import { createLocalClock, schoolYearStartOf } from './local-time.js';

const MIN = 60_000;

describe('district-local time (DESIGN §2)', () => {
  const chicago = createLocalClock('America/Chicago');

  it('puts an instant on the district-local day', () => {
    // 2026-11-20 03:30 UTC is still 2026-11-19 in Chicago (UTC-6).
    expect(chicago.dateOf(Date.UTC(2026, 10, 20, 3, 30))).toBe('2026-11-19');
    expect(chicago.dateOf(Date.UTC(2026, 10, 20, 6, 30))).toBe('2026-11-20');
  });

  it('follows daylight saving time', () => {
    // 2026-07-01 04:30 UTC is 23:30 on June 30 in Chicago (UTC-5 in summer).
    expect(chicago.dateOf(Date.UTC(2026, 6, 1, 4, 30))).toBe('2026-06-30');
    expect(chicago.dateOf(Date.UTC(2026, 6, 1, 5, 30))).toBe('2026-07-01');
  });

  it('counts weekday 8:00–16:00 as school hours and the rest as extended hours', () => {
    // Thursday 2026-11-19, Chicago = UTC-6: 10:00 local = 16:00 UTC.
    expect(chicago.extendedMsOf(Date.UTC(2026, 10, 19, 16, 0), 20 * MIN)).toBe(0);
    // 16:10 local, a 20-minute play from 15:50: 10 minutes after school.
    expect(chicago.extendedMsOf(Date.UTC(2026, 10, 19, 22, 10), 20 * MIN)).toBe(10 * MIN);
    // 8:05 local, a 15-minute play from 7:50: 10 minutes before school.
    expect(chicago.extendedMsOf(Date.UTC(2026, 10, 19, 14, 5), 15 * MIN)).toBe(10 * MIN);
    // Saturday 2026-11-21 11:00 local: all extended.
    expect(chicago.extendedMsOf(Date.UTC(2026, 10, 21, 17, 0), 30 * MIN)).toBe(30 * MIN);
  });

  it('school years start on July 1', () => {
    expect(schoolYearStartOf('2026-11-19')).toBe('2026-07-01');
    expect(schoolYearStartOf('2027-06-30')).toBe('2026-07-01');
    expect(schoolYearStartOf('2027-07-01')).toBe('2027-07-01');
  });
});

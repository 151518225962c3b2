import { describe, expect, it } from 'vitest';
import { formatBucketLabel, parseIsoDay } from './format-bucket-label';

const weekOf = (date: string) => `Week of ${date}`;

describe('formatBucketLabel', () => {
  it('formats days, weeks and months for en-US', () => {
    expect(formatBucketLabel('2025-09-03', 'day', 'en-US', 'axis', weekOf)).toBe('Sep 3');
    expect(formatBucketLabel('2025-09-03', 'day', 'en-US', 'full', weekOf)).toBe('Wed, Sep 3, 2025');
    expect(formatBucketLabel('2025-08-31', 'week', 'en-US', 'axis', weekOf)).toBe('Week of Aug 31');
    expect(formatBucketLabel('2025-09-01', 'month', 'en-US', 'axis', weekOf)).toBe('September');
    expect(formatBucketLabel('2025-09-01', 'month', 'en-US', 'full', weekOf)).toBe('September 2025');
  });

  it('follows the locale order and names', () => {
    expect(formatBucketLabel('2025-09-03', 'day', 'en-GB', 'axis', weekOf)).toMatch(/^3 Sep/);
    expect(formatBucketLabel('2025-01-01', 'month', 'es-MX', 'axis', weekOf)).toBe('enero');
  });

  it('never shifts the day, whatever the time zone', () => {
    expect(parseIsoDay('2025-01-01').toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(formatBucketLabel('2025-12-31', 'day', 'en-US', 'axis', weekOf)).toBe('Dec 31');
  });

  it('shows an unparseable label as it is', () => {
    expect(formatBucketLabel('not-a-date', 'day', 'en-US', 'axis', weekOf)).toBe('not-a-date');
  });
});

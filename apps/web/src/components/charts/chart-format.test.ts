import { describe, expect, it } from 'vitest';
import { createChartFormat } from './chart-format';

describe('createChartFormat', () => {
  it('rounds minutes to integers and shows lessons with one decimal', () => {
    const format = createChartFormat('en-US');
    expect(format.minutes(46.67)).toBe('47');
    expect(format.minutes(1234)).toBe('1,234');
    expect(format.lessons(1)).toBe('1.0');
    expect(format.lessons(3.333)).toBe('3.3');
    expect(format.decimal(2)).toBe('2');
    expect(format.decimal(2.25)).toBe('2.3');
    expect(format.percent(37.5)).toBe('37.5%');
  });

  it('uses the locale separators', () => {
    const format = createChartFormat('es-MX');
    expect(format.lessons(1.5)).toBe('1.5');
    expect(format.percent(40)).toMatch(/^40\s?%$/);
  });
});

import { describe, expect, it } from 'vitest';
import { figureFormatter } from './format';

const units = { minutes: (n: string) => `${n} min`, hours: (h: string, m: string) => `${h} h ${m} min` };

describe('figureFormatter', () => {
  it('shows rates with one decimal always, so a column of them lines up', () => {
    const figures = figureFormatter('en-US', units);
    expect(figures.lessons(8)).toBe('8.0');
    expect(figures.lessons(10.94)).toBe('10.9');
    expect(figures.count(1234.4)).toBe('1,234');
    expect(figures.decimal(45)).toBe('45');
    expect(figures.decimal(3.25)).toBe('3.3');
  });

  it('uses the locale separators', () => {
    const figures = figureFormatter('es-MX', units);
    expect(figures.lessons(8)).toBe('8.0');
    expect(figures.count(12345)).toBe('12,345');
    expect(figures.percent(40)).toMatch(/^40\s?%$/);
  });

  it('shows hours from two hours less 30 seconds', () => {
    const figures = figureFormatter('en-US', units);
    expect(figures.duration(7_170_000 - 1)).toBe('119 min');
    expect(figures.duration(7_170_000)).toBe('2 h 0 min');
  });
});

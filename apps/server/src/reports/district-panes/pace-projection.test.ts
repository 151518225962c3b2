import { describe, expect, it } from 'vitest';
import { paceOf, projectPace } from './pace-projection.js';

/** 1 December with the school year ending 30 June: 211 days (30 1/7 weeks) left. */
const DAYS = { today: '2026-12-01', yearEnd: '2027-06-30' };

describe('the grade-level pace projection', () => {
  it('keeps the pace since the first lesson of the year: 6 standards in 12 weeks is half a standard a week', () => {
    // First lesson 2026-09-08: 85 days to 1 December inclusive, 12 1/7 weeks.
    const figures = { standardsCount: 30, proficientNow: 10, grownThisYear: 6, firstPlayDate: '2026-09-08' };
    expect(paceOf(figures, DAYS.today)).toBeCloseTo(6 / (85 / 7), 10);
    const projection = projectPace(figures, DAYS);
    // 10 + 0.494 × 30.14 = 24.9 of 30: short of grade level.
    expect(projection.projected).toBe(24.9);
    expect(projection.projectedPercent).toBe(83);
    expect(projection.status).toBe('off_pace');
    expect(projection.pacePerWeek).toBe(0.49);
  });

  it('is on pace when the projection reaches every grade-level standard, and caps it there', () => {
    const figures = { standardsCount: 30, proficientNow: 20, grownThisYear: 12, firstPlayDate: '2026-09-08' };
    const projection = projectPace(figures, DAYS);
    expect(projection).toMatchObject({ projected: 30, projectedPercent: 100, status: 'on_pace' });
  });

  it('has reached grade level with every standard proficient, whatever the pace', () => {
    const figures = { standardsCount: 24, proficientNow: 24, grownThisYear: 0, firstPlayDate: null };
    expect(projectPace(figures, DAYS)).toMatchObject({ pacePerWeek: 0, projected: 24, status: 'reached' });
  });

  it('projects no growth for a student who has not played this year', () => {
    const figures = { standardsCount: 24, proficientNow: 5, grownThisYear: 0, firstPlayDate: null };
    expect(projectPace(figures, DAYS)).toMatchObject({
      pacePerWeek: 0,
      projected: 5,
      projectedPercent: 21,
      status: 'off_pace',
    });
  });

  it('measures a newcomer over at least two weeks: 2 standards in 3 days is one a week, not 4.7', () => {
    const figures = { standardsCount: 40, proficientNow: 2, grownThisYear: 2, firstPlayDate: '2026-11-29' };
    expect(paceOf(figures, DAYS.today)).toBe(1);
    // 2 + 1 × 30.14 = 32.1 of 40.
    expect(projectPace(figures, DAYS)).toMatchObject({ projected: 32.1, status: 'off_pace' });
  });

  it('projects nothing more once the year is over', () => {
    const figures = { standardsCount: 10, proficientNow: 9, grownThisYear: 9, firstPlayDate: '2026-09-01' };
    const after = projectPace(figures, { today: '2027-07-02', yearEnd: '2027-06-30' });
    expect(after).toMatchObject({ projected: 9, status: 'off_pace' });
  });
});

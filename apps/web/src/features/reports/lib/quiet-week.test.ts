import { describe, expect, it } from 'vitest';
import { quietWeekAlternative } from './quiet-week';

const nobodyPlayed = { count_students: 22, count_active_students: 0 };
const somePlayed = { count_students: 22, count_active_students: 3 };

describe('quietWeekAlternative', () => {
  it('offers the last 7 days when nobody has played yet this week', () => {
    expect(quietWeekAlternative('overview', '0w', nobodyPlayed)).toBe('7d');
    expect(quietWeekAlternative('teacherStudents', '0w', nobodyPlayed)).toBe('7d');
  });

  it('says nothing once someone has played this week', () => {
    expect(quietWeekAlternative('overview', '0w', somePlayed)).toBeNull();
  });

  it('says nothing about other periods, even with no play', () => {
    for (const timeframe of ['1d', '7d', '30d', '2026y', 'fd20261101td20261107'])
      expect(quietWeekAlternative('overview', timeframe, nobodyPlayed), timeframe).toBeNull();
  });

  it('says nothing before the report has loaded or when there are no students to play', () => {
    expect(quietWeekAlternative('overview', '0w', undefined)).toBeNull();
    expect(
      quietWeekAlternative('overview', '0w', { count_students: 0, count_active_students: 0 }),
    ).toBeNull();
  });

  it('offers nothing on a screen without a last-7-days choice', () => {
    expect(quietWeekAlternative('classroomPerformance', '0w', nobodyPlayed)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bandSummaries, usageBandOf } from './impact-bands';

const MIN = 60_000;
const school = (minutes: number | null, active: number, grown: number, growth: number | null) => ({
  average_weekly_session_time: minutes === null ? null : minutes * MIN,
  count_active_students: active,
  standards_growth: grown,
  percent_growth: growth,
});

describe('impact usage bands', () => {
  it('puts 15 and 60 weekly minutes at the start of the next band (spec §9 low under 15, recommended 60)', () => {
    expect(usageBandOf(14.9 * MIN)).toBe('low');
    expect(usageBandOf(15 * MIN)).toBe('below');
    expect(usageBandOf(59.9 * MIN)).toBe('below');
    expect(usageBandOf(60 * MIN)).toBe('recommended');
    expect(usageBandOf(null)).toBeNull();
  });

  it('sums active students and growth per band, leaving out schools without averages', () => {
    const summaries = bandSummaries([
      school(10, 20, 4, 5),
      school(30, 10, 6, 20),
      school(45, 30, 30, 30),
      school(75, 40, 100, 60),
      school(null, 99, 99, 99),
    ]);
    expect(summaries).toEqual([
      { band: 'low', schools: 1, activeStudents: 20, proficientPerActive: 0.2, averageGrowth: 5 },
      { band: 'below', schools: 2, activeStudents: 40, proficientPerActive: 0.9, averageGrowth: 25 },
      { band: 'recommended', schools: 1, activeStudents: 40, proficientPerActive: 2.5, averageGrowth: 60 },
    ]);
  });

  it('reads no figure for an empty band', () => {
    expect(bandSummaries([])[0]).toEqual({
      band: 'low',
      schools: 0,
      activeStudents: 0,
      proficientPerActive: null,
      averageGrowth: null,
    });
  });
});

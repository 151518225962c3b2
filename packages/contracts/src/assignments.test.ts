import { describe, expect, it } from 'vitest';
import * as rules from './assignments.js';

describe('assignment kinds and durations (spec §3, §4, §9)', () => {
  it('reads GOAL_PLAY_PRESUMED_PASSED as a goal, NWEA and Quantile as third-party', () => {
    expect(rules.assignmentKindOf('GOAL_PLAY_PRESUMED_PASSED')).toBe('goal');
    expect(['NWEA', 'QUANTILE'].map((type) => rules.assignmentKindOf(type as 'NWEA'))).toEqual([
      'third_party',
      'third_party',
    ]);
    expect(['SPOT', 'GOAL', 'QUANTILE'].map((type) => rules.isLongTermAssignment(type as 'SPOT'))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('offers spot 1–2 weeks, goal 2–10 weeks and third-party 10 weeks', () => {
    expect(rules.durationOptionsOf('SPOT')).toEqual([1, 2]);
    expect(rules.durationOptionsOf('GOAL')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rules.durationOptionsOf('NWEA')).toEqual([10]);
  });
});

describe('active assignments (spec §4)', () => {
  it('is active only while ACTIVE and the student has not completed it or been removed', () => {
    expect(rules.isActiveForStudent('ACTIVE', null)).toBe(true);
    expect(rules.isActiveForStudent('CANCELLED', null)).toBe(false);
    for (const done of ['COMPLETE', 'COMPLETE_STRUGGLING', 'COMPLETE_FOR_ENGAGEMENT', 'REMOVED'] as const) {
      expect(rules.isActiveForStudent('ACTIVE', done)).toBe(false);
    }
  });
});

describe('latest assignments on the first page (spec §4)', () => {
  const page = (...items: [rules.AssignmentStatus, string][]) =>
    items.map(([status, startDate]) => ({ active: status === 'ACTIVE', startDate }));

  it('flags every ACTIVE one when any is active', () => {
    const flags = rules.latestFlagsOf(
      page(['CANCELLED', '2026-11-20'], ['ACTIVE', '2026-11-02'], ['ACTIVE', '2026-10-12']),
    );
    expect(flags).toEqual([false, true, true]);
  });

  it('flags those sharing the most recent start day when none is active', () => {
    const flags = rules.latestFlagsOf(
      page(['CANCELLED', '2026-10-12'], ['CANCELLED', '2026-11-02'], ['CANCELLED', '2026-11-02']),
    );
    expect(flags).toEqual([false, true, true]);
    expect(rules.latestFlagsOf([])).toEqual([]);
  });
});

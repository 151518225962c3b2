import { describe, expect, it } from 'vitest';
import { narrativeLinesOf } from './highlights.js';

const MINUTE = 60_000;
/** Figures of `active` students who each played `minutes` and `lessons` a week for `weeks` weeks. */
const figures = (
  percentActive: number | null,
  active: number,
  minutes: number,
  lessons: number,
  weeks = 1,
) => ({
  percent_active_students: percentActive,
  count_active_students: active,
  total_session_time: active * minutes * MINUTE * weeks,
  count_lessons_completed: active * lessons * weeks,
  standards_growth: 0,
});
const codes = (lines: ReturnType<typeof narrativeLinesOf>) => lines.map((line) => line.code);

describe('highlights narrative (spec §9 thresholds)', () => {
  it('the share of active students: under 20% low, 70% or more high, nothing between', () => {
    expect(codes(narrativeLinesOf(figures(19, 0, 0, 0), 7))).toEqual(['lowActive']);
    expect(codes(narrativeLinesOf(figures(20, 0, 0, 0), 7))).toEqual([]);
    expect(codes(narrativeLinesOf(figures(69, 0, 0, 0), 7))).toEqual([]);
    expect(narrativeLinesOf(figures(70, 0, 0, 0), 7)).toEqual([{ code: 'highActive', percent: 70 }]);
    expect(codes(narrativeLinesOf(figures(null, 0, 0, 0), 7))).toEqual([]);
  });

  it('weekly use per active student: under 15 minutes or 2 lessons low, 60 minutes or 5 lessons meets', () => {
    const usage = (minutes: number, lessons: number, weeks = 1) =>
      codes(narrativeLinesOf(figures(50, 10, minutes, lessons, weeks), weeks * 7));
    expect(usage(14, 5)).toEqual(['lowUsage']);
    expect(usage(60, 1)).toEqual(['lowUsage']);
    expect(usage(15, 2)).toEqual([]);
    expect(usage(59, 4)).toEqual([]);
    expect(usage(60, 2)).toEqual(['meetsUsage']);
    expect(usage(15, 5)).toEqual(['meetsUsage']);
    // Over four weeks the same weekly use reads the same.
    expect(usage(60, 2, 4)).toEqual(['meetsUsage']);
    expect(narrativeLinesOf(figures(50, 10, 10, 1), 7)[0]).toEqual({
      code: 'lowUsage',
      minutes: 60,
      lessons: 5,
    });
  });

  it('growth: the standards mastered, when there are any', () => {
    const grown = { ...figures(null, 0, 0, 0), standards_growth: 3 };
    expect(narrativeLinesOf(grown, 30)).toEqual([{ code: 'growth', standards: 3 }]);
  });
});

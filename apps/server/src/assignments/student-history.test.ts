import { describe, expect, it } from 'vitest';
import * as history from './student-history.js';

const start = new Date('2026-11-01T00:00:00Z');
const day = (n: number, hour = 15) => new Date(Date.UTC(2026, 10, 1 + n, hour));

describe('history weeks (spec §4: week = ceil(days since start, min 1, / 7))', () => {
  it('counts the start day and the six after it as week 1, then a new week every seven days', () => {
    expect(history.historyWeekOf(start, day(0))).toBe(1);
    expect(history.historyWeekOf(start, day(7))).toBe(1);
    expect(history.historyWeekOf(start, day(8))).toBe(2);
    expect(history.historyWeekOf(start, day(14))).toBe(2);
    expect(history.historyWeekOf(start, day(15))).toBe(3);
  });
});

describe('weekly plays', () => {
  const play = (
    lessonSlotId: number,
    passed: boolean | null,
    at: Date,
    minutes: number,
    struggling = false,
  ) =>
    ({
      lessonSlotId,
      passed,
      playedAt: at,
      timeSpentMs: minutes * 60_000,
      struggling,
    }) satisfies history.LessonPlay;

  it('merges the paused plays of one lesson within a week, keeping passed and failed plays apart', () => {
    const rows = history.weeklyPlaysOf(start, [
      play(7, null, day(2), 4),
      play(7, null, day(1), 3, true),
      play(7, false, day(3), 6),
      play(8, null, day(3), 5),
      play(7, null, day(9), 2),
      play(7, true, day(10), 9),
    ]);
    expect(
      rows.map((row) => [row.week, row.lessonSlotId, row.passed, row.timeSpentMs / 60_000, row.struggling]),
    ).toEqual([
      [1, 7, null, 7, true],
      [1, 7, false, 6, false],
      [1, 8, null, 5, false],
      [2, 7, null, 2, false],
      [2, 7, true, 9, false],
    ]);
  });
});

describe('proficiency line and goal', () => {
  const points = (...percents: number[]) => percents.map((percent, index) => ({ at: day(index), percent }));

  it('ends the line at its first 100 % when proficiency later dropped', () => {
    expect(history.trimAtFirstProficient(points(20, 60, 100, 80, 100)).map((p) => p.percent)).toEqual([
      20, 60, 100,
    ]);
  });

  it('keeps the whole line when it never dropped after 100 % or never reached it', () => {
    expect(history.trimAtFirstProficient(points(20, 100, 100)).map((p) => p.percent)).toEqual([20, 100, 100]);
    expect(history.trimAtFirstProficient(points(20, 60, 40)).map((p) => p.percent)).toEqual([20, 60, 40]);
  });

  it('reaches the goal when the starting proficiency plus growth reaches 100', () => {
    expect(history.isGoalReached(40, 60)).toBe(true);
    expect(history.isGoalReached(40, 59)).toBe(false);
  });
});

import { ALERT_ORDINALS } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import {
  alertOrdinalOf,
  completedInstanceOrdinal,
  displayedLessonTime,
  failThresholdReached,
  isGoalReached,
  lessonGroupStatusOf,
  lessonNeedsAttention,
  mergePausedHistory,
  percentCompleteOf,
  proficiencySortOrdinal,
  proficiencyStatusOf,
  pushRecentResult,
  selectStudentAlert,
  trimAfterFirstFullProficiency,
} from './rules.js';
import { historyWeek } from './local-time.js';

describe('proficiency (spec §4)', () => {
  it('is PROFICIENT at 100 or more, IN_PROGRESS above 0, else NOT_STARTED', () => {
    expect(proficiencyStatusOf(100)).toBe('PROFICIENT');
    expect(proficiencyStatusOf(120)).toBe('PROFICIENT');
    expect(proficiencyStatusOf(99)).toBe('IN_PROGRESS');
    expect(proficiencyStatusOf(1)).toBe('IN_PROGRESS');
    expect(proficiencyStatusOf(0)).toBe('NOT_STARTED');
  });

  it('reads NEEDS_ATTENTION below 100 when a lesson needs attention, never once proficient', () => {
    expect(proficiencyStatusOf(40, true)).toBe('NEEDS_ATTENTION');
    expect(proficiencyStatusOf(0, true)).toBe('NEEDS_ATTENTION');
    expect(proficiencyStatusOf(100, true)).toBe('PROFICIENT');
  });

  it('sorts not started 1, needs attention 2, in progress 3, proficient 4', () => {
    expect(
      ['PROFICIENT', 'NOT_STARTED', 'IN_PROGRESS', 'NEEDS_ATTENTION'].map((s) =>
        proficiencySortOrdinal(s as never),
      ),
    ).toEqual([4, 1, 3, 2]);
  });

  it('percent complete counts passed slots of the standard, floored', () => {
    expect(percentCompleteOf(0, 5)).toBe(0);
    expect(percentCompleteOf(1, 5)).toBe(20);
    expect(percentCompleteOf(2, 6)).toBe(33);
    expect(percentCompleteOf(6, 6)).toBe(100);
    expect(percentCompleteOf(0, 0)).toBe(0);
  });
});

describe('needs attention and lesson groups (spec §4)', () => {
  it('needs attention when a lesson failed more than once and the latest play failed', () => {
    expect(lessonNeedsAttention(2, 'FAILED')).toBe(true);
    expect(lessonNeedsAttention(1, 'FAILED')).toBe(false);
    expect(lessonNeedsAttention(3, 'PASSED')).toBe(false);
  });

  it('group in progress is derived from completed lessons until a group-completed event exists', () => {
    const base = { completedAt: null, testedLessons: 0, inProgressEventAt: null, needsAttention: false };
    expect(lessonGroupStatusOf(base)).toBe('NOT_STARTED');
    expect(lessonGroupStatusOf({ ...base, testedLessons: 2 })).toBe('IN_PROGRESS');
    expect(lessonGroupStatusOf({ ...base, inProgressEventAt: 5 })).toBe('IN_PROGRESS');
    expect(lessonGroupStatusOf({ ...base, testedLessons: 9, completedAt: 10 })).toBe('COMPLETED');
  });

  it('the group-in-progress milestone is NEEDS_ATTENTION if needsAttention, else IN_PROGRESS', () => {
    expect(
      lessonGroupStatusOf({
        completedAt: null,
        testedLessons: 3,
        inProgressEventAt: null,
        needsAttention: true,
      }),
    ).toBe('NEEDS_ATTENTION');
    expect(
      lessonGroupStatusOf({
        completedAt: 1,
        testedLessons: 3,
        inProgressEventAt: null,
        needsAttention: true,
      }),
    ).toBe('COMPLETED');
  });
});

describe('alerts (spec §3, §9)', () => {
  it('3 fails of the last five completed lessons flags failure', () => {
    let recent = '';
    for (const passed of [true, false, true, false]) recent = pushRecentResult(recent, passed);
    expect(failThresholdReached(recent)).toBe(false);
    recent = pushRecentResult(recent, false);
    expect(recent).toBe('PFPFF');
    expect(failThresholdReached(recent)).toBe(true);
    recent = pushRecentResult(recent, true);
    expect(recent).toBe('FPFFP');
    expect(failThresholdReached(recent)).toBe(true);
    recent = pushRecentResult(recent, true);
    expect(recent).toBe('PFFPP');
    expect(failThresholdReached(recent)).toBe(false);
  });

  it('ordinals: lesson struggling 50, session time 150, none 999999; unknown maps to none', () => {
    expect(alertOrdinalOf('LESSON_STRUGGLING')).toBe(50);
    expect(alertOrdinalOf('SESSION_TIME')).toBe(150);
    expect(alertOrdinalOf('NO_ALERT')).toBe(999_999);
    expect(alertOrdinalOf('SomethingNew')).toBe(ALERT_ORDINALS.NO_ALERT);
  });

  it('keeps only the lowest-ordinal alert per student', () => {
    expect(
      selectStudentAlert([{ alert_type: 'SESSION_TIME' }, { alert_type: 'LESSON_STRUGGLING' }]).type,
    ).toBe('LESSON_STRUGGLING');
    expect(selectStudentAlert([{ alert_type: 'SESSION_TIME' }, { alert_type: 'Mystery' }])).toMatchObject({
      type: 'SESSION_TIME',
      ordinal: 150,
    });
    expect(selectStudentAlert([])).toMatchObject({ type: 'NO_ALERT', ordinal: 999_999, alert: null });
  });
});

describe('student history (spec §4)', () => {
  it('week = ceil(days since start, min 1, / 7)', () => {
    expect(historyWeek('2026-09-01', '2026-09-01')).toBe(1);
    expect(historyWeek('2026-09-01', '2026-09-08')).toBe(1);
    expect(historyWeek('2026-09-01', '2026-09-09')).toBe(2);
    expect(historyWeek('2026-09-01', '2026-09-22')).toBe(3);
  });

  it('paused lessons merge per slot per week; completed plays stay', () => {
    const merged = mergePausedHistory(
      [
        { lesson_slot_id: 1, was_lesson_passed: null, date: '2026-09-02', time_spent_millis: 60_000 },
        { lesson_slot_id: 2, was_lesson_passed: null, date: '2026-09-02', time_spent_millis: 30_000 },
        { lesson_slot_id: 1, was_lesson_passed: null, date: '2026-09-05', time_spent_millis: 90_000 },
        { lesson_slot_id: 1, was_lesson_passed: true, date: '2026-09-05', time_spent_millis: 120_000 },
        { lesson_slot_id: 1, was_lesson_passed: null, date: '2026-09-12', time_spent_millis: 10_000 },
      ],
      '2026-09-01',
    );
    expect(merged.map((e) => [e.lesson_slot_id, e.was_lesson_passed, e.week, e.time_spent_millis])).toEqual([
      [1, null, 1, 150_000],
      [2, null, 1, 30_000],
      [1, true, 1, 120_000],
      [1, null, 2, 10_000],
    ]);
  });

  it('if proficiency hit 100 then dropped, history trims to the first 100 point', () => {
    const points = [20, 60, 100, 80, 100].map((percent_complete, i) => ({ date: i, percent_complete }));
    expect(trimAfterFirstFullProficiency(points).map((p) => p.percent_complete)).toEqual([20, 60, 100]);
    expect(trimAfterFirstFullProficiency([{ percent_complete: 10 }])).toHaveLength(1);
  });

  it('goal reached when starting proficiency plus growth >= 100', () => {
    expect(isGoalReached(40, 60)).toBe(true);
    expect(isGoalReached(40, 59)).toBe(false);
  });

  it('completed-instance ordinals run 1–4 then five-plus; lesson time shows at least a minute', () => {
    expect([1, 4, 5, 9].map(completedInstanceOrdinal)).toEqual([1, 4, 5, 5]);
    expect(displayedLessonTime(5_000)).toBe(60_000);
    expect(displayedLessonTime(90_000)).toBe(90_000);
  });
});

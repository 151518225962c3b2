import { describe, expect, it } from 'vitest';
import { displayStatusOf } from './display-status.js';

const today = '2026-11-20';
const spot = {
  status: 'ACTIVE',
  assignment_type: 'SPOT',
  end_date: '2026-11-25',
  lessons_assigned: 2,
} as const;
const goal = { ...spot, assignment_type: 'GOAL', lessons_assigned: null } as const;
const student = (
  lessons_passed: number,
  current_percent = 0,
  student_status: string | null = null,
  lessons_left = 3,
) => ({ lessons_passed, current_percent, student_status, lessons_left });

describe('how a student’s assignment reads (spec §3 display statuses)', () => {
  it('a spot check is completed once its lessons are passed, not reached once it ended without them', () => {
    expect(displayStatusOf(spot, student(2), today)).toBe('completed_all');
    expect(displayStatusOf(spot, student(1), today)).toBe('in_progress');
    expect(displayStatusOf({ ...spot, end_date: '2026-11-19' }, student(1), today)).toBe('goal_not_reached');
  });

  it('a spot check whose focus has no lesson left for the student is completed (all available), live or ended', () => {
    expect(displayStatusOf(spot, student(0, 0, null, 0), today)).toBe('completed_all');
    expect(displayStatusOf(spot, student(1, 0, null, 0), today)).toBe('completed_all');
    expect(displayStatusOf({ ...spot, end_date: '2026-11-19' }, student(0, 0, null, 0), today)).toBe(
      'completed_all',
    );
    expect(displayStatusOf({ ...spot, status: 'CANCELLED' }, student(0, 0, null, 0), today)).toBe('stopped');
  });

  it('a goal is reached at 100 % on its focus, not reached when it ended or the student finished below', () => {
    expect(displayStatusOf(goal, student(0, 100), today)).toBe('goal_reached');
    expect(displayStatusOf(goal, student(3, 80), today)).toBe('in_progress');
    expect(displayStatusOf(goal, student(3, 80, 'COMPLETE'), today)).toBe('goal_not_reached');
    expect(displayStatusOf({ ...goal, end_date: '2026-11-01' }, student(3, 80), today)).toBe(
      'goal_not_reached',
    );
  });

  it('a cancelled assignment, or a student taken off it, reads stopped', () => {
    expect(displayStatusOf({ ...goal, status: 'CANCELLED' }, student(0, 100), today)).toBe('stopped');
    expect(displayStatusOf(spot, student(2, 0, 'REMOVED'), today)).toBe('stopped');
    expect(displayStatusOf({ ...spot, status: 'CANCELLED' }, student(1), today)).toBe('stopped');
  });

  it('a student who completed a spot check before it was cancelled still reads completed', () => {
    expect(displayStatusOf({ ...spot, status: 'CANCELLED' }, student(2, 0, 'COMPLETE'), today)).toBe(
      'completed_all',
    );
  });
});

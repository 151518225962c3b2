import { describe, expect, it } from 'vitest';
import {
  canAddAssignment,
  createRequestOf,
  endDateOf,
  hasSelections,
  initialFormState,
  selectableIdsOf,
  weekOptionsOf,
  withAllToggled,
  withAssignmentType,
  withStudentToggled,
  type ChosenFocus,
} from './assign-form';

const STANDARD: ChosenFocus = {
  type: 'STANDARD',
  id: 77,
  code: '6.RP.A.1',
  description: 'Understand ratios',
};
/** Students 1–4; 2 already has 2 active assignments, 3 has 1. */
const selectable = selectableIdsOf(
  [1, 2, 3, 4],
  new Map([
    [2, 2],
    [3, 1],
  ]),
);

describe('who may be chosen', () => {
  it('leaves out only students who already have 2 active assignments', () => {
    expect([...selectable]).toEqual([1, 3, 4]);
  });

  it('select all checks every selectable student and, when all are checked, clears them', () => {
    const all = withAllToggled(initialFormState(), selectable);
    expect([...all.checkedIds].sort()).toEqual([1, 3, 4]);
    expect(withAllToggled(all, selectable).checkedIds.size).toBe(0);
  });

  it('never sends a student who cannot be chosen, even if checked', () => {
    const state = { ...initialFormState([1, 2]), focus: STANDARD };
    expect(createRequestOf(state, 9, '2026-03-02', selectable)?.user_ids).toEqual([1]);
  });
});

describe('Add Assignment is enabled', () => {
  it('only once a focus is chosen and a selectable student is checked', () => {
    expect(canAddAssignment(initialFormState([1]), selectable)).toBe(false);
    expect(canAddAssignment({ ...initialFormState(), focus: STANDARD }, selectable)).toBe(false);
    expect(canAddAssignment({ ...initialFormState([2]), focus: STANDARD }, selectable)).toBe(false);
    expect(
      canAddAssignment({ ...withStudentToggled(initialFormState(), 4), focus: STANDARD }, selectable),
    ).toBe(true);
    expect(createRequestOf(initialFormState([1]), 9, '2026-03-02', selectable)).toBeNull();
  });
});

describe('durations', () => {
  it('offers spot 1–2 weeks and goal 2–10 weeks', () => {
    expect(weekOptionsOf('SPOT')).toEqual([1, 2]);
    expect(weekOptionsOf('GOAL')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('resets the weeks to the new type’s default when the type changes', () => {
    const spotTwoWeeks = { ...initialFormState(), weeks: 2 };
    const goal = withAssignmentType(spotTwoWeeks, 'GOAL');
    expect(goal.weeks).toBe(2);
    const goalSix = withAssignmentType({ ...goal, weeks: 6 }, 'SPOT');
    expect(goalSix).toMatchObject({ assignmentType: 'SPOT', weeks: 1 });
    expect(withAssignmentType(goalSix, 'SPOT')).toBe(goalSix);
  });

  it('ends 7·weeks − 1 days after the start, across months', () => {
    expect(endDateOf('2026-03-02', 1)).toBe('2026-03-08');
    expect(endDateOf('2026-02-23', 2)).toBe('2026-03-08');
  });
});

describe('the request', () => {
  it('is a spot check of 2 lessons, or a goal without a lesson count', () => {
    const spot = { ...initialFormState([1, 3]), focus: STANDARD };
    expect(createRequestOf(spot, 9, '2026-03-02', selectable)).toEqual({
      classroom_id: 9,
      focus_id: 77,
      focus_type: 'STANDARD',
      assignment_type: 'SPOT',
      start_date: '2026-03-02',
      end_date: '2026-03-08',
      user_ids: [1, 3],
      lessons_assigned: 2,
    });
    const goal = { ...withAssignmentType(spot, 'GOAL'), weeks: 4 };
    const request = createRequestOf(goal, 9, '2026-03-02', selectable);
    expect(request).toMatchObject({ assignment_type: 'GOAL', end_date: '2026-03-29' });
    expect(request).not.toHaveProperty('lessons_assigned');
  });
});

describe('leaving asks first', () => {
  it('once a student, a focus or the type differs from how the form opened', () => {
    const initial = initialFormState([5]);
    expect(hasSelections(initial, initial)).toBe(false);
    expect(hasSelections(withStudentToggled(initial, 6), initial)).toBe(true);
    expect(hasSelections({ ...initial, focus: STANDARD }, initial)).toBe(true);
    expect(hasSelections(withAssignmentType(initial, 'GOAL'), initial)).toBe(true);
  });
});

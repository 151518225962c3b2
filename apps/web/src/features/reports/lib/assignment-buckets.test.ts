import { describe, expect, it } from 'vitest';
import { dueBucketOf, groupByDueBucket } from './assignment-buckets';

// Wednesday 25 March 2026: its week runs from Sunday the 22nd to Saturday the 28th.
const TODAY = '2026-03-25';

describe('dueBucketOf (spec §9: current week, up to 3 weeks ago by week, else month)', () => {
  it('puts the whole current week, Sunday to Saturday, in this week', () => {
    for (const day of ['2026-03-22', '2026-03-25', '2026-03-28'])
      expect(dueBucketOf(day, TODAY), day).toEqual({ kind: 'thisWeek' });
  });

  it('puts due dates after this week in one bucket of their own', () => {
    expect(dueBucketOf('2026-03-29', TODAY)).toEqual({ kind: 'later' });
    expect(dueBucketOf('2026-05-30', TODAY)).toEqual({ kind: 'later' });
  });

  it('counts the three weeks before by whole weeks starting on Sunday', () => {
    expect(dueBucketOf('2026-03-21', TODAY)).toEqual({ kind: 'weeksAgo', weeks: 1 });
    expect(dueBucketOf('2026-03-15', TODAY)).toEqual({ kind: 'weeksAgo', weeks: 1 });
    expect(dueBucketOf('2026-03-14', TODAY)).toEqual({ kind: 'weeksAgo', weeks: 2 });
    expect(dueBucketOf('2026-03-01', TODAY)).toEqual({ kind: 'weeksAgo', weeks: 3 });
  });

  it('groups anything older by the month it was due in', () => {
    expect(dueBucketOf('2026-02-28', TODAY)).toEqual({ kind: 'month', month: '2026-02' });
    expect(dueBucketOf('2025-12-01', TODAY)).toEqual({ kind: 'month', month: '2025-12' });
  });

  it('keeps the start of a month by month once its week is more than 3 weeks back', () => {
    // Sunday 29 March: the weeks back are those of the 22nd, 15th and 8th; the 1st–7th go by month.
    expect(dueBucketOf('2026-03-08', '2026-03-29')).toEqual({ kind: 'weeksAgo', weeks: 3 });
    expect(dueBucketOf('2026-03-07', '2026-03-29')).toEqual({ kind: 'month', month: '2026-03' });
  });

  it('crosses a year end by whole weeks', () => {
    // Friday 2 January 2026: its week began on Sunday 28 December 2025.
    expect(dueBucketOf('2025-12-28', '2026-01-02')).toEqual({ kind: 'thisWeek' });
    expect(dueBucketOf('2025-12-27', '2026-01-02')).toEqual({ kind: 'weeksAgo', weeks: 1 });
  });
});

describe('groupByDueBucket', () => {
  const item = (id: number, due_date: string) => ({ id, due_date });

  it('orders items newest due date first and groups them in that order', () => {
    const items = [
      item(1, '2026-02-10'),
      item(2, '2026-03-24'),
      item(3, '2026-04-05'),
      item(4, '2026-03-10'),
      item(5, '2026-03-20'),
      item(6, '2026-01-31'),
      item(7, '2026-02-27'),
      item(8, '2026-03-23'),
    ];
    const groups = groupByDueBucket(items, TODAY);
    expect(groups.map((group) => [group.key, group.items.map((i) => i.id)])).toEqual([
      ['later', [3]],
      ['thisWeek', [2, 8]],
      ['weeks-1', [5]],
      ['weeks-2', [4]],
      ['month-2026-02', [7, 1]],
      ['month-2026-01', [6]],
    ]);
  });

  it('has no buckets without items', () => {
    expect(groupByDueBucket([], TODAY)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { StudentLessonTable } from './learning.table.js';
import { lessonOfPlaced, placedOf, splitLessons } from './placed-lessons.js';

const placed = {
  district_id: 1,
  student_id: 2,
  lesson_slot_id: 3,
  lesson_group_id: 4,
  passes: 2,
  passed_at: 1_000,
};

describe('placed lessons', () => {
  it('stores a row only placements touched as its placed row, and gives the same row back', () => {
    const row = lessonOfPlaced(placed);
    expect(row).toMatchObject({ attempts: 0, passes: 2, passed_at: 1_000, passed_by_placement: true });
    expect(placedOf(row)).toEqual(placed);
  });

  it('keeps a row whole once anything but a placement shows in it', () => {
    const touched: Partial<StudentLessonTable>[] = [
      { attempts: 1 },
      { completions: 1 },
      { fails: 1 },
      { pauses: 1 },
      { last_pause_week: 7 },
      { last_result: 'PASSED' },
      { is_paused: true },
      { needs_attention: true },
      { struggling: true },
      { struggling_since: 900 },
      { time_spent_ms: 60_000 },
      { first_played_at: 900 },
      { last_played_at: 2_000 },
      { last_assignment_id: 5 },
      { passed_by_placement: false },
      { passed_at: null },
    ];
    for (const change of touched)
      expect(placedOf({ ...lessonOfPlaced(placed), ...change }), JSON.stringify(change)).toBeNull();
  });

  it('splits changed rows by where they are stored', () => {
    const played = { ...lessonOfPlaced({ ...placed, lesson_slot_id: 9 }), attempts: 1 };
    expect(splitLessons([lessonOfPlaced(placed), played])).toEqual({ played: [played], placed: [placed] });
  });
});

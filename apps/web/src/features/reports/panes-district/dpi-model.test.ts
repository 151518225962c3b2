import type { PaceGroup, ReportRow } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { dpiCards } from './dpi-model';

const pace = (id: number, name: string, students: number, percentOnPace: number) =>
  ({ id, name, count_students: students, percent_on_pace: percentOnPace }) as PaceGroup;
const usage = (id: number, name: string, weeklyMs: number | null, lessons: number | null) =>
  ({
    id,
    name,
    count_students: 9,
    average_weekly_session_time: weeklyMs,
    average_weekly_lessons: lessons,
  }) as ReportRow;

describe('district progress indicator cards', () => {
  it("puts each school's share on pace beside its usage against 60 minutes and 5 lessons a week", () => {
    const cards = dpiCards(
      [pace(2, 'Oak', 40, 55), pace(1, 'Elm', 30, 80)],
      [usage(1, 'Elm', 45 * 60_000, 2.5), usage(2, 'Oak', 90 * 60_000, 6)],
      'en',
    );
    expect(cards).toEqual([
      {
        id: 1,
        name: 'Elm',
        students: 30,
        percentOnPace: 80,
        weeklyMinutes: 45,
        weeklyLessons: 2.5,
        percentOfRecommendedMinutes: 75,
        percentOfRecommendedLessons: 50,
      },
      {
        id: 2,
        name: 'Oak',
        students: 40,
        percentOnPace: 55,
        weeklyMinutes: 90,
        weeklyLessons: 6,
        percentOfRecommendedMinutes: 150,
        percentOfRecommendedLessons: 120,
      },
    ]);
  });

  it('keeps a school known to one source, with no figure for the other', () => {
    const [card] = dpiCards([], [usage(3, 'Ash', null, null)], 'en');
    expect(card).toMatchObject({
      id: 3,
      students: 9,
      percentOnPace: null,
      weeklyMinutes: null,
      percentOfRecommendedLessons: null,
    });
  });
});

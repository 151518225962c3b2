import type { ActivityEvent } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import * as activity from './activity';

const event = (fields: Partial<ActivityEvent>): ActivityEvent =>
  ({
    uid: 'u',
    student_id: 7,
    timestamp: 0,
    event_code: 110,
    lesson_completed_instance_count: 1,
    groupComplete: false,
    milestone_trigger_lesson_slot_id: null,
    ...fields,
  }) as ActivityEvent;

describe('activity feed rules', () => {
  it('reads completed-instance counts as ordinals up to five-plus, only for completed lessons', () => {
    expect(
      [1, 2, 4, 5, 9].map((n) => activity.instanceKey(event({ lesson_completed_instance_count: n }))),
    ).toEqual([
      'activity.instance.1',
      'activity.instance.2',
      'activity.instance.4',
      'activity.instance.5',
      'activity.instance.5',
    ]);
    expect(activity.instanceKey(event({ event_code: 120, lesson_completed_instance_count: 2 }))).toBeNull();
    expect(activity.instanceKey(event({ lesson_completed_instance_count: 0 }))).toBeNull();
  });

  it('says there is nothing in the window, or nothing more, in the words of the owner (spec §8)', () => {
    expect(activity.endMessageKey('classroom', 0)).toBe('activity.noEventsClassroom');
    expect(activity.endMessageKey('classroom', 3)).toBe('activity.noMoreEventsClassroom');
    expect(activity.endMessageKey('student', 0)).toBe('activity.noEventsStudent');
    expect(activity.endMessageKey('student', 1)).toBe('activity.noMoreEventsStudent');
  });

  it('asks for a next page only with all three tokens', () => {
    expect(activity.nextPageOf({ pu: 'a', pt: 5, pd: '20261101' })).toEqual({
      pu: 'a',
      pt: 5,
      pd: '20261101',
    });
    expect(activity.nextPageOf({ pu: null, pt: null, pd: null })).toBeUndefined();
  });

  it('groups events by the district-local day, keeping their order', () => {
    const at = (iso: string) => event({ timestamp: Date.parse(iso) });
    const days = activity.byDay(
      [at('2026-11-03T15:00:00Z'), at('2026-11-03T04:30:00Z'), at('2026-11-02T20:00:00Z')],
      'America/New_York',
    );
    expect(days.map((d) => [d.day, d.events.length])).toEqual([
      ['2026-11-03', 1],
      ['2026-11-02', 2],
    ]);
  });
});

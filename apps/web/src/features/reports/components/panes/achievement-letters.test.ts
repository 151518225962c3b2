import type { ActivityEvent } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { achievementLetterOf, letterPdfHref } from './achievement-letter-modal';
import { countAchievements } from './student-engagement-achievements';

const event = (fields: Partial<ActivityEvent>): ActivityEvent =>
  ({
    uid: 'u',
    student_id: 7,
    first_name: 'Ana',
    last_name: 'Ruiz',
    timestamp: 1_700_000_000_000,
    event_code: 110,
    lesson_group_name: null,
    groupComplete: false,
    milestone_trigger_lesson_slot_id: null,
    ...fields,
  }) as ActivityEvent;

describe('the letters of activity events', () => {
  it('a certificate (200) opens the engagement certificate, printed in the chosen language', () => {
    const letter = achievementLetterOf(event({ event_code: 200 }), 3)!;
    expect(letter).toEqual({ kind: 'certificate', districtId: 3, studentId: 7, name: 'Ana Ruiz' });
    expect(letterPdfHref(letter, 'en')).toBe('/m/print/districts/3/students/7/certificate');
    expect(letterPdfHref(letter, 'es')).toBe('/m/print/districts/3/students/7/certificate?lang=es');
  });

  it('a completed lesson group (130 or 703) opens its milestone letter for the trigger lesson slot', () => {
    for (const code of [130, 703]) {
      const letter = achievementLetterOf(
        event({
          event_code: code,
          groupComplete: true,
          milestone_trigger_lesson_slot_id: 55,
          lesson_group_name: 'Fractions',
        }),
        3,
      )!;
      expect(letter).toMatchObject({ kind: 'milestone', groupName: 'Fractions', triggerSlotId: 55 });
      expect(letterPdfHref(letter, 'es')).toBe(
        '/m/print/districts/3/students/7/milestone_letter?lesson_slot_id=55&lang=es',
      );
    }
  });

  it('no letter for other events, nor for a group completed without its trigger lesson slot', () => {
    expect(achievementLetterOf(event({ event_code: 110 }), 3)).toBeNull();
    expect(achievementLetterOf(event({ event_code: 300 }), 3)).toBeNull();
    expect(achievementLetterOf(event({ event_code: 130, groupComplete: true }), 3)).toBeNull();
  });
});

describe('engagement achievements', () => {
  it('counts certificates, badges, completed lesson groups (130 and 703), friends and graduations', () => {
    const codes = [200, 200, 300, 130, 703, 703, 210, 110, 900];
    expect(countAchievements(codes.map((event_code) => ({ event_code })))).toEqual([
      { label: 'achievements.certificates', count: 2 },
      { label: 'achievements.badges', count: 1 },
      { label: 'achievements.milestones', count: 3 },
      { label: 'achievements.friends', count: 1 },
      { label: 'achievements.graduations', count: 0 },
    ]);
  });
});

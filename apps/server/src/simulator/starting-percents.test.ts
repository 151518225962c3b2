import { describe, expect, it } from 'vitest';
import { focusPercent } from '../assignments/assignment-writes.js';
import { toEventRow } from '../ingest/ingest.service.js';
import { foldStudent } from '../learning/fold-students.js';
import { foldContextFor } from '../learning/learning.service.js';
import { recordsOf, slotsOf, standardOf } from '../testing/learning-fixture.js';
import { percentsAtStarts } from './starting-percents.js';

const TIME_ZONE = 'America/New_York';
const TODAY = '2026-10-20';
const STUDENT = 7;
const FOCUS = '3.OA.A.1';

describe('a student’s percent on a focus when each assignment was made (percentsAtStarts)', () => {
  it('is the fold of the play before each start, whatever came after', () => {
    const ctx = foldContextFor({ districtId: 1, timeZone: TIME_ZONE });
    const [s1, s2, s3] = slotsOf(FOCUS) as [number, number, number];
    const play = (daysAgo: number, lessonSlotId: number) => ({
      studentId: STUDENT,
      daysAgo,
      hour: 10,
      lessonSlotId,
      passed: true,
      minutes: 10,
    });
    const records = recordsOf([play(9, s1), play(9, s2), play(5, s3), play(1, s1)], [], TODAY, TIME_ZONE);
    const standardId = standardOf(FOCUS).standard_id;
    const HOUR = 60 * 60_000;
    const playedAt = (uid: string) => records.find((r) => r.uid === uid)!.timestamp;
    const starts = [
      { assignmentId: 1, standardId, at: playedAt('play-0') - HOUR }, // before any play
      { assignmentId: 2, standardId, at: playedAt('play-1') + HOUR }, // after two passes
      { assignmentId: 3, standardId, at: playedAt('play-2') + HOUR }, // after three, before the last play
    ];

    const percents = percentsAtStarts(ctx, STUDENT, records, starts);

    const foldedBefore = (instant: number) => {
      const events = records
        .filter((r) => r.timestamp < instant)
        .map((r) => toEventRow(1, r, ctx.clock.dateOf(r.timestamp), 0));
      const state = foldStudent(ctx, STUDENT, events);
      return focusPercent([standardId], (id) => state.standards.get(id)?.percent_complete);
    };
    expect(percents.get(1)).toBe(0);
    expect(percents.get(2)).toBe(foldedBefore(starts[1]!.at));
    expect(percents.get(3)).toBe(foldedBefore(starts[2]!.at));
    expect(percents.get(2)).toBeGreaterThan(0);
    expect(percents.get(3)).toBeGreaterThan(percents.get(2)!);
  });
});

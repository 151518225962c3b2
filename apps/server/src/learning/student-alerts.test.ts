import { TEACHER_USAGE_THRESHOLDS } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { foldContextFor } from './learning.service.js';
import {
  computeAlerts,
  failThresholdAlerts,
  lessonGroupStrugglingAlerts,
  standardStrugglingAlerts,
  usageAlertReadDays,
  usageAlertSince,
} from './student-alerts.js';
import { newDayRow, newLearningRow, newLessonGroupRow, newLessonRow } from './student-rows.js';
import { emptyStudentState, type StudentState } from './student-state.js';

const ctx = foldContextFor({ districtId: 5, timeZone: 'America/Chicago' });
const catalogue = getCatalogue();
const MIN = 60_000;
const STUDENT = 5_000_001;
const owner = { district_id: 5, student_id: STUDENT };
/** 2026-11-20 03:30 UTC: still 2026-11-19 in Chicago. */
const LATE_EVENING = Date.UTC(2026, 10, 20, 3, 30);
const WEEKLY_MINIMUM_MS = TEACHER_USAGE_THRESHOLDS.minimumWeeklyMinutes * MIN;

/** A student last active on 2026-11-19 with the given session minutes per local day. */
function studentWithDays(minutesByDay: Record<string, number>): StudentState {
  const state = emptyStudentState(STUDENT);
  state.learning = newLearningRow(owner, { uid: 'x', occurred_at: LATE_EVENING }, '2026-11-19');
  for (const [date, minutes] of Object.entries(minutesByDay))
    state.days.set(date, { ...newDayRow(owner, date), session_ms: minutes * MIN });
  return state;
}

/** A standard with two slots of its own (their lessons' standard). */
const ownSlots = (id: number) =>
  catalogue.slotsOfStandard.get(id)!.filter((slot) => catalogue.slotById.get(slot)!.standard_id === id);
const standardId = [...catalogue.slotsOfStandard.keys()].find((id) => ownSlots(id).length >= 2)!;
const slotA = ownSlots(standardId)[0]!;
const slotB = ownSlots(standardId)[1]!;
/** A slot of a later standard. */
const other = [...catalogue.slotById.values()].find((slot) => slot.standard_id > standardId)!;

function struggling(state: StudentState, slotId: number, since: number | null) {
  const lesson = newLessonRow(owner, catalogue.slotById.get(slotId)!, 0);
  state.lessons.set(slotId, { ...lesson, struggling: since !== null, struggling_since: since });
}

describe('alert rules (spec §3, §9)', () => {
  it('a lesson group needing attention raises lesson_group_struggling from when it began', () => {
    const state = emptyStudentState(STUDENT);
    state.groups.set(7, {
      ...newLessonGroupRow(owner, 7, 0),
      needs_attention: true,
      needs_attention_since: 40,
    });
    // A group that no longer needs attention raises nothing, whatever its last since.
    state.groups.set(8, {
      ...newLessonGroupRow(owner, 8, 0),
      needs_attention: false,
      needs_attention_since: 30,
    });
    expect(lessonGroupStrugglingAlerts(state, ctx)).toEqual([
      {
        alert_key: 'group:7',
        alert_type: 'LESSON_STRUGGLING',
        learning_kind: 'lesson_group_struggling',
        lesson_group_id: 7,
        standard_id: null,
        raised_at: 40,
      },
    ]);
  });

  it('struggling lessons raise one standard_struggling alert per standard, from the earliest', () => {
    const state = emptyStudentState(STUDENT);
    struggling(state, other.lesson_slot_id, 100);
    struggling(state, slotA, 300);
    struggling(state, slotB, 200);
    expect(standardStrugglingAlerts(state, ctx)).toEqual([
      {
        alert_key: `standard:${standardId}`,
        alert_type: 'LESSON_STRUGGLING',
        learning_kind: 'standard_struggling',
        lesson_group_id: null,
        standard_id: standardId,
        raised_at: 200,
      },
      expect.objectContaining({ standard_id: other.standard_id, raised_at: 100 }),
    ]);
    const none = emptyStudentState(STUDENT);
    struggling(none, slotA, null);
    expect(standardStrugglingAlerts(none, ctx)).toEqual([]);
  });

  it('"3 fails of the last five" raises lessons_fail_threshold while the window holds it', () => {
    const state = studentWithDays({});
    expect(failThresholdAlerts(state, ctx)).toEqual([]);
    state.learning!.fail_threshold_since = 1234;
    expect(failThresholdAlerts(state, ctx)).toMatchObject([
      { alert_key: 'lessons_fail_threshold', learning_kind: 'lessons_fail_threshold', raised_at: 1234 },
    ]);
  });

  it('the usage alert weighs the seven local days up to today, and began on the first day of the weeks under the minimum', () => {
    const today = '2026-12-02';
    const earliest = '2026-11-03';
    expect(usageAlertReadDays(earliest, today)).toEqual({ from: '2026-10-28', to: today });
    const days = (minutes: Record<string, number>) =>
      new Map(Object.entries(minutes).map(([day, m]) => [day, m * MIN]));
    const minimum = TEACHER_USAGE_THRESHOLDS.minimumWeeklyMinutes;
    // Enough in the week up to today: no alert, at the minimum or above it.
    expect(usageAlertSince(days({ '2026-11-26': minimum }), today, earliest)).toBeNull();
    expect(usageAlertSince(days({ '2026-12-02': minimum - 1 }), today, earliest)).toBe(earliest);
    // 40 minutes on Nov 20 and nothing since: that week counted it until Nov 26, so the alert began on Nov 27.
    expect(usageAlertSince(days({ '2026-11-20': 40 }), today, earliest)).toBe('2026-11-27');
    // A millisecond under the minimum is under it.
    const justUnder = new Map([['2026-11-20', WEEKLY_MINIMUM_MS - 1]]);
    expect(usageAlertSince(justUnder, today, earliest)).toBe(earliest);
    // Never played, or not within the window: from the window's first day.
    expect(usageAlertSince(new Map(), today, earliest)).toBe(earliest);
    expect(usageAlertSince(days({ '2026-10-01': 200 }), today, earliest)).toBe(earliest);
  });
});

describe('computeAlerts', () => {
  it('stores every raised alert by key with ordinal, category and local day, and shows the lowest ordinal', () => {
    const state = studentWithDays({ '2026-11-19': 1 });
    state.learning!.fail_threshold_since = LATE_EVENING;
    struggling(state, slotA, LATE_EVENING - MIN);
    computeAlerts(state, ctx);
    expect(state.alerts.map((a) => [a.alert_key, a.category, a.ordinal, a.raised_date])).toEqual([
      ['lessons_fail_threshold', 'LEARNING', 50, '2026-11-19'],
      [`standard:${standardId}`, 'LEARNING', 50, '2026-11-19'],
    ]);
    expect(state.alerts.every((a) => a.district_id === 5 && a.student_id === STUDENT)).toBe(true);
    expect(state.learning).toMatchObject({ alert_type: 'LESSON_STRUGGLING', alert_ordinal: 50 });
  });

  it('clears alerts once nothing raises them, keeps no usage alert, and leaves a student without events alone', () => {
    const state = studentWithDays({ '2026-11-19': 1 });
    state.learning!.fail_threshold_since = LATE_EVENING;
    computeAlerts(state, ctx);
    expect(state.learning).toMatchObject({ alert_type: 'LESSON_STRUGGLING', alert_ordinal: 50 });
    // One minute of play in the week: the usage alert is the reports' to decide (reports/alerts), never kept.
    state.learning!.fail_threshold_since = null;
    computeAlerts(state, ctx);
    expect(state.alerts).toEqual([]);
    expect(state.learning).toMatchObject({ alert_type: 'NO_ALERT', alert_ordinal: 999_999 });
    const empty = emptyStudentState(STUDENT);
    empty.alerts = [...state.alerts];
    computeAlerts(empty, ctx);
    expect([empty.alerts, empty.learning]).toEqual([[], null]);
  });
});

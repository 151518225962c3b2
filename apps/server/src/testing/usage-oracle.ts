/**
 * For the report list tests: hand-written plays over the fixture district, and the report figures
 * recomputed from those raw events and the roster alone (spec §3 column sets, §9 averages): the independent
 * oracle the lists, the student overview and the CSV exports are checked against.
 */
import { localDay, parseTimeframe, type ActivityRecord } from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import type { FixtureDistrict } from './fixture-district.js';
import { recordsOf, type LessonPlay, type StandardCompleted } from './learning-fixture.js';

const catalogue = getCatalogue();
const slotStandards = (slotId: number) => catalogue.standardsOfSlot.get(slotId) ?? [];

/** A slot whose standards each have several slots, so one pass leaves them in progress. */
const partialSlot = catalogue.lessonSlots.find((s) =>
  slotStandards(s.lesson_slot_id).every((id) => (catalogue.slotsOfStandard.get(id)?.length ?? 0) > 2),
)!;
const otherSlot = catalogue.lessonSlots.find(
  (s) =>
    s.lesson_slot_id !== partialSlot.lesson_slot_id &&
    slotStandards(s.lesson_slot_id).every(
      (id) =>
        (catalogue.slotsOfStandard.get(id)?.length ?? 0) > 2 &&
        !slotStandards(partialSlot.lesson_slot_id).includes(id),
    ),
)!;
/** A standard no play touches, completed by event. */
export const completedStandard = catalogue.standards.find(
  (s) => ![partialSlot, otherSlot].some((slot) => slotStandards(slot.lesson_slot_id).includes(s.standard_id)),
)!;

/**
 * Plays of four students of three classrooms over the last 40 days (in and out of school hours, passed and
 * failed) and one standard completed by event: activity in every period the lists offer.
 */
export function usageRecords(home: FixtureDistrict, today: string, timeZone: string): ActivityRecord[] {
  const { ids } = home;
  const classmate = home.roster.enrollments.find(
    (e) => e.classroom_id === ids.ownClassroomId && e.student_id !== ids.ownStudentId,
  )!.student_id;
  const play = (
    studentId: number,
    daysAgo: number,
    hour: number,
    slot: number,
    passed: boolean,
    minutes: number,
  ) => ({ studentId, daysAgo, hour, lessonSlotId: slot, passed, minutes }) satisfies LessonPlay;
  const partial = partialSlot.lesson_slot_id;
  const other = otherSlot.lesson_slot_id;
  const plays: LessonPlay[] = [
    play(ids.ownStudentId, 1, 11, partial, true, 12),
    play(ids.ownStudentId, 1, 20, other, false, 9),
    play(ids.ownStudentId, 3, 10, other, true, 15),
    play(ids.ownStudentId, 20, 13, other, false, 20),
    play(classmate, 2, 21, partial, true, 30),
    play(ids.sameSchoolStudentId, 5, 9, partial, false, 18),
    play(ids.otherSchoolStudentId, 12, 14, other, true, 25),
    play(ids.otherSchoolStudentId, 40, 14, other, true, 25),
  ];
  const completions: StandardCompleted[] = [
    { studentId: ids.ownStudentId, daysAgo: 2, hour: 15, standardId: completedStandard.standard_id },
  ];
  return recordsOf(plays, completions, today, timeZone);
}

/** Sums of a group of students over a period, from the raw events. */
export interface ExpectedSums {
  students: number;
  active: number;
  sessionMs: number;
  extendedMs: number;
  lessons: number;
  growth: number;
  partial: number;
  standardsCount: number;
}

/** The oracle over a set of raw events of one district. */
export function usageOracle(home: FixtureDistrict, records: readonly ActivityRecord[], timeZone: string) {
  const dayOf = (ms: number) => localDay(ms, timeZone);
  const hourOf = (ms: number) =>
    Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(ms));
  const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

  /** Plays start and end within one hour, so a play is either wholly in school hours or wholly extended. */
  function isExtended(record: ActivityRecord) {
    const start = record.timestamp - (record.total_lesson_time ?? 0);
    const weekday = weekdayOf(dayOf(start));
    return weekday === 0 || weekday === 6 || hourOf(start) < 8 || hourOf(start) >= 16;
  }

  /** Standards state per student from the events: start day, proficient day. */
  function standardsOf(studentId: number) {
    const state = new Map<number, { started: string; passed: Set<number>; proficient: string | null }>();
    for (const r of records.filter((x) => x.student_id === studentId)) {
      const day = dayOf(r.timestamp);
      if (r.event_code === 701) {
        const s = state.get(r.standard_id!) ?? { started: day, passed: new Set(), proficient: null };
        s.proficient ??= day;
        state.set(r.standard_id!, s);
        continue;
      }
      for (const standardId of slotStandards(r.lesson_slot_id!)) {
        const s = state.get(standardId) ?? { started: day, passed: new Set<number>(), proficient: null };
        if (r.lesson_passed) s.passed.add(r.lesson_slot_id!);
        if (s.passed.size >= catalogue.slotsOfStandard.get(standardId)!.length) s.proficient ??= day;
        state.set(standardId, s);
      }
    }
    return state;
  }

  const gradeStandards = (gradeId: number) => {
    const levels = new Set(
      catalogue.levels
        .filter((l) => l.grade_id === gradeId && l.academic_standard === 'ccss')
        .map((l) => l.level_id),
    );
    return catalogue.standards.filter((s) => levels.has(s.level_id)).length;
  };

  function expectedFor(studentIds: readonly number[], from: string, to: string): ExpectedSums {
    const e: ExpectedSums = {
      students: studentIds.length,
      active: 0,
      sessionMs: 0,
      extendedMs: 0,
      lessons: 0,
      growth: 0,
      partial: 0,
      standardsCount: 0,
    };
    for (const id of studentIds) {
      const plays = records.filter(
        (r) =>
          r.student_id === id &&
          r.event_code === 110 &&
          dayOf(r.timestamp) >= from &&
          dayOf(r.timestamp) <= to,
      );
      if (plays.length) e.active++;
      for (const p of plays) {
        e.sessionMs += p.total_lesson_time!;
        if (isExtended(p)) e.extendedMs += p.total_lesson_time!;
        e.lessons++;
      }
      for (const s of standardsOf(id).values()) {
        if (s.proficient && s.proficient >= from && s.proficient <= to) e.growth++;
        if (s.started >= from && s.started <= to && !(s.proficient && s.proficient <= to)) e.partial++;
      }
      e.standardsCount += gradeStandards(home.roster.students.find((s) => s.student_id === id)!.grade_id);
    }
    return e;
  }

  /** Students enrolled in the classrooms kept, each once. */
  const studentsWhere = (keep: (classroomId: number) => boolean) => [
    ...new Set(home.roster.enrollments.filter((e) => keep(e.classroom_id)).map((e) => e.student_id)),
  ];
  const classroomsOf = (pick: (c: { school_id: number; teacher_id: number }) => boolean) =>
    new Set(home.roster.classrooms.filter(pick).map((c) => c.classroom_id));

  return { dayOf, weekdayOf, isExtended, standardsOf, expectedFor, studentsWhere, classroomsOf };
}

/**
 * The figures a report row shows for these sums over a timeframe: percents rounded, weekly averages per
 * active student only over 7 days, and percent growth a number whatever the viewer's fractions setting.
 */
export function expectedMetrics(e: ExpectedSums, code: string, today: string) {
  const tf = parseTimeframe(code, today);
  const weeks = tf.days / 7;
  const averages = tf.days > 7 && e.active > 0;
  return {
    count_students: e.students,
    count_active_students: e.active,
    total_session_time: e.sessionMs,
    usage_extended_hours: e.extendedMs,
    count_lessons_completed: e.lessons,
    standards_growth: e.growth,
    standards_partial_growth: e.partial,
    standards_count: e.standardsCount,
    percent_active_students: e.students ? Math.round((100 * e.active) / e.students) : null,
    percent_usage_extended_hours: e.sessionMs ? Math.round((100 * e.extendedMs) / e.sessionMs) : null,
    percent_growth: e.standardsCount ? Math.round((100 * e.growth) / e.standardsCount) : null,
    average_weekly_session_time: averages ? Math.round(e.sessionMs / e.active / weeks) : null,
    average_monthly_session_time: averages ? Math.round(((e.sessionMs / e.active) * 30) / tf.days) : null,
    average_weekly_lessons: averages ? Math.round((10 * e.lessons) / e.active / weeks) / 10 : null,
  };
}

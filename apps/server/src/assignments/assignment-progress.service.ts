/**
 * A student's progress on one assignment (spec §2 student progress modal, §3 student_assignment_histories, §4
 * Student history): each play of an assigned lesson numbered by week with paused plays merged, and the percent on
 * the focus at the end of each week from the start, trimmed at its first 100 %.
 */
import {
  assignmentKindOf,
  addDays,
  EVENT_CODES,
  HISTORY_WEEK_DAYS,
  localDay,
  type ProficiencyWeek,
  type StudentAssignmentHistory,
  type StudentAssignmentProgress,
} from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { percentCompleteOf } from '../learning/rules.js';
import * as progressRepository from './assignment-progress.repository.js';
import { standardPercentsOf } from './assignments.repository.js';
import { displayStatusOf } from './display-status.js';
import { focusLessonsLeft } from './focus-lessons-left.js';
import { assignmentFieldsOf } from './assignment-fields.js';
import { standardIdsOfFocus } from './focus.js';
import {
  historyWeekOf,
  isGoalReached,
  trimAtFirstProficient,
  weeklyPlaysOf,
  type LessonPlay,
} from './student-history.js';

const MINUTE_MS = 60_000;
const dayAsDate = (day: string) => new Date(`${day}T00:00:00Z`);

type PlayEvent = Awaited<ReturnType<typeof progressRepository.assignmentPlayEvents>>[number];

/** Completed and paused plays in time order; a struggling event marks the latest play of its lesson before it. */
function lessonPlaysOf(events: readonly PlayEvent[]): LessonPlay[] {
  const plays: LessonPlay[] = [];
  for (const event of events) {
    if (event.event_code === EVENT_CODES.LESSON_STRUGGLING) {
      const played = plays.findLast((play) => play.lessonSlotId === event.lesson_slot_id);
      if (played) played.struggling = true;
      continue;
    }
    plays.push({
      lessonSlotId: event.lesson_slot_id,
      passed: event.event_code === EVENT_CODES.LESSON_COMPLETED ? Boolean(event.lesson_passed) : null,
      // Weeks count district-local days from the start day.
      playedAt: dayAsDate(event.local_date),
      timeSpentMs: event.time_spent_ms,
      struggling: false,
    });
  }
  return plays;
}

/** The focus's percent complete: the mean of its standards' percents (a completed standard counts 100). */
function focusPercentOf(
  standardIds: readonly number[],
  passedSlots: ReadonlySet<number>,
  completedStandards: ReadonlySet<number>,
): number {
  if (standardIds.length === 0) return 0;
  const slotsOf = getCatalogue().slotsOfStandard;
  const sum = standardIds.reduce((total, id) => {
    if (completedStandards.has(id)) return total + 100;
    const slots = slotsOf.get(id) ?? [];
    return total + percentCompleteOf(slots.filter((slot) => passedSlots.has(slot)).length, slots.length);
  }, 0);
  return Math.round(sum / standardIds.length);
}

type ProgressEvent = Awaited<ReturnType<typeof progressRepository.focusProgressEvents>>[number];

/** The focus's percent replayed from the student's events of the days `counts` keeps. */
export function focusPercentUpTo(
  standardIds: readonly number[],
  events: readonly ProgressEvent[],
  counts: (day: string) => boolean,
): number {
  const upTo = events.filter((event) => counts(event.local_date));
  const passed = new Set(upTo.filter((e) => e.lesson_slot_id !== null).map((e) => Number(e.lesson_slot_id)));
  const completed = new Set(
    upTo.filter((e) => e.event_code === EVENT_CODES.STANDARD_COMPLETED).map((e) => Number(e.standard_id)),
  );
  return focusPercentOf(standardIds, passed, completed);
}

/** Week 0 is the starting percent; week n the percent at the end of its last day (or today, for this week). */
function proficiencyWeeks(
  standardIds: readonly number[],
  events: readonly ProgressEvent[],
  range: { startDate: string; lastDay: string; startingPercent: number },
): ProficiencyWeek[] {
  const { startDate, lastDay, startingPercent } = range;
  const points: ProficiencyWeek[] = [{ week: 0, date: startDate, percent_complete: startingPercent }];
  if (lastDay < startDate) return points;
  const weeks = historyWeekOf(dayAsDate(startDate), dayAsDate(lastDay));
  for (let week = 1; week <= weeks; week++) {
    // Week n ends 7·n days after the start (historyWeekOf: the start day and the seven after it are week 1).
    const weekEnd = addDays(startDate, week * HISTORY_WEEK_DAYS);
    const date = weekEnd < lastDay ? weekEnd : lastDay;
    points.push({
      week,
      date,
      percent_complete: focusPercentUpTo(standardIds, events, (day) => day <= date),
    });
  }
  const trimmed = trimAtFirstProficient(
    points.map((p) => ({ ...p, at: dayAsDate(p.date), percent: p.percent_complete })),
  );
  return trimmed.map(({ week, date, percent_complete }) => ({ week, date, percent_complete }));
}

/** One student's progress on one assignment; refused like a foreign object when the student is not on it. */
export async function studentAssignmentProgress(
  db: Db,
  scope: { districtId: number; timeZone: string; studentId: number; assignmentId: number },
  now = Date.now(),
): Promise<StudentAssignmentProgress> {
  const { districtId, studentId, assignmentId } = scope;
  const row = await progressRepository.studentOnAssignment(db, districtId, assignmentId, studentId);
  if (!row) throw notFound('This assignment is not one of the student’s.');
  const today = localDay(now, scope.timeZone);
  const standardIds = standardIdsOfFocus(row.focus_type, row.focus_id);
  const slotIds = [...new Set(standardIds.flatMap((id) => getCatalogue().slotsOfStandard.get(id) ?? []))];
  const lastDay = row.end_date < today ? row.end_date : today;
  const isSpot = assignmentKindOf(row.assignment_type) === 'spot';
  const [playEvents, progressEvents, percents, lessonsLeft] = await Promise.all([
    progressRepository.assignmentPlayEvents(db, districtId, assignmentId, studentId),
    progressRepository.focusProgressEvents(db, districtId, studentId, { slotIds, standardIds }, lastDay),
    standardIds.length ? standardPercentsOf(db, districtId, [studentId], standardIds) : [],
    isSpot ? focusLessonsLeft(db, districtId, [{ ...row, student_id: studentId }]) : null,
  ]);

  const slotById = getCatalogue().slotById;
  const histories = weeklyPlaysOf(dayAsDate(row.start_date), lessonPlaysOf(playEvents)).map(
    (play): StudentAssignmentHistory => ({
      lesson_slot_id: play.lessonSlotId,
      lesson_name: slotById.get(play.lessonSlotId)?.name ?? '',
      was_lesson_passed: play.passed,
      time_spent_millis: play.timeSpentMs,
      time_spent: Math.round(play.timeSpentMs / MINUTE_MS),
      was_struggling: play.struggling,
      week: play.week,
      played_at: play.playedAt.getTime(),
    }),
  );
  // The starting proficiency as recorded at creation, or as replayed from the plays before the start day where
  // the record holds less (assignments written after the fact, like the simulated district's, record 0).
  const startingPercent = Math.max(
    row.starting_percent,
    focusPercentUpTo(standardIds, progressEvents, (day) => day < row.start_date),
  );
  const sum = percents.reduce((total, p) => total + p.percent_complete, 0);
  const figures = {
    current_percent: standardIds.length ? Math.round(sum / standardIds.length) : 0,
    lessons_passed: Number(row.lessons_passed),
    time_spent: Math.round(Number(row.time_spent_ms) / MINUTE_MS),
  };
  return {
    assignment: assignmentFieldsOf(row),
    student: {
      user_id: row.student_id,
      first_name: row.first_name,
      last_name: row.last_name,
      student_status: row.student_status,
      starting_percent: startingPercent,
      assignment_status: displayStatusOf(
        row,
        {
          ...figures,
          student_status: row.student_status,
          lessons_left: lessonsLeft ? lessonsLeft({ ...row, student_id: studentId }).length : null,
        },
        today,
      ),
      goal_reached: isGoalReached(startingPercent, figures.current_percent - startingPercent),
      ...figures,
    },
    student_assignment_histories: histories,
    proficiency_on_date_list: proficiencyWeeks(standardIds, progressEvents, {
      startDate: row.start_date,
      lastDay,
      startingPercent,
    }),
  };
}

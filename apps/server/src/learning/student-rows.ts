/**
 * Initial derived rows of one student: what each row holds before the first event that touches it.
 * The fold (student-state.ts) creates a row with these the first time an event needs it.
 */
import { ALERT_ORDINALS } from '@dash/contracts';
import type {
  StudentDayTable,
  StudentLearningTable,
  StudentLessonGroupTable,
  StudentLessonTable,
  StudentStandardStartTable,
  StudentStandardTable,
} from './learning.table.js';

/**
 * The key columns every derived row leads with. Rows copy them one by one: an object literal that starts
 * with a spread is built property by property and makes the fold several times slower.
 */
interface RowOwner {
  district_id: number;
  student_id: number;
}

/** The student's summary row, opened by their first event. */
export function newLearningRow(
  owner: RowOwner,
  first: { uid: string; occurred_at: number },
  date: string,
): StudentLearningTable {
  return {
    district_id: owner.district_id,
    student_id: owner.student_id,
    first_event_at: first.occurred_at,
    last_event_at: first.occurred_at,
    last_event_uid: first.uid,
    last_active_date: date,
    events_count: 0,
    recent_results: '',
    fail_threshold_since: null,
    session_ms: 0,
    lessons_completed: 0,
    lessons_passed: 0,
    certificates: 0,
    badges: 0,
    alert_type: 'NO_ALERT',
    alert_ordinal: ALERT_ORDINALS.NO_ALERT,
  };
}

/** One district-local day of the student, with nothing counted yet. */
export function newDayRow(owner: RowOwner, date: string): StudentDayTable {
  return {
    district_id: owner.district_id,
    student_id: owner.student_id,
    local_date: date,
    session_ms: 0,
    extended_ms: 0,
    lessons_completed: 0,
    lessons_passed: 0,
    lessons_failed: 0,
    events_count: 0,
    standards_grown: 0,
  };
}

/** One lesson slot of the student, first played at `at`. */
export function newLessonRow(
  owner: RowOwner,
  slot: { lesson_slot_id: number; lesson_group_id: number },
  at: number,
): StudentLessonTable {
  return {
    district_id: owner.district_id,
    student_id: owner.student_id,
    lesson_slot_id: slot.lesson_slot_id,
    lesson_group_id: slot.lesson_group_id,
    attempts: 0,
    completions: 0,
    passes: 0,
    fails: 0,
    pauses: 0,
    last_pause_week: null,
    last_result: null,
    is_paused: false,
    needs_attention: false,
    struggling: false,
    struggling_since: null,
    time_spent_ms: 0,
    first_played_at: at,
    last_played_at: at,
    passed_at: null,
    last_assignment_id: null,
    passed_by_placement: false,
  };
}

/** One standard of the student, started at `at` on local day `date`. */
export function newStandardRow(
  owner: RowOwner,
  standardId: number,
  at: number,
  date: string,
  byPlacement = false,
): StudentStandardTable {
  return {
    district_id: owner.district_id,
    student_id: owner.student_id,
    standard_id: standardId,
    slots_count: 0,
    slots_passed: 0,
    completed_by_event: false,
    percent_complete: 0,
    proficiency_status: 'NOT_STARTED',
    needs_attention: false,
    started_at: at,
    started_date: date,
    proficient_at: null,
    proficient_date: null,
    last_activity_at: at,
    started_by_placement: byPlacement,
    proficient_by_placement: false,
  };
}

/**
 * The start row (student_standard_start) of a standard the student's play started, or null when a placement
 * started it: the rows "progressed in" growth counts (reports/shared/standards-growth.ts `progressedIn`).
 */
export function standardStartOf(row: StudentStandardTable): StudentStandardStartTable | null {
  if (row.started_by_placement) return null;
  const { district_id, student_id, standard_id, started_date, proficient_date } = row;
  return { district_id, student_id, standard_id, started_date, proficient_date };
}

/** One lesson group of the student, started at `at`. */
export function newLessonGroupRow(owner: RowOwner, groupId: number, at: number): StudentLessonGroupTable {
  return {
    district_id: owner.district_id,
    student_id: owner.student_id,
    lesson_group_id: groupId,
    lessons_in_group_count: 0,
    lessons_passed: 0,
    tested_lessons_count: 0,
    failed_lessons_count: 0,
    status: 'NOT_STARTED',
    needs_attention: false,
    needs_attention_since: null,
    struggling_event_at: null,
    in_progress_event_at: null,
    started_at: at,
    completed_at: null,
    completed_date: null,
    last_activity_at: at,
  };
}

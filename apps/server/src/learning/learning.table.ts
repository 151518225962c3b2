/** Row types of the events and derived learning state (db/migrations/003_learning.sql). */
export interface EventTable {
  district_id: number;
  uid: string;
  student_id: number;
  event_code: number;
  occurred_at: number;
  local_date: string;
  lesson_slot_id: number | null;
  lesson_group_id: number | null;
  standard_id: number | null;
  lesson_passed: boolean | null;
  time_spent_ms: number;
  assignment_id: number | null;
  lesson_goal_id: number | null;
  milestone_trigger_lesson_slot_id: number | null;
  label: string | null;
  received_at: number;
  /** Derived by the fold (an event about a lesson): the student's completed plays of it up to this event. */
  lesson_plays: number | null;
  /** Derived by the fold: how many of those plays were not passed. */
  lesson_fails: number | null;
}

export interface StudentLearningTable {
  district_id: number;
  student_id: number;
  first_event_at: number;
  last_event_at: number;
  last_event_uid: string;
  last_active_date: string;
  events_count: number;
  /** Results of the last five completed lessons, oldest first: 'P' passed, 'F' failed. */
  recent_results: string;
  fail_threshold_since: number | null;
  session_ms: number;
  lessons_completed: number;
  lessons_passed: number;
  certificates: number;
  badges: number;
  alert_type: string;
  alert_ordinal: number;
}

export interface StudentDayTable {
  district_id: number;
  student_id: number;
  local_date: string;
  session_ms: number;
  extended_ms: number;
  lessons_completed: number;
  lessons_passed: number;
  lessons_failed: number;
  events_count: number;
  /** Standards the student's play (not a placement) made proficient this day (migration 023). */
  standards_grown: number;
}

export interface StudentLessonTable {
  district_id: number;
  student_id: number;
  lesson_slot_id: number;
  lesson_group_id: number;
  attempts: number;
  completions: number;
  passes: number;
  fails: number;
  /** Paused plays, merged per slot per history week (spec §4). */
  pauses: number;
  last_pause_week: number | null;
  last_result: 'PASSED' | 'FAILED' | null;
  is_paused: boolean;
  needs_attention: boolean;
  struggling: boolean;
  struggling_since: number | null;
  time_spent_ms: number;
  first_played_at: number;
  last_played_at: number;
  passed_at: number | null;
  last_assignment_id: number | null;
  /** First passed by a placement (800), not by a play (migration 009). */
  passed_by_placement: boolean;
}

/**
 * A lesson row only placements touched (migration 025): which slot, how often credited and when first. The
 * whole row it stands for is `lessonOfPlaced` (placed-lessons.ts).
 */
export interface StudentLessonPlacedTable {
  district_id: number;
  student_id: number;
  lesson_slot_id: number;
  lesson_group_id: number;
  passes: number;
  passed_at: number;
}

/** Every lesson row's passes, played (student_lesson) or placed (student_lesson_placed): a view, read only. */
export interface StudentLessonPassesView {
  district_id: number;
  student_id: number;
  lesson_slot_id: number;
  passes: number;
  passed_at: number | null;
  passed_by_placement: boolean;
}

export interface StudentStandardTable {
  district_id: number;
  student_id: number;
  standard_id: number;
  slots_count: number;
  slots_passed: number;
  completed_by_event: boolean;
  percent_complete: number;
  proficiency_status: string;
  needs_attention: boolean;
  started_at: number;
  started_date: string;
  proficient_at: number | null;
  proficient_date: string | null;
  last_activity_at: number;
  /** Started, or made proficient, by a placement (800): not growth of a period (migrations 015, 016). */
  started_by_placement: boolean;
  proficient_by_placement: boolean;
}

/**
 * A standard the student started by play, not by a placement (migration 024): the rows "progressed in" growth
 * counts, a projection of the student's student_standard row (standardStartOf).
 */
export interface StudentStandardStartTable {
  district_id: number;
  student_id: number;
  standard_id: number;
  started_date: string;
  proficient_date: string | null;
}

export interface StudentLessonGroupTable {
  district_id: number;
  student_id: number;
  lesson_group_id: number;
  lessons_in_group_count: number;
  lessons_passed: number;
  tested_lessons_count: number;
  failed_lessons_count: number;
  status: string;
  needs_attention: boolean;
  needs_attention_since: number | null;
  struggling_event_at: number | null;
  in_progress_event_at: number | null;
  started_at: number;
  completed_at: number | null;
  completed_date: string | null;
  last_activity_at: number;
}

export interface StudentAlertTable {
  district_id: number;
  student_id: number;
  alert_key: string;
  alert_type: string;
  category: string;
  learning_kind: string | null;
  ordinal: number;
  lesson_group_id: number | null;
  standard_id: number | null;
  raised_at: number;
  raised_date: string;
}

/** The events and derived learning tables by name, as the database type (db/database.ts) holds them. */
export interface LearningTables {
  events: EventTable;
  student_learning: StudentLearningTable;
  student_day: StudentDayTable;
  student_lesson: StudentLessonTable;
  student_lesson_placed: StudentLessonPlacedTable;
  student_lesson_passes: StudentLessonPassesView;
  student_standard: StudentStandardTable;
  student_standard_start: StudentStandardStartTable;
  student_lesson_group: StudentLessonGroupTable;
  student_alerts: StudentAlertTable;
}

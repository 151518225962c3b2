/**
 * The events and derived learning tables as the bulk write path sees them (bulk-write.ts): name, key and
 * column types (db/migrations/003_learning.sql).
 */
import type { BulkTable } from './bulk-write.js';
import type * as Rows from './learning.table.js';

/** The columns every derived row of a student leads with. */
const STUDENT_KEY_COLUMNS = { district_id: 'INTEGER', student_id: 'INTEGER' } as const;

export const EVENTS: BulkTable<Rows.EventTable> = {
  name: 'events',
  key: ['district_id', 'uid'],
  columns: {
    district_id: 'INTEGER',
    uid: 'TEXT',
    student_id: 'INTEGER',
    event_code: 'SMALLINT',
    occurred_at: 'BIGINT',
    local_date: 'DATE',
    lesson_slot_id: 'INTEGER',
    lesson_group_id: 'INTEGER',
    standard_id: 'INTEGER',
    lesson_passed: 'BOOLEAN',
    time_spent_ms: 'BIGINT',
    assignment_id: 'INTEGER',
    lesson_goal_id: 'INTEGER',
    milestone_trigger_lesson_slot_id: 'INTEGER',
    label: 'TEXT',
    received_at: 'BIGINT',
  },
};

export const STUDENT_LEARNING: BulkTable<Rows.StudentLearningTable> = {
  name: 'student_learning',
  key: ['district_id', 'student_id'],
  columns: {
    ...STUDENT_KEY_COLUMNS,
    first_event_at: 'BIGINT',
    last_event_at: 'BIGINT',
    last_event_uid: 'TEXT',
    last_active_date: 'DATE',
    events_count: 'INTEGER',
    recent_results: 'TEXT',
    fail_threshold_since: 'BIGINT',
    session_ms: 'BIGINT',
    lessons_completed: 'INTEGER',
    lessons_passed: 'INTEGER',
    certificates: 'INTEGER',
    badges: 'INTEGER',
    alert_type: 'TEXT',
    alert_ordinal: 'INTEGER',
  },
};

export const STUDENT_DAY: BulkTable<Rows.StudentDayTable> = {
  name: 'student_day',
  key: ['district_id', 'student_id', 'local_date'],
  columns: {
    ...STUDENT_KEY_COLUMNS,
    local_date: 'DATE',
    session_ms: 'BIGINT',
    extended_ms: 'BIGINT',
    lessons_completed: 'INTEGER',
    lessons_passed: 'INTEGER',
    lessons_failed: 'INTEGER',
    events_count: 'INTEGER',
  },
};

export const STUDENT_LESSON: BulkTable<Rows.StudentLessonTable> = {
  name: 'student_lesson',
  key: ['district_id', 'student_id', 'lesson_slot_id'],
  columns: {
    ...STUDENT_KEY_COLUMNS,
    lesson_slot_id: 'INTEGER',
    lesson_group_id: 'INTEGER',
    attempts: 'INTEGER',
    completions: 'INTEGER',
    passes: 'INTEGER',
    fails: 'INTEGER',
    pauses: 'INTEGER',
    last_pause_week: 'INTEGER',
    last_result: 'TEXT',
    is_paused: 'BOOLEAN',
    needs_attention: 'BOOLEAN',
    struggling: 'BOOLEAN',
    struggling_since: 'BIGINT',
    time_spent_ms: 'BIGINT',
    first_played_at: 'BIGINT',
    last_played_at: 'BIGINT',
    passed_at: 'BIGINT',
    last_assignment_id: 'INTEGER',
  },
};

export const STUDENT_STANDARD: BulkTable<Rows.StudentStandardTable> = {
  name: 'student_standard',
  key: ['district_id', 'student_id', 'standard_id'],
  columns: {
    ...STUDENT_KEY_COLUMNS,
    standard_id: 'INTEGER',
    slots_count: 'INTEGER',
    slots_passed: 'INTEGER',
    completed_by_event: 'BOOLEAN',
    percent_complete: 'INTEGER',
    proficiency_status: 'TEXT',
    needs_attention: 'BOOLEAN',
    started_at: 'BIGINT',
    started_date: 'DATE',
    proficient_at: 'BIGINT',
    proficient_date: 'DATE',
    last_activity_at: 'BIGINT',
  },
};

export const STUDENT_LESSON_GROUP: BulkTable<Rows.StudentLessonGroupTable> = {
  name: 'student_lesson_group',
  key: ['district_id', 'student_id', 'lesson_group_id'],
  columns: {
    ...STUDENT_KEY_COLUMNS,
    lesson_group_id: 'INTEGER',
    lessons_in_group_count: 'INTEGER',
    lessons_passed: 'INTEGER',
    tested_lessons_count: 'INTEGER',
    failed_lessons_count: 'INTEGER',
    status: 'TEXT',
    needs_attention: 'BOOLEAN',
    needs_attention_since: 'BIGINT',
    struggling_event_at: 'BIGINT',
    in_progress_event_at: 'BIGINT',
    started_at: 'BIGINT',
    completed_at: 'BIGINT',
    completed_date: 'DATE',
    last_activity_at: 'BIGINT',
  },
};

export const STUDENT_ALERTS: BulkTable<Rows.StudentAlertTable> = {
  name: 'student_alerts',
  key: ['district_id', 'student_id', 'alert_key'],
  columns: {
    ...STUDENT_KEY_COLUMNS,
    alert_key: 'TEXT',
    alert_type: 'TEXT',
    category: 'TEXT',
    learning_kind: 'TEXT',
    ordinal: 'INTEGER',
    lesson_group_id: 'INTEGER',
    standard_id: 'INTEGER',
    raised_at: 'BIGINT',
    raised_date: 'DATE',
  },
};

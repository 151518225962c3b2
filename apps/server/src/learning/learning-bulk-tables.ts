/**
 * The events and derived learning tables as the bulk write path sees them (bulk-write.ts): name and key.
 * Their columns and types are those of db/migrations/003_learning.sql, read from the database catalogue.
 */
import type { BulkTable } from './bulk-write.js';
import type * as Rows from './learning.table.js';

export const EVENTS: BulkTable<Rows.EventTable> = { name: 'events', key: ['district_id', 'uid'] };

export const STUDENT_LEARNING: BulkTable<Rows.StudentLearningTable> = {
  name: 'student_learning',
  key: ['district_id', 'student_id'],
};

export const STUDENT_DAY: BulkTable<Rows.StudentDayTable> = {
  name: 'student_day',
  key: ['district_id', 'student_id', 'local_date'],
};

export const STUDENT_LESSON: BulkTable<Rows.StudentLessonTable> = {
  name: 'student_lesson',
  key: ['district_id', 'student_id', 'lesson_slot_id'],
};

export const STUDENT_STANDARD: BulkTable<Rows.StudentStandardTable> = {
  name: 'student_standard',
  key: ['district_id', 'student_id', 'standard_id'],
};

export const STUDENT_LESSON_GROUP: BulkTable<Rows.StudentLessonGroupTable> = {
  name: 'student_lesson_group',
  key: ['district_id', 'student_id', 'lesson_group_id'],
};

export const STUDENT_ALERTS: BulkTable<Rows.StudentAlertTable> = {
  name: 'student_alerts',
  key: ['district_id', 'student_id', 'alert_key'],
};

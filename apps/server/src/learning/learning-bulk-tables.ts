/**
 * The events and derived learning tables as the bulk write path sees them (bulk-write.ts): name and key.
 * Their columns and types are those of db/migrations/003_learning.sql, read from the database catalogue.
 */
import type { BulkTable } from './bulk-write.js';
import type { EventTable, LearningTables } from './learning.table.js';

type StudentTableName = Exclude<keyof LearningTables, 'events' | 'student_lesson_passes'>;

/** A table of students' derived rows: keyed by district and student, then by the row's own column if any. */
function studentTable<T extends StudentTableName>(
  name: T,
  rowKey?: keyof LearningTables[T] & string,
): BulkTable<LearningTables[T]> {
  const key = rowKey === undefined ? ['district_id', 'student_id'] : ['district_id', 'student_id', rowKey];
  return { name, key: key as BulkTable<LearningTables[T]>['key'] };
}

export const EVENTS: BulkTable<EventTable> = { name: 'events', key: ['district_id', 'uid'] };
export const STUDENT_LEARNING = studentTable('student_learning');
export const STUDENT_DAY = studentTable('student_day', 'local_date');
export const STUDENT_LESSON = studentTable('student_lesson', 'lesson_slot_id');
export const STUDENT_LESSON_PLACED = studentTable('student_lesson_placed', 'lesson_slot_id');
export const STUDENT_STANDARD = studentTable('student_standard', 'standard_id');
export const STUDENT_STANDARD_START = studentTable('student_standard_start', 'standard_id');
export const STUDENT_LESSON_GROUP = studentTable('student_lesson_group', 'lesson_group_id');
export const STUDENT_ALERTS = studentTable('student_alerts', 'alert_key');

/** Every table of the bulk path. */
export const LEARNING_BULK_TABLES = [
  EVENTS,
  STUDENT_LEARNING,
  STUDENT_DAY,
  STUDENT_LESSON,
  STUDENT_LESSON_PLACED,
  STUDENT_STANDARD,
  STUDENT_STANDARD_START,
  STUDENT_LESSON_GROUP,
  STUDENT_ALERTS,
] as const;

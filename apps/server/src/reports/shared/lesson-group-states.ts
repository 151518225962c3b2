/**
 * Students' state on lesson groups (learning/student_lesson_group) with their names: the rows the concept map
 * and the activity feed's "lesson groups played" both read.
 */
import type { DbOrTrx } from '../../db/database.js';
import { sameTenant } from '../../db/tenant-join.js';

/** Whose report: the students enrolled in a classroom, or one student. */
export type StudentOwners = { classroomId: number } | { studentId: number };

export interface LessonGroupStateRow {
  lesson_group_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  status: string;
  needs_attention: boolean;
  lessons_passed: number;
  lessons_in_group_count: number;
  last_activity_at: number;
}

/** The owners' student ids: a subquery of the classroom's enrolments, or the one student. */
export function ownersStudentIds(db: DbOrTrx, districtId: number, owners: StudentOwners) {
  return 'classroomId' in owners
    ? db
        .selectFrom('enrollments')
        .select('student_id')
        .where('district_id', '=', districtId)
        .where('classroom_id', '=', owners.classroomId)
    : [owners.studentId];
}

/**
 * `student_lesson_group` joined to the students' names, with the state columns selected; the caller narrows
 * it (which students, groups, activity) and orders it.
 */
export function lessonGroupStates(db: DbOrTrx) {
  return db
    .selectFrom('student_lesson_group as slg')
    .innerJoin('students as st', sameTenant('st.student_id', 'slg.student_id'))
    .select([
      'slg.lesson_group_id',
      'slg.student_id',
      'st.first_name',
      'st.last_name',
      'slg.status',
      'slg.needs_attention',
      'slg.lessons_passed',
      'slg.lessons_in_group_count',
      'slg.last_activity_at',
    ]);
}

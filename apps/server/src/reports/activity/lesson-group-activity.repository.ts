/** The SQL of the lesson groups played in a period: each student's state on each group they played. */
import type { DbOrTrx } from '../../db/database.js';
import { sameTenant } from '../../db/tenant-join.js';
import type { ActivityOwners } from './activity.repository.js';

export interface LessonGroupStateRow {
  lesson_group_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  status: string;
  needs_attention: boolean;
  lessons_passed: number;
  lessons_in_group_count: number;
}

/**
 * The owners' students' state on every lesson group they had an event on between `from` and `to` (local days,
 * both included), by group, then student name.
 */
export function findLessonGroupStates(
  db: DbOrTrx,
  districtId: number,
  owners: ActivityOwners,
  period: { from: string; to: string },
): Promise<LessonGroupStateRow[]> {
  let played = db
    .selectFrom('events as ev')
    .select(['ev.district_id', 'ev.student_id', 'ev.lesson_group_id'])
    .distinct()
    .where('ev.district_id', '=', districtId)
    .where('ev.local_date', '>=', period.from)
    .where('ev.local_date', '<=', period.to)
    .where('ev.lesson_group_id', 'is not', null);
  played =
    'classroomId' in owners
      ? played
          .innerJoin('enrollments as e', sameTenant('e.student_id', 'ev.student_id'))
          .where('e.classroom_id', '=', owners.classroomId)
      : played.where('ev.student_id', '=', owners.studentId);
  return db
    .selectFrom(played.as('p'))
    .innerJoin('student_lesson_group as slg', (join) =>
      join
        .onRef('slg.district_id', '=', 'p.district_id')
        .onRef('slg.student_id', '=', 'p.student_id')
        .onRef('slg.lesson_group_id', '=', 'p.lesson_group_id'),
    )
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
    ])
    .orderBy('slg.lesson_group_id')
    .orderBy('st.first_name')
    .orderBy('st.last_name')
    .orderBy('slg.student_id')
    .execute();
}

/** The SQL of the lesson groups played in a period: each student's state on each group they played. */
import type { DbOrTrx } from '../../db/database.js';
import {
  lessonGroupStates,
  ownersStudentIds,
  type LessonGroupStateRow,
  type StudentOwners,
} from '../shared/lesson-group-states.js';

/**
 * The owners' students' state on every lesson group they had an event on between `from` and `to` (local days,
 * both included), by group, then student name.
 */
export function findLessonGroupStates(
  db: DbOrTrx,
  districtId: number,
  owners: StudentOwners,
  period: { from: string; to: string },
): Promise<LessonGroupStateRow[]> {
  const played = db
    .selectFrom('events as ev')
    .select(['ev.student_id', 'ev.lesson_group_id'])
    .distinct()
    .where('ev.district_id', '=', districtId)
    .where('ev.student_id', 'in', ownersStudentIds(db, districtId, owners))
    .where('ev.local_date', '>=', period.from)
    .where('ev.local_date', '<=', period.to)
    .where('ev.lesson_group_id', 'is not', null);
  return lessonGroupStates(db)
    .innerJoin(played.as('p'), (join) =>
      join
        .onRef('p.student_id', '=', 'slg.student_id')
        .onRef('p.lesson_group_id', '=', 'slg.lesson_group_id'),
    )
    .where('slg.district_id', '=', districtId)
    .orderBy('slg.lesson_group_id')
    .orderBy('st.first_name')
    .orderBy('st.last_name')
    .orderBy('slg.student_id')
    .execute();
}

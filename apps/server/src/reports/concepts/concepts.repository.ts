/** The only SQL of the concept map: students' lesson-group state (learning/student_lesson_group) and grades. */
import type { DbOrTrx } from '../../db/database.js';
import { placeOf } from '../../db/write-counts.js';
import { cachedRowCopies } from '../shared/report-cache.js';
import {
  lessonGroupStates,
  ownersStudentIds,
  type LessonGroupStateRow,
  type StudentOwners,
} from '../shared/lesson-group-states.js';

/**
 * The owners' students' state on the given lesson groups, for those last active at `since` or later, by
 * student name; reused like report rows (shared/report-cache.ts) until a write of the district changes them.
 */
export async function findConceptStates(
  db: DbOrTrx,
  districtId: number,
  owners: StudentOwners,
  groupIds: readonly number[],
  since: number,
): Promise<LessonGroupStateRow[]> {
  if (groupIds.length === 0) return [];
  const key = `concept states ${JSON.stringify(owners)} ${groupIds.join(',')} ${since}`;
  return cachedRowCopies(
    db,
    districtId,
    key,
    () =>
      lessonGroupStates(db)
        .where('slg.district_id', '=', districtId)
        .where('slg.student_id', 'in', ownersStudentIds(db, districtId, owners))
        .where('slg.lesson_group_id', 'in', groupIds)
        .where('slg.last_activity_at', '>=', since)
        .orderBy('st.first_name')
        .orderBy('st.last_name')
        .orderBy('slg.student_id')
        .compile(),
    placeOf(owners),
  );
}

/** The grade of the classroom or of the student (the grade the map opens on). */
export async function ownerGrade(db: DbOrTrx, districtId: number, owners: StudentOwners): Promise<number> {
  const row =
    'classroomId' in owners
      ? await db
          .selectFrom('classrooms')
          .select('grade_id')
          .where('district_id', '=', districtId)
          .where('classroom_id', '=', owners.classroomId)
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom('students')
          .select('grade_id')
          .where('district_id', '=', districtId)
          .where('student_id', '=', owners.studentId)
          .executeTakeFirstOrThrow();
  return row.grade_id;
}

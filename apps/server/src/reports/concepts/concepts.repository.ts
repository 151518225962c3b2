/** The only SQL of the concept map: students' lesson-group state (learning/student_lesson_group) and grades. */
import type { DbOrTrx } from '../../db/database.js';
import { sameTenant } from '../../db/tenant-join.js';

/** Whose concept map: the students enrolled in a classroom, or one student. */
export type ConceptOwners = { classroomId: number } | { studentId: number };

export interface ConceptStateRow {
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

/**
 * The owners' students' state on the given lesson groups, for those last active at `since` or later, by
 * student name.
 */
export function findConceptStates(
  db: DbOrTrx,
  districtId: number,
  owners: ConceptOwners,
  groupIds: readonly number[],
  since: number,
): Promise<ConceptStateRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  const studentIds =
    'classroomId' in owners
      ? db
          .selectFrom('enrollments')
          .select('student_id')
          .where('district_id', '=', districtId)
          .where('classroom_id', '=', owners.classroomId)
      : [owners.studentId];
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
    ])
    .where('slg.district_id', '=', districtId)
    .where('slg.student_id', 'in', studentIds)
    .where('slg.lesson_group_id', 'in', groupIds)
    .where('slg.last_activity_at', '>=', since)
    .orderBy('st.first_name')
    .orderBy('st.last_name')
    .orderBy('slg.student_id')
    .execute();
}

/** The grade of the classroom or of the student (the grade the map opens on). */
export async function ownerGrade(db: DbOrTrx, districtId: number, owners: ConceptOwners): Promise<number> {
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

/** The classrooms of a school with their teachers (the classroom-code report's rows). */
import type { DbOrTrx } from '../../db/database.js';
import { sameTenant } from '../../db/tenant-join.js';

/** The classrooms of a school with their teacher, sorted by grade order, then classroom name. */
export async function listClassroomTeachers(db: DbOrTrx, districtId: number, schoolId: number) {
  const rows = await db
    .selectFrom('classrooms as c')
    .innerJoin('teachers as t', sameTenant('t.teacher_id', 'c.teacher_id'))
    .innerJoin('grades as g', 'g.grade_id', 'c.grade_id')
    .select(['c.classroom_id', 'c.name as classroom_name', 'c.grade_id as grade'])
    .select(['t.teacher_id as id', 't.first_name', 't.last_name'])
    .where('c.district_id', '=', districtId)
    .where('c.school_id', '=', schoolId)
    .orderBy('g.ordinal')
    .orderBy('c.name')
    .orderBy('c.classroom_id')
    .execute();
  return rows.map(({ id, first_name, last_name, ...classroom }) => ({
    ...classroom,
    teachers: [{ id, first_name, last_name }],
  }));
}

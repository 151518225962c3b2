/** GET /r/districts/{districtId}/schools/{schoolId}/classroom-teachers: a school's classrooms with their teachers. */
import { classroomTeachersResponseSchema, idSchema } from '@dash/contracts';
import { z } from 'zod';
import type { DbOrTrx } from '../../db/database.js';
import { defineRoute } from '../../http/route.js';

/** The classrooms of a school with their teacher, sorted by grade order, then classroom name. */
export async function listClassroomTeachers(db: DbOrTrx, districtId: number, schoolId: number) {
  const rows = await db
    .selectFrom('classrooms as c')
    .innerJoin('teachers as t', (j) =>
      j.onRef('t.district_id', '=', 'c.district_id').onRef('t.teacher_id', '=', 'c.teacher_id'),
    )
    .innerJoin('grades as g', 'g.grade_id', 'c.grade_id')
    .select([
      'c.classroom_id',
      'c.name as classroom_name',
      'c.grade_id',
      't.teacher_id',
      't.first_name',
      't.last_name',
    ])
    .where('c.district_id', '=', districtId)
    .where('c.school_id', '=', schoolId)
    .orderBy('g.ordinal')
    .orderBy('c.name')
    .orderBy('c.classroom_id')
    .execute();
  return rows.map((r) => ({
    classroom_id: r.classroom_id,
    classroom_name: r.classroom_name,
    grade: r.grade_id,
    teachers: [{ id: r.teacher_id, first_name: r.first_name, last_name: r.last_name }],
  }));
}

const schoolParams = z.object({ districtId: idSchema, schoolId: idSchema });

export const classroomTeachersRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/schools/:schoolId/classroom-teachers',
  summary:
    "A school's classrooms with their grade and teachers (classroom-code report); district admin and the school's admins.",
  policy: {
    access: 'object',
    state: 'school',
    pane: 'teachers',
    target: (p: { districtId: number; schoolId: number }) => ({
      type: 'school',
      districtId: p.districtId,
      schoolId: p.schoolId,
    }),
  },
  params: schoolParams,
  response: classroomTeachersResponseSchema,
  handler: async ({ params, ctx }) => ({
    data: await listClassroomTeachers(ctx.db, params.districtId, params.schoolId),
  }),
});

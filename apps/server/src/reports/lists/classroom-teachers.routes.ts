/** GET /r/districts/{districtId}/schools/{schoolId}/classroom-teachers: a school's classrooms with their teachers. */
import { classroomTeachersResponseSchema } from '@dash/contracts';
import { schoolParams, schoolTarget } from '../../http/route-params.js';
import { defineRoute } from '../../http/route.js';
import { listClassroomTeachers } from './classroom-teachers.repository.js';

export const classroomTeachersRoute = defineRoute({
  method: 'GET',
  reuse: true,
  url: '/r/districts/:districtId/schools/:schoolId/classroom-teachers',
  summary:
    "A school's classrooms with their grade and teachers (classroom-code report); district admin and the school's admins.",
  policy: {
    access: 'object',
    state: 'school',
    pane: 'teachers',
    target: schoolTarget,
  },
  params: schoolParams,
  response: classroomTeachersResponseSchema,
  handler: async ({ params, ctx }) => ({
    data: await listClassroomTeachers(ctx.db, params.districtId, params.schoolId),
  }),
});

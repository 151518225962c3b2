import { idSchema, studentAssignmentProgressResponseSchema } from '@dash/contracts';
import { z } from 'zod';
import { objectRoute } from '../http/object-route.js';
import { studentParams } from '../http/route-params.js';
import type { RouteDefinition } from '../http/route.js';
import { studentAssignmentProgress } from './assignment-progress.service.js';

/** A student's progress on one of their assignments (spec §2 student progress modal, §3, §4 Student history). */
export const assignmentProgressRoutes: RouteDefinition[] = [
  objectRoute({
    url: '/r/districts/:districtId/students/:studentId/assignments/:aid/progress',
    summary:
      'One student’s progress on one of their assignments: status, starting and current percent on the focus, each play of an assigned lesson by week (paused plays merged), and the percent on the focus at the end of each week.',
    state: 'student',
    pane: 'assignments',
    params: studentParams.extend({ aid: idSchema }),
    query: z.object({}),
    response: studentAssignmentProgressResponseSchema,
    handler: async ({ params, actor, ctx }) => ({
      data: await studentAssignmentProgress(ctx.db, {
        districtId: actor.districtId,
        timeZone: actor.district.timeZone,
        studentId: params.studentId,
        assignmentId: params.aid,
      }),
    }),
  }),
];

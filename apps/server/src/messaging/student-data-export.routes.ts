import { idSchema, studentDataExportSchema } from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { exportStudentData } from './student-data-export.service.js';

export const studentDataExportRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/m/student/:studentId/data-export',
    summary:
      'An administrator’s export of one student’s records as JSON: profile, classrooms, assignments and messages (audited).',
    // The student is checked by the service against the policy module (administrators of the student's scope).
    policy: { access: 'requestObjects' },
    params: z.object({ studentId: idSchema }),
    response: studentDataExportSchema,
    handler: async ({ params, actor, ctx, request }) => ({
      data: await exportStudentData(ctx.db, actor, params.studentId, request),
    }),
  }),
];

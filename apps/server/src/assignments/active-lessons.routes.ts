import { activeLessonsQuerySchema, activeLessonsResponseSchema } from '@dash/contracts';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { activeLessonsOfStudents } from './active-lessons.service.js';

export const activeLessonsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/assignments/active_lessons',
    summary:
      'For the math product (district ingest key): each student’s started, active assignments and the focus lessons still to play.',
    policy: { access: 'ingest' },
    query: activeLessonsQuerySchema,
    response: activeLessonsResponseSchema,
    handler: async ({ query, actor, ctx }) => ({
      data: await activeLessonsOfStudents(ctx.db, actor.districtId, query.student_ids),
    }),
  }),
];

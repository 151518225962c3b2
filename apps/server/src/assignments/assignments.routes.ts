import {
  createAssignmentRequestSchema,
  createAssignmentResponseSchema,
  idSchema,
  studentsActiveAssignmentsResponseSchema,
  updateAssignmentRequestSchema,
  updateAssignmentResponseSchema,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { cancelAssignment, createAssignment } from './assignments.service.js';
import { activeAssignmentsOfStudents } from './students-active-assignments.service.js';

/** Comma-separated student ids, as the assign forms send them. */
const userIdsQuery = z.object({
  user_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, 'must be up to 500 student ids separated by commas')
    .transform((ids) => [...new Set(ids.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'holds an id that is too large'),
});

/**
 * Focus-lesson assignments (spec §7). The classroom and students are named in the body or query, so the service
 * asks the policy module about them (assignment-access.ts) before it reads or writes.
 */
export const assignmentRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'POST',
    url: '/m/assignments',
    summary: 'Assigns focus lessons on a domain, cluster or standard to students of one classroom.',
    policy: { access: 'requestObjects' },
    body: createAssignmentRequestSchema,
    response: createAssignmentResponseSchema,
    handler: async ({ body, actor, ctx }) => ({ data: await createAssignment(ctx.db, actor, body) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/m/assignments/:aid',
    summary: 'Cancels an assignment for its whole classroom, or for chosen students.',
    policy: { access: 'requestObjects' },
    params: z.object({ aid: idSchema }),
    body: updateAssignmentRequestSchema,
    response: updateAssignmentResponseSchema,
    handler: async ({ params, body, actor, ctx }) => ({
      data: await cancelAssignment(ctx.db, actor, params.aid, body),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/assignments/students',
    summary: 'The active assignments of each of these students (at most 2 each).',
    policy: { access: 'requestObjects' },
    query: userIdsQuery,
    response: studentsActiveAssignmentsResponseSchema,
    handler: async ({ query, actor, ctx }) => ({
      data: await activeAssignmentsOfStudents(ctx.db, actor, query.user_ids),
    }),
  }),
];

/** HTTP of the concept map (spec §2, §7): the catalogue's lesson groups, and a classroom's or student's state. */
import {
  conceptMapQuerySchema,
  conceptMapResponseSchema,
  lessonGroupsQuerySchema,
  lessonGroupsResponseSchema,
} from '@dash/contracts';
import { objectRoute, type ObjectParams } from '../../http/object-route.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { conceptGroupsOf } from './concept-groups.js';
import type { StudentOwners } from '../shared/lesson-group-states.js';
import { conceptMap } from './concepts.service.js';

/** The concept map of a classroom or a student: the grade's (level_id, default the owner's) lesson groups played. */
function conceptMapRoute<S extends 'classroom' | 'student'>(
  state: S,
  ownersOf: (params: ObjectParams<S>) => StudentOwners,
): RouteDefinition {
  return objectRoute({
    reuse: true,
    url: `/r/districts/:districtId/${state}s/:${state}Id/concepts`,
    summary: `The concept map of a ${state}: each lesson group of the grade (level_id, default the ${state}'s) played in the last 14 days, with who played it (names) and each one's state.`,
    state,
    pane: 'concepts',
    query: conceptMapQuerySchema,
    response: conceptMapResponseSchema,
    handler: ({ params, query, actor, ctx }) => conceptMap(ctx.db, actor, ownersOf(params), query),
  });
}

export const conceptsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    reuse: true,
    url: '/x/lesson-groups',
    summary:
      "The catalogue's lesson groups of a grade level (level_id; all without) with spec §3's fields and their domain; no PD links for guardians.",
    policy: { access: 'session' },
    query: lessonGroupsQuerySchema,
    response: lessonGroupsResponseSchema,
    handler: async ({ query, actor }) => ({
      data: conceptGroupsOf(query.level_id, actor.role !== 'guardian'),
    }),
  }),
  conceptMapRoute('classroom', (params) => ({ classroomId: params.classroomId })),
  conceptMapRoute('student', (params) => ({ studentId: params.studentId })),
];

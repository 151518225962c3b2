/** HTTP of the activity reports (spec §7 Activity) and the lesson slot name the feed's links read. */
import {
  activityPeriodQuerySchema,
  activityResponseSchema,
  classroomActivityQuerySchema,
  engagementActivityResponseSchema,
  idSchema,
  lessonGroupActivityResponseSchema,
  lessonSlotResponseSchema,
  studentActivityQuerySchema,
} from '@dash/contracts';
import { z } from 'zod';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { notFound } from '../../http/app-error.js';
import { objectRoute } from '../../http/object-route.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { activityPage, engagementActivity } from './activity.service.js';
import { lessonGroupActivity } from './lesson-group-activity.service.js';

export const activityRoutes: RouteDefinition[] = [
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/classrooms/:classroomId/activity',
    summary:
      "A page of a classroom's activity, newest first, over 30 days up to today (td: the day after); pu, pt and pd of an answer ask for the next page.",
    state: 'classroom',
    pane: 'activity',
    query: classroomActivityQuerySchema,
    response: activityResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      activityPage(ctx.db, actor, { classroomId: params.classroomId }, query),
  }),
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/students/:studentId/activity',
    summary:
      "A page of a student's activity, newest first, over 30 days up to today (or fd, or untilNow); pu, pt and pd ask for the next page.",
    state: 'student',
    pane: 'activity',
    query: studentActivityQuerySchema,
    response: activityResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      activityPage(ctx.db, actor, { studentId: params.studentId }, query),
  }),
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/students/:studentId/engagement/activity',
    summary:
      "A student's engagement achievements in a period (default this school year): certificates, friends, graduation, badges and completed lesson groups.",
    state: 'student',
    pane: 'overview',
    query: activityPeriodQuerySchema,
    response: engagementActivityResponseSchema,
    handler: ({ params, query, actor, ctx }) => engagementActivity(ctx.db, actor, params.studentId, query),
  }),
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/classrooms/:classroomId/activity/lessongroup',
    summary:
      "The lesson groups a classroom's students played in a period (default 14 days), with each student's state on them.",
    state: 'classroom',
    pane: 'activity',
    query: activityPeriodQuerySchema,
    response: lessonGroupActivityResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      lessonGroupActivity(ctx.db, actor, { classroomId: params.classroomId }, query),
  }),
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/students/:studentId/activity/lessongroup',
    summary: 'The lesson groups a student played in a period (default 14 days), with the state on each.',
    state: 'student',
    pane: 'activity',
    query: activityPeriodQuerySchema,
    response: lessonGroupActivityResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      lessonGroupActivity(ctx.db, actor, { studentId: params.studentId }, query),
  }),
  defineRoute({
    method: 'GET',
    reuse: true,
    url: '/api/v1/lesson_slots/:lessonSlotId',
    summary: 'The name of a lesson slot of the catalogue (and its lesson group).',
    policy: { access: 'session' },
    params: z.object({ lessonSlotId: idSchema }),
    response: lessonSlotResponseSchema,
    handler: async ({ params }) => {
      const slot = getCatalogue().slotById.get(params.lessonSlotId);
      if (!slot) throw notFound('That lesson slot does not exist.');
      return { id: slot.lesson_slot_id, name: slot.name, lesson_group_id: slot.lesson_group_id };
    },
  }),
];

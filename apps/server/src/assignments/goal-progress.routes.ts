import {
  cancelStudentLessonRequestSchema,
  cancelStudentLessonResponseSchema,
  goalProgressQuerySchema,
  goalReportResponseSchema,
  goalStandardProgressQuerySchema,
  goalStandardProgressResponseSchema,
  goalSummaryResponseSchema,
  proficiencySlotsQuerySchema,
  proficiencySlotsResponseSchema,
} from '@dash/contracts';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/app-error.js';
import { objectRoute } from '../http/object-route.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { cancelStudentLesson } from './cancel-student-lesson.service.js';
import { goalReport, goalStandardProgress, goalSummary, type StudentScope } from './goal-progress.service.js';
import { proficiencySlotsOf } from './proficiency-slots.js';

/**
 * A read of one student's goals, a student pane of Assignment History: the service is asked with the student's
 * scope (district, its time zone, the student) and the query.
 */
function studentGoalRoute<Q extends z.ZodType, D>(
  name: string,
  summary: string,
  schemas: { query: Q; response: z.ZodType<{ data: D }> },
  read: (db: Db, scope: StudentScope, query: z.infer<Q>) => Promise<D>,
): RouteDefinition {
  return objectRoute({
    url: `/r/districts/:districtId/students/:studentId/${name}`,
    summary,
    state: 'student',
    pane: 'assignments',
    ...schemas,
    handler: async ({ params, query, actor, ctx }) => {
      const scope = {
        districtId: actor.districtId,
        timeZone: actor.district.timeZone,
        studentId: params.studentId,
      };
      return { data: await read(ctx.db, scope, query) };
    },
  });
}

/**
 * A student's goals and the lessons of a focus (spec §3 Goal report, Proficiency slots; §7 Progress, cancel
 * student lesson). The goal reads are student panes of Assignment History (a guardian's child's too).
 */
export const goalProgressRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/m/assignments/proficiency_slots',
    summary:
      'The lessons of a focus a student plays at each proficiency: its first (not started), one halfway (in progress) and its last (proficient).',
    policy: { access: 'session' },
    query: proficiencySlotsQuerySchema,
    response: proficiencySlotsResponseSchema,
    handler: async ({ query }) => {
      const slots = proficiencySlotsOf(query.focus_type, query.focus_id);
      if (!slots)
        throw badRequest(
          `The curriculum has no ${query.focus_type.toLowerCase()} with the id ${query.focus_id}.`,
        );
      return { data: slots };
    },
  }),
  studentGoalRoute(
    'goal_summary',
    'The student’s goals running within from–to (YYYYMMDD), optionally of one focus: each goal, its days, status, starting and current percent, lessons passed and time spent.',
    { query: goalProgressQuerySchema, response: goalSummaryResponseSchema },
    goalSummary,
  ),
  studentGoalRoute(
    'goal_report',
    'The student’s goals within from–to by focus, each with its starting proficiency, growth, percent by week and lessons played.',
    { query: goalProgressQuerySchema, response: goalReportResponseSchema },
    goalReport,
  ),
  studentGoalRoute(
    'goal_standard_progress',
    'The focus’s cluster (a domain for a domain focus): its percent at the end of each week of the last 42 days, and each of its standards now.',
    { query: goalStandardProgressQuerySchema, response: goalStandardProgressResponseSchema },
    goalStandardProgress,
  ),
  defineRoute({
    method: 'POST',
    url: '/m/assignments/cancel_student_lesson',
    summary:
      'Stops a spot check’s lessons for one student (the spot check named by its id, lessons and start day).',
    policy: { access: 'requestObjects' },
    body: cancelStudentLessonRequestSchema,
    response: cancelStudentLessonResponseSchema,
    handler: async ({ body, actor, ctx }) => ({ data: await cancelStudentLesson(ctx.db, actor, body) }),
  }),
];

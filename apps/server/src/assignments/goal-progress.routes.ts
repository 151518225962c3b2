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
import type { Actor } from '../accounts/actor.js';
import { badRequest } from '../http/app-error.js';
import { objectRoute } from '../http/object-route.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { cancelStudentLesson } from './cancel-student-lesson.service.js';
import { goalReport, goalStandardProgress, goalSummary } from './goal-progress.service.js';
import { proficiencySlotsOf } from './proficiency-slots.js';

const scopeOf = (actor: Actor, studentId: number) => ({
  districtId: actor.districtId,
  timeZone: actor.district.timeZone,
  studentId,
});

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
  objectRoute({
    url: '/r/districts/:districtId/students/:studentId/goal_summary',
    summary:
      'The student’s goals running within from–to (YYYYMMDD), optionally of one focus: each goal, its days, status, starting and current percent, lessons passed and time spent.',
    state: 'student',
    pane: 'assignments',
    query: goalProgressQuerySchema,
    response: goalSummaryResponseSchema,
    handler: async ({ params, query, actor, ctx }) => ({
      data: await goalSummary(ctx.db, scopeOf(actor, params.studentId), query),
    }),
  }),
  objectRoute({
    url: '/r/districts/:districtId/students/:studentId/goal_report',
    summary:
      'The student’s goals within from–to by focus, each with its starting proficiency, growth, percent by week and lessons played.',
    state: 'student',
    pane: 'assignments',
    query: goalProgressQuerySchema,
    response: goalReportResponseSchema,
    handler: async ({ params, query, actor, ctx }) => ({
      data: await goalReport(ctx.db, scopeOf(actor, params.studentId), query),
    }),
  }),
  objectRoute({
    url: '/r/districts/:districtId/students/:studentId/goal_standard_progress',
    summary:
      'The focus’s cluster (a domain for a domain focus): its percent at the end of each week of the last 42 days, and each of its standards now.',
    state: 'student',
    pane: 'assignments',
    query: goalStandardProgressQuerySchema,
    response: goalStandardProgressResponseSchema,
    handler: async ({ params, query, actor, ctx }) => ({
      data: await goalStandardProgress(ctx.db, scopeOf(actor, params.studentId), query),
    }),
  }),
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

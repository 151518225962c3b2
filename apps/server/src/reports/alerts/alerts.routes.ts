/** HTTP of the alerts reports (spec §7); never cached: each request reads the alerts as ingest left them. */
import { academicAlertsQuerySchema, alertsQuerySchema, alertsResponseSchema } from '@dash/contracts';
import { objectRoute } from '../../http/object-route.js';
import type { RouteDefinition } from '../../http/route.js';
import { academicAlerts, todaysAlerts } from './alerts.service.js';

export const alertsRoutes: RouteDefinition[] = [
  objectRoute({
    url: '/r/districts/:districtId/classrooms/:classroomId/alerts',
    summary:
      "A classroom's alerts today (At a Glance): each student's lowest-ordinal alerts of the last 30 days; usage=true adds usage alerts.",
    state: 'classroom',
    pane: 'overview',
    query: alertsQuerySchema,
    response: alertsResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      todaysAlerts(ctx.db, actor, { classroomId: params.classroomId }, query),
  }),
  objectRoute({
    url: '/r/districts/:districtId/classrooms/:classroomId/alerts/academic',
    summary:
      "Learning alerts a classroom's students raised in a period within the last 30 days that includes today (default 7 days).",
    state: 'classroom',
    pane: 'alerts',
    query: academicAlertsQuerySchema,
    response: alertsResponseSchema,
    handler: ({ params, query, actor, ctx }) => academicAlerts(ctx.db, actor, params.classroomId, query),
  }),
  objectRoute({
    url: '/r/districts/:districtId/students/:studentId/alerts',
    summary:
      "A student's alerts today (the overview's alerts): the lowest-ordinal alerts of the last 30 days.",
    state: 'student',
    pane: 'overview',
    query: alertsQuerySchema,
    response: alertsResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      todaysAlerts(ctx.db, actor, { studentId: params.studentId }, query),
  }),
];

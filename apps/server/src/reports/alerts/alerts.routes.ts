/** HTTP of the alerts reports (spec §7); never cached: each request reads the alerts as ingest left them. */
import { academicAlertsQuerySchema, alertsQuerySchema, alertsResponseSchema } from '@dash/contracts';
import { objectRoute } from '../../http/object-route.js';
import type { RouteDefinition } from '../../http/route.js';
import { academicAlerts, todaysAlerts } from './alerts.service.js';

/** Today's alerts of the students of the path's object: a classroom's (At a Glance) or one student's. */
function todaysAlertsRoute(state: 'classroom' | 'student', url: string, summary: string): RouteDefinition {
  return objectRoute({
    reuse: true,
    url,
    summary,
    state,
    pane: 'overview',
    query: alertsQuerySchema,
    response: alertsResponseSchema,
    handler: ({ params, query, actor, ctx }) => todaysAlerts(ctx.db, actor, params, query),
  });
}

export const alertsRoutes: RouteDefinition[] = [
  todaysAlertsRoute(
    'classroom',
    '/r/districts/:districtId/classrooms/:classroomId/alerts',
    "A classroom's alerts today (At a Glance): each student's lowest-ordinal alerts of the last 30 days; usage=true adds usage alerts.",
  ),
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/classrooms/:classroomId/alerts/academic',
    summary:
      "Learning alerts a classroom's students raised in a period within the last 30 days that includes today (default 7 days).",
    state: 'classroom',
    pane: 'alerts',
    query: academicAlertsQuerySchema,
    response: alertsResponseSchema,
    handler: ({ params, query, actor, ctx }) => academicAlerts(ctx.db, actor, params.classroomId, query),
  }),
  todaysAlertsRoute(
    'student',
    '/r/districts/:districtId/students/:studentId/alerts',
    "A student's alerts today (the overview's alerts): the lowest-ordinal alerts of the last 30 days.",
  ),
];

/**
 * HTTP of the live report pages: has a classroom or a student changed since a version (answered at once, or
 * held). Each is refused like the report it keeps current: a classroom's like its overview, a student's like
 * the student overview (a guardian follows their own child).
 */
import { liveChangesQuerySchema, liveChangesResponseSchema } from '@dash/contracts';
import { objectRoute } from '../http/object-route.js';
import type { RouteDefinition } from '../http/route.js';
import { liveChanges } from './live.service.js';

/** A signal that aborts when the caller goes away, so a held request stops waiting for nobody. */
function callerGone(raw: NodeJS.EventEmitter): AbortSignal {
  const controller = new AbortController();
  raw.once('close', () => controller.abort());
  return controller.signal;
}

export const liveRoutes: RouteDefinition[] = [
  objectRoute({
    url: '/r/districts/:districtId/classrooms/:classroomId/changes',
    summary:
      "A classroom's version, which moves when ingest or an assignment changes one of its students; with since, whether it moved (wait=true holds the request until it does).",
    state: 'classroom',
    pane: 'overview',
    query: liveChangesQuerySchema,
    response: liveChangesResponseSchema,
    handler: ({ params, query, ctx, reply }) =>
      liveChanges(
        ctx.db,
        { districtId: params.districtId, kind: 'classroom', id: params.classroomId },
        query,
        callerGone(reply.raw),
      ),
  }),
  objectRoute({
    url: '/r/districts/:districtId/students/:studentId/changes',
    summary:
      "A student's version, which moves when ingest or an assignment changes the student; with since, whether it moved (wait=true holds the request until it does).",
    state: 'student',
    pane: 'overview',
    query: liveChangesQuerySchema,
    response: liveChangesResponseSchema,
    handler: ({ params, query, ctx, reply }) =>
      liveChanges(
        ctx.db,
        { districtId: params.districtId, kind: 'student', id: params.studentId },
        query,
        callerGone(reply.raw),
      ),
  }),
];

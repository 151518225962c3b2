/** HTTP of the live classroom pages: has the classroom changed since a version (answered at once, or held). */
import { classroomChangesQuerySchema, classroomChangesResponseSchema } from '@dash/contracts';
import { objectRoute } from '../http/object-route.js';
import type { RouteDefinition } from '../http/route.js';
import { classroomChanges } from './live.service.js';

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
      "A classroom's version, which moves when ingest changes one of its students; with since, whether it moved (wait=true holds the request until it does).",
    state: 'classroom',
    pane: 'overview',
    query: classroomChangesQuerySchema,
    response: classroomChangesResponseSchema,
    handler: ({ params, query, ctx, reply }) =>
      classroomChanges(ctx.db, params, query, callerGone(reply.raw)),
  }),
];

import { INGEST_BATCH_MAX, ingestRequestSchema, ingestResponseSchema } from '@dash/contracts';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { ingestEvents } from './ingest.service.js';

/** Room for a full batch of records with long uids and labels. */
const INGEST_BODY_LIMIT = 16 * 1024 * 1024;

export const ingestRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'POST',
    url: '/api/v1/events',
    summary: `Ingests a batch of up to ${INGEST_BATCH_MAX} activity records for the district of the bearer ingest key; idempotent by uid.`,
    policy: { access: 'ingest' },
    body: ingestRequestSchema,
    response: ingestResponseSchema,
    bodyLimit: INGEST_BODY_LIMIT,
    handler: async ({ body, actor, ctx }) => ({
      data: await ingestEvents(ctx.db, ctx.engine, actor.districtId, body.events, Date.now(), {
        timeZone: actor.timeZone,
      }),
    }),
  }),
];

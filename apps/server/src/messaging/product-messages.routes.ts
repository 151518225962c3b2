import {
  MESSAGE_IMAGE_MAX_BYTES,
  PRODUCT_REPLIES_MAX,
  productMessagesQuerySchema,
  productMessagesResponseSchema,
  productRepliesRequestSchema,
  productRepliesResponseSchema,
} from '@dash/contracts';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { postReplies, productMessagesOf } from './product-messages.service.js';

/** Room for a few images at their largest in base64; a larger body is refused whole (413). */
const REPLIES_BODY_LIMIT = 4 * MESSAGE_IMAGE_MAX_BYTES;

/** The math product's messaging calls, authenticated by the district's ingest key (no cookies, no session). */
export const productMessagesRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/messaging/product/messages',
    summary:
      'For the math product (district ingest key): each student’s messages and replies, oldest first; stock messages in the student’s language.',
    policy: { access: 'ingest' },
    query: productMessagesQuerySchema,
    response: productMessagesResponseSchema,
    handler: async ({ query, actor, ctx }) => ({
      data: await productMessagesOf(ctx.db, actor.districtId, query.student_ids),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/messaging/product/replies',
    summary: `For the math product (district ingest key): up to ${PRODUCT_REPLIES_MAX} students’ replies, text or a PNG, JPEG, GIF or WebP image (base64, at most ${MESSAGE_IMAGE_MAX_BYTES} bytes); each refused reply comes back with a reason.`,
    policy: { access: 'ingest' },
    body: productRepliesRequestSchema,
    response: productRepliesResponseSchema,
    bodyLimit: REPLIES_BODY_LIMIT,
    handler: async ({ body, actor, ctx }) => ({
      data: await postReplies(ctx.db, actor.districtId, body.replies),
    }),
  }),
];

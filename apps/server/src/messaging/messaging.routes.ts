import {
  conversationRequestSchema,
  conversationResponseSchema,
  idSchema,
  markReadRequestSchema,
  markReadResponseSchema,
  newMessageRequestSchema,
  newMessageResponseSchema,
  unreadCountRequestSchema,
  unreadCountResponseSchema,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { sendImage } from './message-images.service.js';
import { conversationOf, markRead, sendMessage, unreadCountsOf } from './messaging.service.js';

/**
 * Teacher → student messaging (spec §7 Messaging). The student or classroom is named in the body (or the image's
 * path), so the service asks the policy module about it before it reads or writes (messaging-access.ts).
 */
export const messagingRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'POST',
    url: '/api/v1/messaging/messages/list',
    summary: 'A student’s conversation: the messages educators sent them and their replies, oldest first.',
    policy: { access: 'requestObjects' },
    body: conversationRequestSchema,
    response: conversationResponseSchema,
    handler: async ({ body, actor, ctx }) => ({ data: await conversationOf(ctx.db, actor, body.student_id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/messaging/messages/count',
    summary: 'Unread replies of each student of a classroom, and their total.',
    policy: { access: 'requestObjects' },
    body: unreadCountRequestSchema,
    response: unreadCountResponseSchema,
    handler: async ({ body, actor, ctx }) => ({
      data: await unreadCountsOf(ctx.db, actor, body.classroom_id),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/messaging/messages/new',
    summary:
      'Sends free text or a stock message to chosen students of a classroom, or to the whole classroom.',
    policy: { access: 'requestObjects' },
    body: newMessageRequestSchema,
    response: newMessageResponseSchema,
    handler: async ({ body, actor, ctx }) => ({ data: await sendMessage(ctx.db, actor, body) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/messaging/messages/update',
    summary: 'Marks a student’s replies read (the ones named, or all unread).',
    policy: { access: 'requestObjects' },
    body: markReadRequestSchema,
    response: markReadResponseSchema,
    handler: async ({ body, actor, ctx }) => ({ data: await markRead(ctx.db, actor, body) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/messaging/users/:studentId/files/:imageId',
    summary: 'The image of a student’s reply, with its own content type (PNG, JPEG, GIF or WebP).',
    policy: { access: 'requestObjects' },
    params: z.object({ studentId: idSchema, imageId: idSchema }),
    response: z.unknown().describe('The image bytes.'),
    handler: async ({ params, actor, ctx, reply }) =>
      sendImage(ctx.db, actor, reply, params.studentId, params.imageId),
  }),
];

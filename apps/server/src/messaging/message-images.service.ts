/** A reply's image for the dashboard (spec §7 GET /api/v1/messaging/users/{studentId}/files/{imageId}). */
import type { MessageImageType } from '@dash/contracts';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { IMAGE_EXTENSIONS, imageTypeOf } from './message-image.js';
import { assertMayMessage } from './messaging-access.js';
import { findImage } from './messaging.repository.js';

/**
 * Sends the image's bytes with the type recognised when it was stored (checked again from the bytes), never
 * sniffed by the browser, as an inline file with a name of its own.
 */
export async function sendImage(
  db: Db,
  actor: Actor,
  reply: FastifyReply,
  studentId: number,
  imageId: number,
) {
  await assertMayMessage(db, actor, { type: 'student', id: studentId }, `image ${imageId}`);
  const image = await findImage(db, actor.districtId, studentId, imageId);
  const bytes = image ? Buffer.from(image.content_base64, 'base64') : null;
  const type = bytes ? imageTypeOf(bytes) : null;
  if (!bytes || type === null || type !== (image!.content_type as MessageImageType))
    throw notFound('That image does not exist.');
  await reply
    .header('content-type', type)
    .header('content-length', String(bytes.length))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="message-image-${imageId}.${IMAGE_EXTENSIONS[type]}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
  return reply as never;
}

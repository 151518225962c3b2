/**
 * Images of students' replies: decoded from base64 strictly, recognised by their first bytes (PNG, JPEG, GIF,
 * WebP) and limited in size. What the sender claims is never trusted; the stored type is the recognised one.
 * NOTE: security-critical. The dashboard serves these bytes back with this type and nosniff.
 */
import { MESSAGE_IMAGE_MAX_BYTES, type MessageImageType, type ReplyRejection } from '@dash/contracts';

const SIGNATURES: { type: MessageImageType; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  {
    type: 'image/gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type the bytes begin with, or null when they are none of the allowed ones. */
export function imageTypeOf(bytes: Buffer): MessageImageType | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.type ?? null;
}

/** File name extension of each type, for Content-Disposition. */
export const IMAGE_EXTENSIONS: Record<MessageImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export type CheckedImage =
  { ok: true; contentType: MessageImageType; bytes: Buffer } | { ok: false; reason: ReplyRejection };

/** Checks an image a reply carries: base64, size, a recognised type and, when given, the type claimed. */
export function checkImage(image: { data_base64: string; content_type?: string }): CheckedImage {
  const text = image.data_base64.replace(/\s+/g, '');
  if (text.length === 0 || !BASE64.test(text)) return { ok: false, reason: 'image_not_base64' };
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > MESSAGE_IMAGE_MAX_BYTES) return { ok: false, reason: 'image_too_large' };
  const contentType = imageTypeOf(bytes);
  if (contentType === null) return { ok: false, reason: 'image_type_not_allowed' };
  const claimed = image.content_type?.trim().toLowerCase();
  if (
    claimed !== undefined &&
    claimed !== contentType &&
    !(claimed === 'image/jpg' && contentType === 'image/jpeg')
  )
    return { ok: false, reason: 'image_type_mismatch' };
  return { ok: true, contentType, bytes };
}

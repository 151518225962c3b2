/**
 * Previews kept between upload and apply, in this process's memory, for BULK_UPLOAD_TTL_MINUTES. Keyed by the
 * district and a random upload id (144 bits): only the district's admins can read or apply it. At most MAX_KEPT
 * previews at once (the oldest goes first), so uploads cannot fill the memory. A server restart forgets them: the
 * file is uploaded again.
 */
import { randomBytes } from 'node:crypto';
import { BULK_UPLOAD_TTL_MINUTES, type BulkFormat } from '@dash/contracts';
import type { UploadPlan, FormatColumns } from './plan-upload.js';
import type { UploadRecords } from './roster-records.js';

export interface StoredUpload {
  uploadId: string;
  districtId: number;
  customerId: number;
  fileName: string;
  format: BulkFormat;
  columns: FormatColumns;
  records: UploadRecords;
  plan: UploadPlan;
  expiresAt: number;
}

const MAX_KEPT = 20;
const uploads = new Map<string, StoredUpload>();

function dropExpired(now: number) {
  for (const [id, upload] of uploads) if (upload.expiresAt <= now) uploads.delete(id);
}

const keyOf = (districtId: number, uploadId: string) => `${districtId}/${uploadId}`;

/** Keeps a preview under a new random id (or `uploadId`, for test fixtures). */
export function keepUpload(
  upload: Omit<StoredUpload, 'uploadId' | 'expiresAt'>,
  now = Date.now(),
  uploadId = randomBytes(18).toString('base64url'),
): StoredUpload {
  dropExpired(now);
  while (uploads.size >= MAX_KEPT) uploads.delete(uploads.keys().next().value!);
  const stored = { ...upload, uploadId, expiresAt: now + BULK_UPLOAD_TTL_MINUTES * 60_000 };
  uploads.set(keyOf(upload.districtId, uploadId), stored);
  return stored;
}

/** The district's preview, or undefined (unknown, expired, or another district's). */
export function findUpload(districtId: number, uploadId: string, now = Date.now()) {
  dropExpired(now);
  return uploads.get(keyOf(districtId, uploadId));
}

export function forgetUpload(districtId: number, uploadId: string) {
  uploads.delete(keyOf(districtId, uploadId));
}

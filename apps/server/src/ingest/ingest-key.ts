/**
 * Per-district ingest keys: the math product sends `Authorization: Bearer <key>`; only the key's sha256
 * is stored (districts.ingest_key_hash).
 * NOTE: security-critical. Keys are compared as hashes in constant time; never log a key.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DbOrTrx } from '../db/database.js';
import { notAuthenticated } from '../http/app-error.js';
import { findDistrictByIngestKeyHash, setIngestKeyHash } from './ingest.repository.js';

/** The demo district's ingest key (documented in the README; not a secret). */
export const DEMO_INGEST_KEY = 'demo-ingest-key';

export const hashIngestKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export interface IngestCaller {
  districtId: number;
  /** The district's time zone, read with it: its batches need not read it again. */
  timeZone: string;
}

/** Finds the district of a bearer key, or throws a 401 that says what is wrong. */
export async function authenticateIngestKey(
  db: DbOrTrx,
  authorization: string | undefined,
): Promise<IngestCaller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw notAuthenticated('Send the district ingest key as "Authorization: Bearer <key>".');
  const hash = hashIngestKey(match[1]!);
  const district = await findDistrictByIngestKeyHash(db, hash);
  const stored = Buffer.from(district?.ingest_key_hash ?? '', 'hex');
  const given = Buffer.from(hash, 'hex');
  if (!district || stored.length !== given.length || !timingSafeEqual(stored, given)) {
    throw notAuthenticated('The ingest key is not valid for any district.');
  }
  return { districtId: district.district_id, timeZone: district.time_zone };
}

/** Sets a district's ingest key (stores its hash). */
export async function setIngestKey(db: DbOrTrx, districtId: number, key: string): Promise<void> {
  await setIngestKeyHash(db, districtId, hashIngestKey(key));
}

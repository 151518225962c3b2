/**
 * Messages are student records (spec §1): a district keeps them `message_retention_days` (districts column,
 * migration 007; 365 when unset), then they and their images are deleted. Run at every start (main.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export const DEFAULT_MESSAGE_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Each district's retention in days (the column is outside the typed roster table: read here only). */
async function retentionByDistrict(db: Db) {
  const rows = await sql<{ district_id: number; message_retention_days: number | null }>`
    SELECT district_id, message_retention_days FROM districts`.execute(db);
  return rows.rows.map((r) => ({
    districtId: Number(r.district_id),
    days:
      r.message_retention_days === null ? DEFAULT_MESSAGE_RETENTION_DAYS : Number(r.message_retention_days),
  }));
}

/** Sets a district's retention (tests, and an operator's change). */
export async function setMessageRetentionDays(db: Db, districtId: number, days: number) {
  await sql`UPDATE districts SET message_retention_days = ${days} WHERE district_id = ${districtId}`.execute(
    db,
  );
}

/** Deletes every message and image older than its district keeps them; returns how many of each went. */
export async function purgeExpiredMessages(db: Db, now = Date.now()) {
  const purged = { messages: 0, images: 0 };
  for (const { districtId, days } of await retentionByDistrict(db)) {
    const cutoff = now - days * DAY_MS;
    const messages = await db
      .deleteFrom('messages')
      .where('district_id', '=', districtId)
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    const images = await db
      .deleteFrom('message_images')
      .where('district_id', '=', districtId)
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    purged.messages += Number(messages.numDeletedRows);
    purged.images += Number(images.numDeletedRows);
  }
  return purged;
}

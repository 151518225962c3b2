/**
 * The district's ingest key (spec §2 /api-key): a district admin makes one (any earlier key stops working), sees
 * it once, and may revoke it. Only its sha256 is kept (districts.ingest_key_hash, checked by ingest/ingest-key.ts);
 * when and by whom it was made is in ingest_key_records. Each change is audited in its transaction, never the key.
 */
import { randomBytes } from 'node:crypto';
import type { ApiKeyCreated, ApiKeyStatus } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { withTransaction, type Db, type DbOrTrx } from '../db/database.js';
import { OneAtATime } from '../db/one-at-a-time.js';
import { forbidden } from '../http/app-error.js';
import { hashIngestKey } from '../ingest/ingest-key.js';
import { canManageApiKey } from '../policy/account-policy.js';

/** A district's key changes take turns in this process (two at once would conflict on the district row). */
const keyWrites = new OneAtATime<number>();

function requireKeyManager(actor: Actor, districtId: number) {
  if (districtId !== actor.districtId || !canManageApiKey(actor))
    throw forbidden('Only a district administrator manages the district’s API key.');
}

async function setKeyHash(trx: DbOrTrx, districtId: number, hash: string | null) {
  await trx
    .updateTable('districts')
    .set({ ingest_key_hash: hash })
    .where('district_id', '=', districtId)
    .execute();
  await trx.deleteFrom('ingest_key_records').where('district_id', '=', districtId).execute();
}

export async function readApiKeyStatus(db: Db, actor: Actor, districtId: number): Promise<ApiKeyStatus> {
  requireKeyManager(actor, districtId);
  const [district, record] = await Promise.all([
    db
      .selectFrom('districts')
      .select('ingest_key_hash')
      .where('district_id', '=', districtId)
      .executeTakeFirst(),
    db
      .selectFrom('ingest_key_records')
      .select('created_at')
      .where('district_id', '=', districtId)
      .executeTakeFirst(),
  ]);
  return { exists: Boolean(district?.ingest_key_hash), created_at: record?.created_at ?? null };
}

export async function createApiKey(
  db: Db,
  actor: Actor,
  districtId: number,
  ip: string,
  now = Date.now(),
): Promise<ApiKeyCreated> {
  requireKeyManager(actor, districtId);
  const key = `dk-${districtId}-${randomBytes(24).toString('hex')}`;
  await keyWrites.run(districtId, () =>
    withTransaction(
      db,
      async (trx) => {
        await setKeyHash(trx, districtId, hashIngestKey(key));
        await trx
          .insertInto('ingest_key_records')
          .values({ district_id: districtId, created_at: now, created_by: actor.customerId })
          .execute();
        await recordAudit(trx, audit(actor, 'api_key_created', ip), now);
      },
      { districtId },
    ),
  );
  return { key, created_at: now };
}

export async function revokeApiKey(db: Db, actor: Actor, districtId: number, ip: string): Promise<void> {
  requireKeyManager(actor, districtId);
  await keyWrites.run(districtId, () =>
    withTransaction(
      db,
      async (trx) => {
        await setKeyHash(trx, districtId, null);
        await recordAudit(trx, audit(actor, 'api_key_revoked', ip));
      },
      { districtId },
    ),
  );
}

const audit = (actor: Actor, action: 'api_key_created' | 'api_key_revoked', ip: string) => ({
  districtId: actor.districtId,
  customerId: actor.customerId,
  action,
  outcome: 'success' as const,
  target: `district:${actor.districtId}`,
  ip,
  detail: JSON.stringify({ before: null, after: action === 'api_key_created' ? 'key made' : 'no key' }),
});

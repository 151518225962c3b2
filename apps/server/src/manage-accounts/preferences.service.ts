/**
 * A customer's own preferences (spec §3 preferences and growth_as_percentage, §1 locales, §7 GET/PUT
 * /api/v1/districts/{id}/customers/me/preferences/{name}): growth as percent or fractions is the account's
 * column; the others live in the account's preferences document. Every change is audited in its transaction.
 */
import { PREFERENCE_SCHEMAS, type PreferenceName, type PreferenceValue } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { withTransaction, type Db, type DbOrTrx } from '../db/database.js';
import { badRequest } from '../http/app-error.js';

function customerRow(db: DbOrTrx, actor: Actor) {
  return db
    .selectFrom('customers')
    .select(['preferences', 'growth_as_percentage'])
    .where('district_id', '=', actor.districtId)
    .where('customer_id', '=', actor.customerId)
    .executeTakeFirstOrThrow();
}

function parseDocument(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function valueOf(row: { preferences: string; growth_as_percentage: boolean }, name: PreferenceName) {
  if (name === 'growth_as_percentage') return row.growth_as_percentage;
  const stored = parseDocument(row.preferences)[name];
  const parsed = PREFERENCE_SCHEMAS[name].safeParse(stored);
  return parsed.success ? (parsed.data as PreferenceValue) : name === 'hide_ftue' ? false : null;
}

export async function readPreference(db: Db, actor: Actor, name: PreferenceName): Promise<PreferenceValue> {
  return valueOf(await customerRow(db, actor), name);
}

export async function savePreference(
  db: Db,
  actor: Actor,
  name: PreferenceName,
  value: PreferenceValue,
  ip: string,
): Promise<PreferenceValue> {
  const parsed = PREFERENCE_SCHEMAS[name].safeParse(value);
  if (!parsed.success && !(name === 'locale' && value === null))
    throw badRequest(`That is not a value of ${name}.`, [{ path: 'value', message: 'Not allowed here.' }]);
  await withTransaction(db, async (trx) => {
    const row = await customerRow(trx, actor);
    const before = valueOf(row, name);
    if (before === value) return;
    const document = { ...parseDocument(row.preferences), [name]: value };
    if (value === null) delete document[name];
    await trx
      .updateTable('customers')
      .set(
        name === 'growth_as_percentage'
          ? { growth_as_percentage: value as boolean }
          : { preferences: JSON.stringify(document) },
      )
      .where('district_id', '=', actor.districtId)
      .where('customer_id', '=', actor.customerId)
      .execute();
    await recordAudit(trx, {
      districtId: actor.districtId,
      customerId: actor.customerId,
      action: 'preference_changed',
      outcome: 'success',
      target: `customer:${actor.districtId}:${actor.customerId}`,
      ip,
      detail: JSON.stringify({ name, before, after: value }),
    });
  });
  return value;
}

/**
 * A customer's own preferences (spec §3 preferences and growth_as_percentage, §1 locales, §7 GET/PUT
 * /api/v1/districts/{id}/customers/me/preferences/{name}): growth as percent or fractions is the account's
 * column; the others live in the account's preferences document, hide_ftue under the tour's versioned key
 * (spec §9 "hidden key version 18"). Every change is audited in its transaction.
 */
import {
  FTUE_HIDDEN_KEY,
  PREFERENCE_SCHEMAS,
  type PreferenceName,
  type PreferenceValue,
} from '@dash/contracts';
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

/** Where a preference lives in the document: hiding the tour hides only its current version. */
const documentKey = (name: Exclude<PreferenceName, 'growth_as_percentage'>) =>
  name === 'hide_ftue' ? FTUE_HIDDEN_KEY : name;

/** A preference kept in the account's preferences document (JSON), with its default when absent or damaged. */
export function preferenceInDocument(
  json: string,
  name: Exclude<PreferenceName, 'growth_as_percentage'>,
): PreferenceValue {
  const parsed = PREFERENCE_SCHEMAS[name].safeParse(parseDocument(json)[documentKey(name)]);
  return parsed.success ? (parsed.data as PreferenceValue) : name === 'hide_ftue' ? false : null;
}

function valueOf(row: { preferences: string; growth_as_percentage: boolean }, name: PreferenceName) {
  if (name === 'growth_as_percentage') return row.growth_as_percentage;
  return preferenceInDocument(row.preferences, name);
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
    const key = name === 'growth_as_percentage' ? name : documentKey(name);
    const document = { ...parseDocument(row.preferences), [key]: value };
    if (value === null) delete document[key];
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

import type { DbOrTrx } from '../db/database.js';
import type { SessionTable } from '../accounts/accounts.table.js';

export function insertSession(db: DbOrTrx, row: SessionTable) {
  return db.insertInto('sessions').values(row).execute();
}

export function findSession(db: DbOrTrx, sessionId: string) {
  return db.selectFrom('sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

export function touchSession(db: DbOrTrx, sessionId: string, at: number) {
  return db.updateTable('sessions').set({ last_seen_at: at }).where('session_id', '=', sessionId).execute();
}

export function endSession(db: DbOrTrx, sessionId: string, reason: string, at: number) {
  return db
    .updateTable('sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('session_id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every open session of a customer, optionally keeping one (the caller's own). */
export function endCustomerSessions(
  db: DbOrTrx,
  districtId: number,
  customerId: number,
  reason: string,
  at: number,
  exceptSessionId?: string,
) {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('district_id', '=', districtId)
    .where('customer_id', '=', customerId)
    .where('ended_at', 'is', null);
  if (exceptSessionId) query = query.where('session_id', '!=', exceptSessionId);
  return query.execute();
}

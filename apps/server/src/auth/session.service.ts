/**
 * Server-side sessions: an opaque 256-bit token in the cookie, its SHA-256 in the database.
 * NOTE: security-critical. Expiry, revocation and password reset all end here.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TOUCH_INTERVAL_SECONDS, type SessionEndReason } from '@dash/contracts';
import { loadActor } from '../accounts/accounts.service.js';
import type { Actor } from '../accounts/actor.js';
import type { Config } from '../config/config.js';
import { isWriteConflict, type Db } from '../db/database.js';
import { notAuthenticated, sessionEnded } from '../http/app-error.js';
import { endCustomerSessions, endSession, findSession, insertSession, touchSession } from './session.repository.js';

export const sessionIdForToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns the token for the cookie (never stored). */
export async function startSession(
  db: Db,
  account: { districtId: number; customerId: number },
  config: Pick<Config, 'sessionAbsoluteSeconds'>,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    session_id: sessionIdForToken(token),
    district_id: account.districtId,
    customer_id: account.customerId,
    created_at: now,
    last_seen_at: now,
    expires_at: now + config.sessionAbsoluteSeconds * 1000,
    ended_at: null,
    end_reason: null,
  });
  return token;
}

const END_REASONS_SHOWN: Record<string, SessionEndReason> = {
  expired: 'expired',
  revoked: 'revoked',
  reset: 'reset',
  session_unauthorized: 'session_unauthorized',
};

/**
 * Resolves a cookie token to the signed-in actor, or throws: 401 without a usable session,
 * 403 with the reason when the session ended (expired, revoked, password reset, account no longer valid).
 */
export async function authenticateToken(
  db: Db,
  token: string | undefined,
  config: Pick<Config, 'sessionIdleSeconds'>,
  now = Date.now(),
): Promise<Actor> {
  if (!token) throw notAuthenticated();
  const sessionId = sessionIdForToken(token);
  const session = await findSession(db, sessionId);
  if (!session) throw notAuthenticated();
  if (session.ended_at !== null) {
    const shown = END_REASONS_SHOWN[session.end_reason ?? ''];
    throw shown ? sessionEnded(shown) : notAuthenticated();
  }
  const idleExpired = now - session.last_seen_at > config.sessionIdleSeconds * 1000;
  if (now >= session.expires_at || idleExpired) {
    await endSession(db, sessionId, 'expired', now);
    throw sessionEnded('expired');
  }
  const actor = await loadActor(db, session.district_id, session.customer_id, sessionId);
  if (!actor || !actor.valid) {
    await endSession(db, sessionId, 'session_unauthorized', now);
    throw sessionEnded('session_unauthorized');
  }
  if (now - session.last_seen_at >= SESSION_TOUCH_INTERVAL_SECONDS * 1000) {
    // Best effort: parallel requests of one session touch the same row, and DuckDB refuses all but one
    // ("Conflict on update"); the one that won has recorded the activity, so the others must not fail.
    await touchSession(db, sessionId, now).catch((error: unknown) => {
      if (!isWriteConflict(error)) throw error;
    });
  }
  return actor;
}

export async function logout(db: Db, token: string | undefined, now = Date.now()): Promise<void> {
  if (token) await endSession(db, sessionIdForToken(token), 'logout', now);
}

/** Ends all of a customer's sessions, e.g. when an administrator revokes access. */
export function revokeSessions(db: Db, districtId: number, customerId: number, now = Date.now()) {
  return endCustomerSessions(db, districtId, customerId, 'revoked', now);
}

/** After a password change every other session of the customer ends with reason `reset`. */
export function endSessionsAfterPasswordChange(
  db: Db,
  districtId: number,
  customerId: number,
  keepSessionId: string | undefined,
  now = Date.now(),
) {
  return endCustomerSessions(db, districtId, customerId, 'reset', now, keepSessionId);
}

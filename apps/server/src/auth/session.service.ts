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
import { ReadCache } from '../db/read-cache.js';
import { notAuthenticated, sessionEnded } from '../http/app-error.js';
import {
  endCustomerSessions,
  endSession,
  findSession,
  insertSession,
  touchSession,
} from './session.repository.js';

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

/** The instants of a session row that decide whether it is still live. */
interface SessionClock {
  last_seen_at: number;
  expires_at: number;
}

/**
 * A session is live at `at` while it is within the idle limit of its last recorded request and before its
 * absolute expiry. The last request is recorded to a minute (a session is touched at most once a minute).
 */
export function isSessionLiveAt(session: SessionClock, idleMs: number, at: number): boolean {
  return at < session.expires_at && at - session.last_seen_at <= idleMs;
}

/**
 * How long a session was in use: from sign-in to its last request. A sign-out ends it when it came while the
 * session was live; a sign-out after the idle limit or the absolute expiry (the web app signs out a tab left
 * idle) or any other end (expiry, revocation, reset) counts up to the last recorded request, so an abandoned
 * session never counts its idle time.
 */
export function sessionUsageMs(
  session: SessionClock & { created_at: number; ended_at: number | null; end_reason: string | null },
  idleMs: number,
): number {
  const signOut = session.end_reason === 'logout' ? session.ended_at : null;
  const end =
    signOut !== null && isSessionLiveAt(session, idleMs, signOut)
      ? Math.max(signOut, session.last_seen_at)
      : session.last_seen_at;
  return Math.max(0, end - session.created_at);
}

const END_REASONS_SHOWN: Record<string, SessionEndReason> = {
  expired: 'expired',
  revoked: 'revoked',
  reset: 'reset',
  session_unauthorized: 'session_unauthorized',
};

/** What authenticateToken read for a session: the actor and the session's two instants. */
interface CachedSession {
  actor: Actor;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Sessions checked in the last few seconds. An entry is dropped by any write of this process to the tables
 * below (logout, revocation, password change, expiry, a touch, an account or roster change: see
 * db/read-cache.ts), and otherwise lives 5 s, which bounds what another process sharing a PostgreSQL could end
 * without this one seeing it. Idle and absolute expiry are checked against the cached instants on every request,
 * and a session due for a touch takes the full path.
 */
const sessionCache = new ReadCache<CachedSession>({
  tables: [
    'sessions',
    'customers',
    'districts',
    'customer_schools',
    'classrooms',
    'teachers',
    'guardian_students',
    'third_party_assessments',
  ],
  ttlMs: 5_000,
  maxEntries: 10_000,
});

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
  const idleMs = config.sessionIdleSeconds * 1000;
  const touchMs = SESSION_TOUCH_INTERVAL_SECONDS * 1000;
  const cached = sessionCache.get(db, sessionId, now);
  if (
    cached &&
    now < cached.expiresAt &&
    now - cached.lastSeenAt <= idleMs &&
    now - cached.lastSeenAt < touchMs
  )
    return cached.actor;
  // Concurrent requests of one session share one check (a busy page's requests all miss when an entry expires).
  let checking = sessionChecks.get(db);
  if (!checking) sessionChecks.set(db, (checking = new Map()));
  let check = checking.get(sessionId);
  if (!check) {
    check = checkSession(db, sessionId, idleMs, touchMs, now);
    checking.set(sessionId, check);
    const done = () => checking.delete(sessionId);
    check.then(done, done);
  }
  return check;
}

/** Sessions being checked, per database: one check at a time per session. */
const sessionChecks = new WeakMap<object, Map<string, Promise<Actor>>>();

/** Reads a session and its actor, ends it when no longer valid, touches it when due, and caches it otherwise. */
async function checkSession(
  db: Db,
  sessionId: string,
  idleMs: number,
  touchMs: number,
  now: number,
): Promise<Actor> {
  const version = sessionCache.version();
  const session = await findSession(db, sessionId);
  if (!session) throw notAuthenticated();
  if (session.ended_at !== null) {
    const shown = END_REASONS_SHOWN[session.end_reason ?? ''];
    throw shown ? sessionEnded(shown) : notAuthenticated();
  }
  if (!isSessionLiveAt(session, idleMs, now)) {
    await endSession(db, sessionId, 'expired', now);
    throw sessionEnded('expired');
  }
  const actor = await loadActor(db, session.district_id, session.customer_id, sessionId);
  if (!actor || !actor.valid) {
    await endSession(db, sessionId, 'session_unauthorized', now);
    throw sessionEnded('session_unauthorized');
  }
  if (now - session.last_seen_at >= touchMs) {
    // Best effort: parallel requests of one session touch the same row, and DuckDB refuses all but one
    // ("Conflict on update"); the one that won has recorded the activity, so the others must not fail.
    await touchSession(db, sessionId, now).catch((error: unknown) => {
      if (!isWriteConflict(error)) throw error;
    });
  } else {
    sessionCache.set(
      db,
      sessionId,
      { actor, expiresAt: session.expires_at, lastSeenAt: session.last_seen_at },
      version,
      now,
    );
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

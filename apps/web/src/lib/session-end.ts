import { LOGOUT_DELAY_MS, LOGOUT_PATH_FOR_REASON, type SessionEndReason } from '@dash/contracts';

type Navigate = (path: string) => void;

let navigateTo: Navigate = (path) => window.location.replace(path);
let hasEnded = false;

/** The router registers how to move to a logout page (client-side navigation instead of a reload). */
export function setSessionEndNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

/**
 * Ends the session once: later events are ignored until `resetSessionEnd` (spec §4: once revoked, no
 * further session events). Expiry waits LOGOUT_DELAY_MS so in-flight work can settle first.
 */
export function endSession(reason: SessionEndReason): void {
  if (hasEnded) return;
  hasEnded = true;
  const path = LOGOUT_PATH_FOR_REASON[reason];
  if (reason === 'expired' || reason === 'reset') {
    window.setTimeout(() => navigateTo(path), LOGOUT_DELAY_MS);
  } else {
    navigateTo(path);
  }
}

/** Called after a successful login so a new session can end again. */
export function resetSessionEnd(): void {
  hasEnded = false;
}

export function hasSessionEnded(): boolean {
  return hasEnded;
}

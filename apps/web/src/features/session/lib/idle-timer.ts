/**
 * The idle watch as a pure state machine (spec §4 Session): after `idleSeconds - warningSeconds` without
 * input the warning opens; input no longer counts while it is open (only "Stay signed in" does); when its
 * `warningSeconds` countdown runs out the session has expired.
 */

export interface IdleConfig {
  idleSeconds: number;
  warningSeconds: number;
}

export type IdleState =
  | { phase: 'active'; lastActivityAt: number }
  | { phase: 'warning'; lastActivityAt: number; expiresAt: number }
  | { phase: 'expired'; lastActivityAt: number };

export type IdlePhase = IdleState['phase'];

export type IdleEvent =
  { type: 'activity'; now: number } | { type: 'tick'; now: number } | { type: 'stay'; now: number };

/** Quiet time before the warning opens; never negative, even if the warning is longer than the idle limit. */
export function warningDelayMs(config: IdleConfig): number {
  return Math.max(0, config.idleSeconds - config.warningSeconds) * 1000;
}

export function warningDurationMs(config: IdleConfig): number {
  return Math.max(0, config.warningSeconds) * 1000;
}

export function initialIdleState(now: number): IdleState {
  return { phase: 'active', lastActivityAt: now };
}

/**
 * Advances the watch. Times are derived from the last activity rather than from when a tick happened,
 * so a tab that slept through the deadline expires on its first tick instead of starting a fresh countdown.
 */
export function idleReducer(state: IdleState, event: IdleEvent, config: IdleConfig): IdleState {
  if (state.phase === 'expired') return state;

  if (event.type === 'stay') return { phase: 'active', lastActivityAt: event.now };

  if (state.phase === 'active') {
    if (event.type === 'activity') return { phase: 'active', lastActivityAt: event.now };
    const warningAt = state.lastActivityAt + warningDelayMs(config);
    if (event.now < warningAt) return state;
    const expiresAt = warningAt + warningDurationMs(config);
    if (event.now >= expiresAt) return { phase: 'expired', lastActivityAt: state.lastActivityAt };
    return { phase: 'warning', lastActivityAt: state.lastActivityAt, expiresAt };
  }

  // Warning open: ordinary input is ignored, only the clock matters.
  if (event.type === 'tick' && event.now >= state.expiresAt) {
    return { phase: 'expired', lastActivityAt: state.lastActivityAt };
  }
  return state;
}

/** Whole seconds left on the warning countdown (rounded up, so it shows 1 until the very end). */
export function secondsRemaining(state: IdleState, now: number): number {
  if (state.phase === 'expired') return 0;
  if (state.phase === 'active') return Number.NaN;
  return Math.max(0, Math.ceil((state.expiresAt - now) / 1000));
}

/** Keepalive rule: ping only if the user did something since the previous ping. */
export function shouldPing(lastActivityAt: number, lastPingAt: number): boolean {
  return lastActivityAt > lastPingAt;
}

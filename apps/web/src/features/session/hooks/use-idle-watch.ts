import { useCallback, useEffect, useRef, useState } from 'react';
import {
  idleReducer,
  initialIdleState,
  secondsRemaining,
  type IdleConfig,
  type IdleEvent,
  type IdlePhase,
} from '../lib/idle-timer';

/** Input that counts as the user being present. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'pointerdown', 'scroll', 'wheel', 'touchstart'] as const;
const TICK_MS = 1000;

export interface IdleWatch {
  phase: IdlePhase;
  /** Whole seconds left while the warning is open. */
  secondsLeft: number;
  /** "Stay signed in": close the warning and restart the watch. */
  stay: () => void;
  getLastActivityAt: () => number;
}

/**
 * Watches user input and drives the timeout warning. The state lives in a ref so that a stream of
 * mousemove events costs no re-render; only phase and countdown changes update React state.
 */
export function useIdleWatch(config: IdleConfig): IdleWatch {
  const stateRef = useRef(initialIdleState(Date.now()));
  const [phase, setPhase] = useState<IdlePhase>('active');
  const [secondsLeft, setSecondsLeft] = useState(config.warningSeconds);
  const { idleSeconds, warningSeconds } = config;

  const apply = useCallback(
    (event: IdleEvent) => {
      const next = idleReducer(stateRef.current, event, { idleSeconds, warningSeconds });
      if (next === stateRef.current) return;
      stateRef.current = next;
      setPhase(next.phase);
      if (next.phase === 'warning') setSecondsLeft(secondsRemaining(next, event.now));
    },
    [idleSeconds, warningSeconds],
  );

  useEffect(() => {
    const handleActivity = () => apply({ type: 'activity', now: Date.now() });
    for (const name of ACTIVITY_EVENTS) {
      document.addEventListener(name, handleActivity, { passive: true, capture: true });
    }
    const interval = window.setInterval(() => {
      const now = Date.now();
      apply({ type: 'tick', now });
      if (stateRef.current.phase === 'warning') setSecondsLeft(secondsRemaining(stateRef.current, now));
    }, TICK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS)
        document.removeEventListener(name, handleActivity, { capture: true });
      window.clearInterval(interval);
    };
  }, [apply]);

  const stay = useCallback(() => apply({ type: 'stay', now: Date.now() }), [apply]);
  const getLastActivityAt = useCallback(() => stateRef.current.lastActivityAt, []);

  return { phase, secondsLeft, stay, getLastActivityAt };
}

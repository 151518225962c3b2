import { KEEPALIVE_SECONDS } from '@dash/contracts';
import { useEffect, useRef } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-end';
import { ping } from '../api/ping';
import { shouldPing } from '../lib/idle-timer';

/**
 * Pings /ping every KEEPALIVE_SECONDS while `isEnabled` and the user has been active since the last ping.
 * The interval is shortened to half the server idle limit when that limit is shorter, so an active user
 * is never expired by the server between pings. A non-200 answer means the session has expired;
 * a network failure is retried on the next interval.
 */
export function useKeepalive(isEnabled: boolean, getLastActivityAt: () => number, idleSeconds: number): void {
  const lastPingAtRef = useRef(Date.now());
  const intervalMs = Math.min(KEEPALIVE_SECONDS, Math.max(5, Math.floor(idleSeconds / 2))) * 1000;

  useEffect(() => {
    if (!isEnabled) return;
    const interval = window.setInterval(() => {
      if (!shouldPing(getLastActivityAt(), lastPingAtRef.current)) return;
      lastPingAtRef.current = Date.now();
      ping().catch((error: unknown) => {
        if (isApiRequestError(error)) endSession('expired');
      });
    }, intervalMs);
    return () => window.clearInterval(interval);
  }, [isEnabled, getLastActivityAt, intervalMs]);
}

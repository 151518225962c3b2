/**
 * Sends a page view with the time it was on screen when the educator leaves the page: on a route change, and
 * when the tab is hidden (the clock restarts when it is shown again). Guardians are not tracked (spec §6).
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE, type AnalyticsEvent } from '@dash/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageViewEvent } from './page-view';

/**
 * `fetch` with keepalive, so the request outlives a closing tab; unlike sendBeacon it carries the CSRF header
 * the server requires of every write. Failures are silent: analytics never interrupts the person.
 */
function sendPageView(event: AnalyticsEvent): void {
  void fetch('/a/events', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify(event),
  }).catch(() => undefined);
}

export function usePageViewTracking(customer: { district_id: number; role: string }): void {
  const { pathname } = useLocation();
  const isTracked = customer.role !== 'guardian';
  const districtId = customer.district_id;
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    if (!isTracked) return;
    const flush = () => {
      if (startedAt.current === null) return;
      const event = pageViewEvent(districtId, pathname, Date.now() - startedAt.current, new Date());
      startedAt.current = null;
      if (event) sendPageView(event);
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
      else startedAt.current = Date.now();
    };
    startedAt.current = document.visibilityState === 'hidden' ? null : Date.now();
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [pathname, districtId, isTracked]);
}

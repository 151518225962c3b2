import { MOBILE_MAX_WIDTH } from '@dash/contracts';
import { useSyncExternalStore } from 'react';

/** Wider than the mobile layout (spec §9 "mobile width <=768"). */
const WIDE_QUERY = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is wider than a phone's layout, followed as the window is resized. */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

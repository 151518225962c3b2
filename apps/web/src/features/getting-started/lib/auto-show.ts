/**
 * When the getting-started tour shows by itself (spec §2 "Unknown URLs"): once, right after signing in, for
 * customers who are not guardians, have not hidden it, are not configured to hide it, and are not on a phone
 * (spec §9 mobile width ≤ 768 px). The sign-in mark lives in session storage until the signed-in layout takes it.
 */
import { MOBILE_MAX_WIDTH, type Customer } from '@dash/contracts';
import { ftueScreensFor } from './ftue-screens';

type AutoShowCustomer = Pick<
  Customer,
  'role' | 'isAdmin' | 'policy' | 'preferences' | 'hide_ftue_configured'
>;

export function shouldAutoShowFtue(customer: AutoShowCustomer, viewportWidth: number): boolean {
  if (ftueScreensFor(customer).length === 0) return false;
  if (customer.preferences.hide_ftue || customer.hide_ftue_configured) return false;
  return viewportWidth > MOBILE_MAX_WIDTH;
}

const SIGNED_IN_KEY = 'ftueOffer';

/** Marks a fresh sign-in: the next signed-in page may offer the tour once. */
export function markFreshSignIn(): void {
  try {
    sessionStorage.setItem(SIGNED_IN_KEY, '1');
  } catch {
    // Storage blocked: the tour is simply not offered by itself.
  }
}

/** Whether the customer has just signed in; the mark is removed, so the tour is offered once per sign-in. */
export function takeFreshSignIn(): boolean {
  try {
    const isFresh = sessionStorage.getItem(SIGNED_IN_KEY) === '1';
    sessionStorage.removeItem(SIGNED_IN_KEY);
    return isFresh;
  } catch {
    return false;
  }
}

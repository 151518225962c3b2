/** Where unknown URLs, logins and expired visits lead (spec §2 "Unknown URLs"). */

export const LOGIN_PATH = '/login';
const NEXT_PARAM = 'next';

/** Pages that must never be the target of a post-login redirect. */
const NON_RETURNABLE = [LOGIN_PATH, '/logout'];

/**
 * Accepts only same-origin absolute paths (`/district/1`), never `//host`, `/\host` or a full URL,
 * so a crafted `?next=` cannot send a user to another site after they sign in.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const pathname = next.split(/[?#]/, 1)[0] ?? '';
  const isNonReturnable = NON_RETURNABLE.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return isNonReturnable ? null : next;
}

/** An unknown URL goes to the customer's default page when signed in, otherwise to the login page. */
export function resolveUnknownUrl(customer: { default_url: string } | null | undefined): string {
  return customer ? (safeNextPath(customer.default_url) ?? '/home') : LOGIN_PATH;
}

/** The login page for a protected URL, remembering it so the user comes back after signing in. */
export function loginPathFor(returnTo: string): string {
  const next = safeNextPath(returnTo);
  return next ? `${LOGIN_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}` : LOGIN_PATH;
}

/** After login: the remembered deep link if it is safe, else the customer's default URL. */
export function postLoginPath(search: string, defaultUrl: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  return safeNextPath(next) ?? safeNextPath(defaultUrl) ?? '/home';
}

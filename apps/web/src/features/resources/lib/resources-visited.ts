/**
 * The "FTUE resources visited" cookie (spec §3 client storage): set on the first visit to the Resources page, so
 * the start-here list greets a first-time visitor and not every time after.
 */
export const RESOURCES_VISITED_COOKIE = 'ftueResourcesVisited';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const hasVisitedResources = (cookies: string) =>
  cookies.split(';').some((part) => part.trim() === `${RESOURCES_VISITED_COOKIE}=1`);

/** The cookie line that records the visit (a year, whole site, first party only). */
export const visitedCookieLine = () =>
  `${RESOURCES_VISITED_COOKIE}=1; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

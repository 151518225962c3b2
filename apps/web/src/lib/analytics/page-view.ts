/**
 * What a page view sends to `POST /a/events` (spec §3 analytics event): the page as a route with its ids as
 * `:id`, the school, classroom and teacher the page was about, and the educator's local time with its offset.
 */
import { ANALYTICS_MAX_DURATION_MS, type AnalyticsEvent } from '@dash/contracts';

/** Views shorter than this are redirects or bounces, not reading: they are not sent. */
export const MIN_TRACKED_MS = 1000;

/** `/district/12/classroom/34` → `/district/:id/classroom/:id`; anything outside the route alphabet dropped. */
export function pageNameOf(pathname: string): string {
  const name = pathname
    .split('/')
    .map((segment) => (/^-?\d+$/.test(segment) ? ':id' : segment.replace(/[^A-Za-z0-9_-]/g, '')))
    .join('/')
    .replace(/\/+$/, '');
  return (name.startsWith('/') ? name : `/${name}`).slice(0, 120) || '/';
}

const CONTEXT_SEGMENTS = { school: 'schoolId', classroom: 'classroomId', teacher: 'teacherId' } as const;

/** The school, classroom and teacher a report path names (`/district/1/school/2` → schoolId 2). */
export function contextIdsOf(
  pathname: string,
): Pick<AnalyticsEvent, 'schoolId' | 'classroomId' | 'teacherId'> {
  const segments = pathname.split('/');
  const ids: Pick<AnalyticsEvent, 'schoolId' | 'classroomId' | 'teacherId'> = {};
  segments.forEach((segment, index) => {
    const field = CONTEXT_SEGMENTS[segment as keyof typeof CONTEXT_SEGMENTS];
    const value = Number(segments[index + 1]);
    if (field && Number.isInteger(value) && value >= 0) ids[field] = value;
  });
  return ids;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** ISO 8601 on the local clock with its offset, e.g. `2026-01-05T09:30:00.000-05:00`. */
export function localIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
  return `${day}T${time}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The event for a view of `pathname` that lasted `durationMs`, or null when too short to count. */
export function pageViewEvent(
  districtId: number,
  pathname: string,
  durationMs: number,
  endedAt: Date,
): AnalyticsEvent | null {
  if (durationMs < MIN_TRACKED_MS) return null;
  return {
    districtId,
    ...contextIdsOf(pathname),
    trackingDurationInMs: Math.min(Math.round(durationMs), ANALYTICS_MAX_DURATION_MS),
    localTimestamp: localIso(endedAt),
    page: pageNameOf(pathname),
  };
}

import { localDay, schoolYearOf } from '@dash/contracts';

/** The periods the report offers: the lists' 7 and 30 days (spec §9), 90 days, and this school year. */
export const ENGAGEMENT_DAY_OPTIONS = [7, 30, 90] as const;
export const DEFAULT_ENGAGEMENT_TIMEFRAME = '30d';

/** The timeframe code of this school year in the district's zone (e.g. 2025y). */
export const thisSchoolYearCode = (timeZone: string, now = Date.now()) =>
  `${schoolYearOf(localDay(now, timeZone))}y`;

/** A timeframe code the report offers, or the default. */
export function engagementTimeframeOf(raw: string | null, timeZone: string): string {
  if (
    raw &&
    (ENGAGEMENT_DAY_OPTIONS.map((d) => `${d}d`).includes(raw) || raw === thisSchoolYearCode(timeZone))
  )
    return raw;
  return DEFAULT_ENGAGEMENT_TIMEFRAME;
}

/**
 * The timeframe of a report request and the response envelope of spec §3, shared by every report: one
 * place turns the timeframe parameters (timeframe, or days / sy / fd+td of spec §7) into a period.
 */
import {
  localDay,
  parseTimeframe,
  TimeframeError,
  type ReportQuery,
  type Timeframe,
  type UsageMetrics,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import { badRequest } from '../../http/app-error.js';
import { isAdmin } from '../../policy/policy.js';
import type { Viewer } from '../lists/report-metrics.js';

export type TimeframeParams = Pick<ReportQuery, 'timeframe' | 'fd' | 'td' | 'sy' | 'days' | 'by'>;

/** Turns the timeframe parameters into a code. */
function timeframeCode(query: TimeframeParams, fallback: string): string {
  if (query.timeframe) return query.timeframe;
  if (query.fd || query.td) {
    if (!query.fd || !query.td) throw badRequest('A custom range needs both fd and td (YYYYMMDD).');
    return `fd${query.fd}td${query.td}`;
  }
  if (query.sy !== undefined) return `${query.sy}y`;
  if (query.days !== undefined) return `${query.days}d`;
  return fallback;
}

/** The period of a report in the district's zone; an invalid timeframe is a 400 saying why. */
export function resolveTimeframe(
  query: TimeframeParams,
  timeZone: string,
  fallback: string,
  now = Date.now(),
): Timeframe {
  try {
    const timeframe = parseTimeframe(timeframeCode(query, fallback), localDay(now, timeZone));
    return query.by ? { ...timeframe, granularity: query.by } : timeframe;
  } catch (error) {
    if (error instanceof TimeframeError)
      throw badRequest(error.message, [{ path: 'timeframe', message: error.message }]);
    throw error;
  }
}

/** Who reads the figures: admins see no warn status (spec §6). */
export const viewerOf = (actor: Actor): Viewer => ({ isAdmin: isAdmin(actor) });

/** The envelope of reports with totals: data, report dates, totals, no next page, no errors. */
export function totalsEnvelope<D, T>(data: D, timeframe: Timeframe, totals: T) {
  return {
    data,
    report_dates: { from_date: timeframe.from, to_date: timeframe.to },
    totals,
    links: { next_page: null },
    errors: [] as string[],
  };
}

/** The envelope of usage reports: the totals envelope with the granularity and whether averages apply. */
export function reportEnvelope<D>(data: D, timeframe: Timeframe, totals: UsageMetrics) {
  return {
    ...totalsEnvelope(data, timeframe, totals),
    granularity: timeframe.granularity,
    show_averages: timeframe.showAverages,
  };
}

/** A period of the standards reports: from null means "everything until `to`". */
export interface Period {
  from: string | null;
  to: string;
}

/** The period of a standards report as of now: everything until the district's today. */
export const untilToday = (actor: Actor, now: number): Period => ({
  from: null,
  to: localDay(now, actor.district.timeZone),
});

/** The envelope of standards reports (no usage totals). */
export function periodEnvelope<D>(data: D, period: Period, nextPage: string | null = null) {
  return {
    data,
    report_dates: { from_date: period.from, to_date: period.to },
    links: { next_page: nextPage },
    errors: [] as string[],
  };
}

import { BREADCRUMB_CODES, type ReportState } from '@dash/contracts';
import { reportHref, type ReportContext } from '../../../lib/report-links';
import type { ReportLocation } from './report-location';

/** Parameters that belong to one pane's view: a new tab starts without them (spec §2 tabs). */
const PANE_SCOPED_PARAMS = ['order', 'sort', 'standards'];

/** The current URL with some query parameters set (a string) or removed (undefined). */
export function withQuery(
  pathname: string,
  search: string,
  changes: Record<string, string | undefined>,
): string {
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) query.delete(key);
    else query.set(key, value);
  }
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Selecting a tab: sets the pane and resets order, sort and standards. */
export function paneHref(pathname: string, search: string, pane: string): string {
  const reset = Object.fromEntries(PANE_SCOPED_PARAMS.map((key) => [key, undefined]));
  return withQuery(pathname, search, { ...reset, pane });
}

/** Breadcrumb trail entry for the report being left: `sc12` (spec §2 short codes). */
export function crumbOf(location: Pick<ReportLocation, 'state' | 'itemId'>): string {
  return `${BREADCRUMB_CODES[location.state]}${location.itemId}`;
}

/**
 * A link from the current report down to another item: keeps the timeframe and extends the breadcrumbs.
 */
export function childHref(
  from: ReportLocation,
  state: ReportState,
  itemId: number,
  context: ReportContext,
  extra: Record<string, string | undefined> = {},
): string {
  const breadcrumbs = from.breadcrumbs ? `${from.breadcrumbs},${crumbOf(from)}` : crumbOf(from);
  return reportHref(from.districtId, state, itemId, context, {
    breadcrumbs,
    timeframe: from.timeframe,
    ...extra,
  });
}

export interface Crumb {
  state: ReportState;
  id: number;
}

const CODE_TO_STATE: Record<string, ReportState> = {
  d: 'district',
  sc: 'school',
  t: 'teacher',
  c: 'classroom',
  st: 'student',
};

/**
 * Reads the `breadcrumbs` parameter. `g` is shared by grade and guardian (spec §2); in a report trail it
 * names a grade. Unreadable entries are skipped.
 */
export function parseBreadcrumbs(value: string | undefined): Crumb[] {
  if (!value) return [];
  const crumbs: Crumb[] = [];
  for (const entry of value.split(',')) {
    const match = /^([a-z]+)(\d{1,15})$/.exec(entry.trim());
    if (!match) continue;
    const state = match[1] === 'g' ? 'grade' : CODE_TO_STATE[match[1]!];
    if (state) crumbs.push({ state, id: Number(match[2]) });
  }
  return crumbs;
}

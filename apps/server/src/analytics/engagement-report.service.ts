/**
 * The educator-engagement report (spec §2 /reports/newDashboardUsage): from the district's analytics events,
 * each educator's page views, time on pages, last visit and most-visited pages over the period, the same per
 * school, and the district's most-visited pages. A view counts on the district-local day it was stored.
 * Minutes are rounded once per educator (and once per page), and a school's minutes are the sum of its
 * educators', so the figures add up.
 */
import {
  ANALYTICS_TOP_PAGES,
  localDay,
  type DashboardUsageQuery,
  type DashboardUsageResponse,
  type EducatorEngagementRow,
  type PageCount,
  type Timeframe,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { DbOrTrx } from '../db/database.js';
import { deriveRole } from '../policy/policy.js';
import {
  listSchoolCustomers,
  listSchoolNames,
} from '../reports/customers-usage/customers-usage.repository.js';
import { resolveTimeframe, totalsEnvelope } from '../reports/shared/report-envelope.js';
import { listEducatorAccounts, listPageViews, type StoredPageView } from './analytics.repository.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The district lists' default period (spec §9: 30d for district schools and grades). */
export const DEFAULT_DASHBOARD_USAGE_TIMEFRAME = '30d';
/** District-wide pages listed. */
const DISTRICT_TOP_PAGES = 10;

interface Tally {
  views: number;
  ms: number;
}

interface EducatorTally extends Tally {
  last: number;
  pages: Map<string, Tally>;
}

const add = (tally: Tally, view: StoredPageView) => {
  tally.views++;
  tally.ms += view.duration_ms;
};
const minutesOf = (ms: number) => Math.round(ms / MINUTE_MS);

/** Pages by views, then time, then name; the first `limit`. */
function topPages(pages: Map<string, Tally>, limit: number): PageCount[] {
  return [...pages]
    .map(([page, t]) => ({ page, views: t.views, minutes: minutesOf(t.ms), ms: t.ms }))
    .sort((a, b) => b.views - a.views || b.ms - a.ms || a.page.localeCompare(b.page))
    .slice(0, limit)
    .map(({ page, views, minutes }) => ({ page, views, minutes }));
}

/** The district's stored page views whose local day falls in the period, per educator and per page. */
async function tallyViews(db: DbOrTrx, actor: Actor, timeframe: Timeframe) {
  const timeZone = actor.district.timeZone;
  // Wide enough for any zone offset; the exact local days are checked below.
  const from = Date.parse(`${timeframe.from}T00:00:00Z`) - DAY_MS;
  const to = Date.parse(`${timeframe.to}T00:00:00Z`) + 2 * DAY_MS;
  const byEducator = new Map<number, EducatorTally>();
  for (const view of await listPageViews(db, actor.districtId, from, to)) {
    const day = localDay(view.recorded_at, timeZone);
    if (day < timeframe.from || day > timeframe.to) continue;
    const tally = byEducator.get(view.customer_id) ?? { views: 0, ms: 0, last: 0, pages: new Map() };
    add(tally, view);
    tally.last = Math.max(tally.last, view.recorded_at);
    const page = tally.pages.get(view.page) ?? { views: 0, ms: 0 };
    add(page, view);
    tally.pages.set(view.page, page);
    byEducator.set(view.customer_id, tally);
  }
  return byEducator;
}

export async function getDashboardUsage(
  db: DbOrTrx,
  actor: Actor,
  query: DashboardUsageQuery,
  now = Date.now(),
): Promise<DashboardUsageResponse> {
  const timeframe = resolveTimeframe(query, actor.district.timeZone, DEFAULT_DASHBOARD_USAGE_TIMEFRAME, now);
  const [accounts, memberships, schools, tallies] = await Promise.all([
    listEducatorAccounts(db, actor.districtId),
    listSchoolCustomers(db, actor.districtId),
    listSchoolNames(db, actor.districtId),
    tallyViews(db, actor, timeframe),
  ]);
  const schoolName = new Map(schools.map((s) => [s.school_id, s.name]));
  const schoolsOf = new Map<number, Set<number>>();
  for (const m of memberships)
    schoolsOf.set(m.customer_id, (schoolsOf.get(m.customer_id) ?? new Set()).add(m.school_id));

  const districtPages = new Map<string, Tally>();
  const viewsOf = (customerId: number) => tallies.get(customerId)?.views ?? 0;
  // The most engaged first, so an admin sees who uses the dashboard without scrolling past those who do not.
  const educators: EducatorEngagementRow[] = accounts
    .sort(
      (a, b) =>
        viewsOf(b.customer_id) - viewsOf(a.customer_id) ||
        a.last_name.localeCompare(b.last_name) ||
        a.first_name.localeCompare(b.first_name) ||
        a.customer_id - b.customer_id,
    )
    .map((account) => {
      const tally = tallies.get(account.customer_id);
      for (const [page, t] of tally?.pages ?? []) {
        const total = districtPages.get(page) ?? { views: 0, ms: 0 };
        total.views += t.views;
        total.ms += t.ms;
        districtPages.set(page, total);
      }
      const role = deriveRole(account.account_kind, account.school_admin_mode);
      return {
        id: account.customer_id,
        first_name: account.first_name,
        last_name: account.last_name,
        role: role === 'guardian' ? 'teacher' : role,
        school_names: [...(schoolsOf.get(account.customer_id) ?? [])]
          .map((id) => schoolName.get(id) ?? '')
          .filter(Boolean)
          .sort((a, b) => a.localeCompare(b)),
        page_views: tally?.views ?? 0,
        minutes: minutesOf(tally?.ms ?? 0),
        last_visit: tally ? new Date(tally.last).toISOString() : null,
        top_pages: tally ? topPages(tally.pages, ANALYTICS_TOP_PAGES) : [],
      };
    });

  const byId = new Map(educators.map((e) => [e.id, e]));
  const schoolRows = schools.map((school) => {
    const members = memberships
      .filter((m) => m.school_id === school.school_id)
      .map((m) => byId.get(m.customer_id))
      .filter((e): e is EducatorEngagementRow => e !== undefined);
    const unique = [...new Map(members.map((e) => [e.id, e])).values()];
    return {
      school_id: school.school_id,
      name: school.name,
      educators: unique.length,
      active_educators: unique.filter((e) => e.page_views > 0).length,
      page_views: unique.reduce((sum, e) => sum + e.page_views, 0),
      minutes: unique.reduce((sum, e) => sum + e.minutes, 0),
    };
  });

  const totals = {
    page_views: educators.reduce((sum, e) => sum + e.page_views, 0),
    minutes: educators.reduce((sum, e) => sum + e.minutes, 0),
    active_educators: educators.filter((e) => e.page_views > 0).length,
    educators: educators.length,
  };
  const data = { educators, schools: schoolRows, pages: topPages(districtPages, DISTRICT_TOP_PAGES) };
  return totalsEnvelope(data, timeframe, totals);
}

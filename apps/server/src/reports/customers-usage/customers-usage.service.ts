/**
 * Customers usage (spec §3 customer usage row, schoolsCustomerUsage and teacherCustomerUsage): sessions of
 * the dashboard's teachers and administrators. A session counts in the period when it started on one of the
 * period's days in the district's time zone; its time is measured by the session rule (auth/session.service.ts:
 * sign-in to the last request or a sign-out while live, never an abandoned session's idle time).
 * Minutes are rounded once per customer, and every total is the sum of those minutes, so the figures add up:
 * a school's minutes are the sum of its rows, the district's the sum over its customers, and minutes per
 * session are the minutes shown over the sessions shown.
 */
import {
  localDay,
  type CustomersUsageQuery,
  type CustomersUsageTotals,
  type Timeframe,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import { sessionUsageMs } from '../../auth/session.service.js';
import type { Config } from '../../config/config.js';
import type { DbOrTrx } from '../../db/database.js';
import { resolveTimeframe, totalsEnvelope } from '../shared/report-envelope.js';
import {
  listSchoolCustomers,
  listSchoolNames,
  listSessionsStarted,
  type SessionSpan,
} from './customers-usage.repository.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
export const DEFAULT_CUSTOMERS_USAGE_TIMEFRAME = '7d';

export type UsageSettings = Pick<Config, 'sessionIdleSeconds'>;

interface Usage {
  sessions: number;
  minutes: number;
}

/** Measured time of a session; the request being served is the latest request of the viewer's own session. */
function measuredMs(s: SessionSpan, actor: Actor, idleMs: number, now: number): number {
  const span = s.session_id === actor.sessionId ? { ...s, last_seen_at: Math.max(s.last_seen_at, now) } : s;
  return sessionUsageMs(span, idleMs);
}

/** Sessions and minutes (rounded once per customer) per customer over the timeframe's days. */
async function usageByCustomer(
  db: DbOrTrx,
  actor: Actor,
  timeframe: Timeframe,
  settings: UsageSettings,
  now: number,
): Promise<Map<number, Usage>> {
  const timeZone = actor.district.timeZone;
  const idleMs = settings.sessionIdleSeconds * 1000;
  // Wide enough for any zone offset; the exact local days are checked below.
  const from = Date.parse(`${timeframe.from}T00:00:00Z`) - DAY_MS;
  const to = Date.parse(`${timeframe.to}T00:00:00Z`) + 2 * DAY_MS;
  const measured = new Map<number, { sessions: number; ms: number }>();
  for (const s of await listSessionsStarted(db, actor.districtId, from, to)) {
    const day = localDay(s.created_at, timeZone);
    if (day < timeframe.from || day > timeframe.to) continue;
    const m = measured.get(s.customer_id) ?? { sessions: 0, ms: 0 };
    m.sessions++;
    m.ms += measuredMs(s, actor, idleMs, now);
    measured.set(s.customer_id, m);
  }
  const usage = new Map<number, Usage>();
  for (const [customerId, m] of measured)
    usage.set(customerId, { sessions: m.sessions, minutes: Math.round(m.ms / MINUTE_MS) });
  return usage;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : null);
const perSession = (minutes: number, sessions: number) =>
  sessions > 0 ? Math.round((10 * minutes) / sessions) / 10 : null;

function totalsOf(customerIds: Iterable<number>, usage: Map<number, Usage>): CustomersUsageTotals {
  let total = 0;
  let active = 0;
  let sessions = 0;
  let minutes = 0;
  for (const id of customerIds) {
    total++;
    const u = usage.get(id);
    if (!u) continue;
    active++;
    sessions += u.sessions;
    minutes += u.minutes;
  }
  return {
    session_count: sessions,
    usage_time_in_min: minutes,
    ave_usage_time_per_session: perSession(minutes, sessions),
    active_customers: active,
    percent_total_customers: percent(active, total),
    total_customers: total,
    total_sessions: sessions,
  };
}

/** The period of the request (7 days unless it names one) and each customer's use of the dashboard in it. */
async function usageInPeriod(
  db: DbOrTrx,
  actor: Actor,
  query: CustomersUsageQuery,
  settings: UsageSettings,
  now: number,
) {
  const timeframe = resolveTimeframe(query, actor.district.timeZone, DEFAULT_CUSTOMERS_USAGE_TIMEFRAME, now);
  return { timeframe, usage: await usageByCustomer(db, actor, timeframe, settings, now) };
}

/** District: one row per school (every school of the district), sorted by name; totals over each customer once. */
export async function getDistrictCustomersUsage(
  db: DbOrTrx,
  actor: Actor,
  query: CustomersUsageQuery,
  settings: UsageSettings,
  now = Date.now(),
) {
  const [schools, customers, { timeframe, usage }] = await Promise.all([
    listSchoolNames(db, actor.districtId),
    listSchoolCustomers(db, actor.districtId),
    usageInPeriod(db, actor, query, settings, now),
  ]);
  const bySchool = new Map<number, Set<number>>();
  for (const c of customers)
    bySchool.set(c.school_id, (bySchool.get(c.school_id) ?? new Set()).add(c.customer_id));
  const data = schools.map((school) => {
    const t = totalsOf(bySchool.get(school.school_id) ?? [], usage);
    return {
      school_id: school.school_id,
      schoolName: school.name,
      active_customers: t.active_customers,
      active_sessions: t.session_count,
      percent_active_customers: t.percent_total_customers,
      total_customers: t.total_customers,
    };
  });
  return totalsEnvelope(data, timeframe, totalsOf(new Set(customers.map((c) => c.customer_id)), usage));
}

/** School: one row per teacher or administrator of the school, sorted by last and first name. */
export async function getSchoolCustomersUsage(
  db: DbOrTrx,
  actor: Actor,
  schoolId: number,
  query: CustomersUsageQuery,
  settings: UsageSettings,
  now = Date.now(),
) {
  const [customers, { timeframe, usage }] = await Promise.all([
    listSchoolCustomers(db, actor.districtId, schoolId),
    usageInPeriod(db, actor, query, settings, now),
  ]);
  const unique = new Map(customers.map((c) => [c.customer_id, c]));
  const data = [...unique.values()]
    .sort(
      (a, b) =>
        a.last_name.localeCompare(b.last_name) ||
        a.first_name.localeCompare(b.first_name) ||
        a.customer_id - b.customer_id,
    )
    .map((c) => {
      const u = usage.get(c.customer_id) ?? { sessions: 0, minutes: 0 };
      const average = perSession(u.minutes, u.sessions);
      return {
        id: c.customer_id,
        first_name: c.first_name,
        last_name: c.last_name,
        session_count: u.sessions,
        usage_time_in_min: u.minutes,
        usage_time_per_session: average,
        average_usage_time_in_min: average,
      };
    });
  return totalsEnvelope(data, timeframe, totalsOf(unique.keys(), usage));
}

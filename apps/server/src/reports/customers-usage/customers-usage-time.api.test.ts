/**
 * Session time in the customers usage reports, measured through real requests on a controlled clock: sign-in
 * to the last request (recorded by the once-a-minute touch) or to a sign-out while the session was live; an
 * abandoned session counts up to its last request, never its idle time, even when the web app signs it out
 * after the idle limit; the viewer's own session counts to the request being served. Totals add up: a school's
 * minutes are the sum of its rows, the district's the sum over its schools, minutes per session are the
 * minutes shown over the sessions shown.
 */
import { addDays, localDay } from '@dash/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localInstant } from '../../testing/learning-fixture.js';
import { jsonHeaders, login } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';

const TZ = 'America/New_York';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The day every session of this test starts on: three days before the real today (district time). */
const day = addDays(localDay(Date.now(), TZ), -3);
const RANGE = `fd${day.replace(/-/g, '')}td${day.replace(/-/g, '')}`;
const at = (hour: number, minutes: number, seconds = 0) =>
  localInstant(day, hour, TZ) + minutes * MINUTE + seconds * SECOND;

let idleMs: number;
const cookies: Record<string, string> = {};
/** What the school administrator saw of their own session 50 seconds after signing in. */
let ownSessionSeen: { session_count: number; usage_time_in_min: number } | undefined;

const request = (method: 'GET' | 'POST', url: string, cookie: string, time: number) => {
  vi.setSystemTime(time);
  return server.app.inject({ method, url, headers: { ...jsonHeaders, cookie } });
};
const use = async (cookie: string, time: number) => {
  const response = await request('GET', '/ping', cookie, time);
  expect(response.statusCode, response.body).toBe(200);
};
const signIn = (username: string, time: number) => {
  vi.setSystemTime(time);
  return login(server.app, username);
};
const signOut = (cookie: string, time: number) => request('POST', '/api/v1/auth/logout', cookie, time);
const base = () => `/r/districts/${server.home.districtId}`;
const schoolUrl = (schoolId: number) => `${base()}/schools/${schoolId}/customers/usage?timeframe=${RANGE}`;

const server = useTestServer({
  prepare: async () => {
    idleMs = server.config.sessionIdleSeconds * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    const { logins, roster, ids } = server.home;
    const sameSchoolTeacher = roster.customers.find((c) => c.teacher_id === ids.sameSchoolTeacherId)!;
    const schoolAdmin = roster.customers.find((c) => c.username === logins.schoolAdmin)!;

    // The school administrator signs in and opens their school's usage 50 seconds later (no touch yet), then
    // uses the dashboard until 9:20 and leaves the tab open.
    cookies.schoolAdmin = await signIn(logins.schoolAdmin, at(9, 0));
    const own = await request('GET', schoolUrl(ids.ownSchoolId), cookies.schoolAdmin, at(9, 0, 50));
    expect(own.statusCode, own.body).toBe(200);
    ownSessionSeen = own.json().data.find((r: { id: number }) => r.id === schoolAdmin.customer_id);
    await use(cookies.schoolAdmin, at(9, 20));

    // Teacher: signs out at 10:12:24 after requests until 10:10 (12.4 minutes).
    const teacher = await signIn(logins.teacher, at(10, 0));
    for (const [m, s] of [
      [0, 30],
      [4, 0],
      [9, 30],
      [10, 0],
    ] as const)
      await use(teacher, at(10, m, s));
    expect((await signOut(teacher, at(10, 12, 24))).statusCode).toBe(200);
    // Teacher: last request at 13:07, then the tab is left; the web app signs out after the idle limit (7 minutes).
    const abandoned = await signIn(logins.teacher, at(13, 0));
    await use(abandoned, at(13, 2));
    await use(abandoned, at(13, 7));
    expect((await signOut(abandoned, at(13, 7) + idleMs + 500)).statusCode).toBe(200);
    // Teacher: last request at 15:03, the next one finds the session expired (3 minutes).
    const expired = await signIn(logins.teacher, at(15, 0));
    await use(expired, at(15, 3));
    const refused = await request('GET', '/ping', expired, at(15, 3) + idleMs + MINUTE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().apiError.reason).toBe('expired');

    // Another teacher of the school: 5:04 and 0:20 (5.4 minutes over two sessions).
    const other = await signIn(sameSchoolTeacher.username, at(11, 0));
    await use(other, at(11, 1, 10));
    await use(other, at(11, 5));
    await signOut(other, at(11, 5, 4));
    const brief = await signIn(sameSchoolTeacher.username, at(11, 30));
    await signOut(brief, at(11, 30, 20));

    cookies.districtAdmin = await signIn(logins.districtAdmin, at(16, 0));
    vi.setSystemTime(at(16, 0, 10));
  },
});
afterAll(async () => {
  vi.useRealTimers();
});

interface CustomerRow {
  id: number;
  first_name: string;
  session_count: number;
  usage_time_in_min: number;
  usage_time_per_session: number | null;
  average_usage_time_in_min: number | null;
}
interface Totals {
  session_count: number;
  usage_time_in_min: number;
  ave_usage_time_per_session: number | null;
  active_customers: number;
  percent_total_customers: number | null;
  total_customers: number;
  total_sessions: number;
}
const get = async (url: string) => {
  const response = await request('GET', url, cookies.districtAdmin!, at(16, 0, 10));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const oneDecimal = (n: number) => Math.round(10 * n) / 10;

/** Every total is the sum of its rows; minutes per session and the percentage follow from the totals. */
function expectTotalsOf(
  totals: Totals,
  rows: { sessions: number; minutes: number; active: number; customers: number }[],
) {
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + f(r), 0);
  expect(totals).toEqual({
    session_count: sum((r) => r.sessions),
    usage_time_in_min: sum((r) => r.minutes),
    ave_usage_time_per_session: sum((r) => r.sessions)
      ? oneDecimal(sum((r) => r.minutes) / sum((r) => r.sessions))
      : null,
    active_customers: sum((r) => r.active),
    percent_total_customers: Math.round((100 * sum((r) => r.active)) / sum((r) => r.customers)),
    total_customers: sum((r) => r.customers),
    total_sessions: sum((r) => r.sessions),
  });
}

describe('session time in the customers usage reports', () => {
  it("counts the viewer's own session to the request being served, not 0 minutes", () => {
    expect(ownSessionSeen).toMatchObject({ session_count: 1, usage_time_in_min: 1 });
  });

  it('measures each session from sign-in to its last request or a live sign-out, never idle time', async () => {
    const { roster, ids } = server.home;
    const body = await get(schoolUrl(ids.ownSchoolId));
    const row = (customerId: number) => body.data.find((r: CustomerRow) => r.id === customerId);
    const teacher = roster.customers.find((c) => c.teacher_id === ids.ownTeacherId)!;
    const other = roster.customers.find((c) => c.teacher_id === ids.sameSchoolTeacherId)!;
    const admin = roster.customers.find((c) => c.username === server.home.logins.schoolAdmin)!;
    // 12.4 (signed out) + 7 (abandoned, signed out after the idle limit) + 3 (expired) = 22.4 minutes.
    expect(row(teacher.customer_id)).toMatchObject({
      session_count: 3,
      usage_time_in_min: 22,
      usage_time_per_session: 7.3,
      average_usage_time_in_min: 7.3,
    });
    // 5:04 + 0:20 = 5.4 minutes.
    expect(row(other.customer_id)).toMatchObject({
      session_count: 2,
      usage_time_in_min: 5,
      usage_time_per_session: 2.5,
    });
    // Open, last request at 9:20.
    expect(row(admin.customer_id)).toMatchObject({ session_count: 1, usage_time_in_min: 20 });
    const rows: CustomerRow[] = body.data;
    expectTotalsOf(
      body.totals,
      rows.map((r) => ({
        sessions: r.session_count,
        minutes: r.usage_time_in_min,
        active: r.session_count > 0 ? 1 : 0,
        customers: 1,
      })),
    );
    for (const r of rows)
      expect(r.usage_time_per_session).toBe(
        r.session_count ? oneDecimal(r.usage_time_in_min / r.session_count) : null,
      );
    expect(body.totals).toMatchObject({ session_count: 6, usage_time_in_min: 47 });
  });

  it("the district's totals are the sums over its schools", async () => {
    const district = await get(`${base()}/customers/usage?timeframe=${RANGE}`);
    const schools = await Promise.all(
      district.data.map(async (row: { school_id: number }) => ({
        row,
        report: await get(schoolUrl(row.school_id)),
      })),
    );
    for (const { row, report } of schools)
      expect(row).toMatchObject({
        active_customers: report.totals.active_customers,
        active_sessions: report.totals.session_count,
        percent_active_customers: report.totals.percent_total_customers,
        total_customers: report.totals.total_customers,
      });
    expectTotalsOf(
      district.totals,
      schools.map(({ report }) => ({
        sessions: report.totals.session_count,
        minutes: report.totals.usage_time_in_min,
        active: report.totals.active_customers,
        customers: report.totals.total_customers,
      })),
    );
    expect(district.totals).toMatchObject({ session_count: 6, usage_time_in_min: 47, active_customers: 3 });
  });
});

import { randomBytes } from 'node:crypto';
import { addDays, localDay, parseTimeframe } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { localInstant } from '../../testing/learning-fixture.js';
import { auditEntries } from '../../testing/session-actions.js';
import { login } from '../../testing/test-server.js';
import { useTestServer, type FixtureRole } from '../../testing/use-test-server.js';

const TZ = 'America/New_York';
const MINUTE = 60_000;
const today = localDay(Date.now(), TZ);
/** The hand-written sessions' period: the nine days before today (today's sign-ins of this test stay out). */
const from = addDays(today, -9);
const to = addDays(today, -1);
const RANGE = `fd${from.replace(/-/g, '')}td${to.replace(/-/g, '')}`;

interface HandSession {
  districtId: number;
  customerId: number;
  daysAgo: number;
  hour: number;
  /** Minutes from sign-in to the last request. */
  lastSeen: number;
  /** Minutes from sign-in to the end, and why it ended; none while open. */
  end?: { after: number; reason: string };
}

let sessions: HandSession[];
type Customer = (typeof server.home.roster.customers)[number];
let customerOf: {
  ownTeacher: Customer;
  sameSchoolTeacher: Customer;
  otherSchoolTeacher: Customer;
  schoolAdmin: Customer;
  districtAdmin: Customer;
  guardian: Customer;
};

// Teachers and guardians sign in only in the test that needs them: a sign-in today is a session today.
const server = useTestServer<FixtureRole>({
  signIn: ['districtAdmin', 'schoolAdmin'],
  prepare: async () => {
    const { roster, ids, logins } = server.home;
    const byTeacher = (teacherId: number) => roster.customers.find((c) => c.teacher_id === teacherId)!;
    const byLogin = (username: string) => roster.customers.find((c) => c.username === username)!;
    customerOf = {
      ownTeacher: byTeacher(ids.ownTeacherId),
      sameSchoolTeacher: byTeacher(ids.sameSchoolTeacherId),
      otherSchoolTeacher: byTeacher(ids.otherSchoolTeacherId),
      schoolAdmin: byLogin(logins.schoolAdmin),
      districtAdmin: byLogin(logins.districtAdmin),
      guardian: byLogin(logins.guardian),
    };
    const home = server.home.districtId;
    const foreignTeacher = server.foreign.roster.customers.find(
      (c) => c.teacher_id === server.foreign.ids.ownTeacherId,
    )!;
    sessions = [
      // Signed out after 25 minutes (the sign-out is its last request).
      {
        districtId: home,
        customerId: customerOf.ownTeacher.customer_id,
        daysAgo: 3,
        hour: 10,
        lastSeen: 24,
        end: { after: 25, reason: 'logout' },
      },
      // Expired: usage ends at the last request, not when the expiry was noticed.
      {
        districtId: home,
        customerId: customerOf.ownTeacher.customer_id,
        daysAgo: 1,
        hour: 13,
        lastSeen: 30,
        end: { after: 60, reason: 'expired' },
      },
      // Still open.
      { districtId: home, customerId: customerOf.ownTeacher.customer_id, daysAgo: 6, hour: 9, lastSeen: 5 },
      {
        districtId: home,
        customerId: customerOf.sameSchoolTeacher.customer_id,
        daysAgo: 8,
        hour: 10,
        lastSeen: 19,
        end: { after: 20, reason: 'logout' },
      },
      {
        districtId: home,
        customerId: customerOf.schoolAdmin.customer_id,
        daysAgo: 2,
        hour: 12,
        lastSeen: 12,
      },
      {
        districtId: home,
        customerId: customerOf.otherSchoolTeacher.customer_id,
        daysAgo: 5,
        hour: 14,
        lastSeen: 40,
        end: { after: 90, reason: 'revoked' },
      },
      // 23:00 local on the day before the period: already the next day in UTC, still outside the period.
      {
        districtId: home,
        customerId: customerOf.otherSchoolTeacher.customer_id,
        daysAgo: 10,
        hour: 23,
        lastSeen: 30,
      },
      // Guardians and district admins belong to no school.
      { districtId: home, customerId: customerOf.guardian.customer_id, daysAgo: 1, hour: 18, lastSeen: 10 },
      {
        districtId: home,
        customerId: customerOf.districtAdmin.customer_id,
        daysAgo: 1,
        hour: 8,
        lastSeen: 15,
      },
      // Another district's teacher.
      {
        districtId: server.foreign.districtId,
        customerId: foreignTeacher.customer_id,
        daysAgo: 1,
        hour: 11,
        lastSeen: 50,
      },
    ];
    for (const s of sessions) {
      const created = localInstant(addDays(today, -s.daysAgo), s.hour, TZ);
      await server.database.db
        .insertInto('sessions')
        .values({
          session_id: randomBytes(32).toString('hex'),
          district_id: s.districtId,
          customer_id: s.customerId,
          created_at: created,
          last_seen_at: created + s.lastSeen * MINUTE,
          expires_at: created + 12 * 60 * MINUTE,
          ended_at: s.end ? created + s.end.after * MINUTE : null,
          end_reason: s.end?.reason ?? null,
        })
        .execute();
    }
  },
});
const get = server.getAs;
const base = () => `/r/districts/${server.home.districtId}`;

// ---- Expectations from the hand-written sessions and the roster -----------------------------------------
/** Teachers and administrators of a school: the home school of their teacher record, or a school they administer. */
function customersOfSchool(schoolId: number): Customer[] {
  const { roster } = server.home;
  return roster.customers.filter(
    (c) =>
      c.account_kind !== 'guardian' &&
      ((c.teacher_id !== null &&
        roster.teachers.find((t) => t.teacher_id === c.teacher_id)?.school_id === schoolId) ||
        roster.customerSchools.some((cs) => cs.customer_id === c.customer_id && cs.school_id === schoolId)),
  );
}

/** Sessions (count, usage minutes unrounded) of a customer started on a day of [from, to]. */
function usageOf(customerId: number, first: string, last: string) {
  let count = 0;
  let minutes = 0;
  for (const s of sessions) {
    if (s.districtId !== server.home.districtId || s.customerId !== customerId) continue;
    const day = addDays(today, -s.daysAgo);
    if (day < first || day > last) continue;
    count++;
    minutes += s.end?.reason === 'logout' ? s.end.after : s.lastSeen;
  }
  return { count, minutes };
}

const pct = (a: number, b: number) => (b ? Math.round((100 * a) / b) : null);
const perSession = (minutes: number, count: number) =>
  count ? Math.round((10 * minutes) / count) / 10 : null;

/** The totals of a report over the period, each of `customerIds` (distinct) counted once. */
function expectedTotals(customerIds: readonly number[]) {
  const usage = customerIds.map((id) => usageOf(id, from, to));
  const sessionsCount = usage.reduce((n, u) => n + u.count, 0);
  const minutes = usage.reduce((n, u) => n + u.minutes, 0);
  const active = usage.filter((u) => u.count > 0).length;
  return {
    session_count: sessionsCount,
    usage_time_in_min: Math.round(minutes),
    ave_usage_time_per_session: perSession(minutes, sessionsCount),
    active_customers: active,
    percent_total_customers: pct(active, customerIds.length),
    total_customers: customerIds.length,
    total_sessions: sessionsCount,
  };
}

describe('GET /r/districts/{id}/customers/usage', () => {
  it('one row per school: active customers, their sessions, percent active, total customers; totals over each customer once', async () => {
    const response = await get(`${base()}/customers/usage?timeframe=${RANGE}`, 'districtAdmin');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.report_dates).toEqual({ from_date: from, to_date: to });
    const schools = [...server.home.roster.schools].sort((a, b) => a.name.localeCompare(b.name));
    const expected = schools.map((school) => {
      const customers = customersOfSchool(school.school_id);
      const usage = customers.map((c) => usageOf(c.customer_id, from, to));
      const active = usage.filter((u) => u.count > 0).length;
      return {
        school_id: school.school_id,
        schoolName: school.name,
        active_customers: active,
        active_sessions: usage.reduce((n, u) => n + u.count, 0),
        percent_active_customers: pct(active, customers.length),
        total_customers: customers.length,
      };
    });
    expect(body.data).toEqual(expected);
    const own = expected.find((r) => r.school_id === server.home.ids.ownSchoolId)!;
    expect(own).toMatchObject({ active_customers: 3, active_sessions: 5 });
    // Totals: every school customer once.
    const all = new Map(
      server.home.roster.schools
        .flatMap((s) => customersOfSchool(s.school_id))
        .map((c) => [c.customer_id, c]),
    );
    expect(body.totals).toEqual(expectedTotals([...all.keys()]));
    expect(body.totals.session_count).toBe(6);
  });

  it('defaults to the last 7 days, today included (the sign-ins of this test count)', async () => {
    const body = (await get(`${base()}/customers/usage`, 'districtAdmin')).json();
    const tf = parseTimeframe('7d', today);
    expect(body.report_dates).toEqual({ from_date: tf.from, to_date: tf.to });
    const own = body.data.find((r: { school_id: number }) => r.school_id === server.home.ids.ownSchoolId);
    // Hand-written sessions of the own school in the 7 days, and the school admin's sign-in today.
    const handWritten = customersOfSchool(server.home.ids.ownSchoolId).reduce(
      (n, c) => n + usageOf(c.customer_id, tf.from, tf.to).count,
      0,
    );
    expect(own.active_sessions).toBe(handWritten + 1);
    const other = body.data.find((r: { school_id: number }) => r.school_id === server.home.ids.otherSchoolId);
    expect(other.active_sessions).toBe(
      usageOf(customerOf.otherSchoolTeacher.customer_id, tf.from, tf.to).count,
    );
  });

  it('exports CSV with the schoolsCustomerUsage columns and audits the export', async () => {
    const json = (await get(`${base()}/customers/usage?timeframe=${RANGE}`, 'districtAdmin')).json();
    const before = await auditEntries(server, { action: 'export' });
    const csv = await get(`${base()}/customers/usage?timeframe=${RANGE}&format=csv`, 'districtAdmin');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    // The screen's columns, headed in the district's language.
    expect(lines[0]).toBe('School,Active educators,Sessions,Active educators (%)');
    expect(lines.length).toBe(json.data.length + 1);
    const own = json.data.find((r: { school_id: number }) => r.school_id === server.home.ids.ownSchoolId);
    expect(lines).toContain(
      `${own.schoolName},${own.active_customers},${own.active_sessions},${own.percent_active_customers}`,
    );
    const after = await auditEntries(server, { action: 'export' });
    expect(after.length).toBe(before.length + 1);
    const spanish = await get(
      `${base()}/customers/usage?timeframe=${RANGE}&format=csv&locale=es-mx`,
      'districtAdmin',
    );
    expect(spanish.body.split('\r\n')[0]).not.toMatch(/School|Sessions/);
  });

  it('is for the district admin only', async () => {
    expect((await get(`${base()}/customers/usage`, 'schoolAdmin')).statusCode).toBe(403);
  });
});

describe('GET /r/districts/{id}/schools/{schoolId}/customers/usage', () => {
  it('one row per teacher and administrator of the school with sessions, minutes and minutes per session', async () => {
    for (const role of ['districtAdmin', 'schoolAdmin'] as const) {
      const response = await get(
        `${base()}/schools/${server.home.ids.ownSchoolId}/customers/usage?timeframe=${RANGE}`,
        role,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      const customers = customersOfSchool(server.home.ids.ownSchoolId).sort(
        (a, b) =>
          a.last_name.localeCompare(b.last_name) ||
          a.first_name.localeCompare(b.first_name) ||
          a.customer_id - b.customer_id,
      );
      const expected = customers.map((c) => {
        const u = usageOf(c.customer_id, from, to);
        return {
          id: c.customer_id,
          first_name: c.first_name,
          last_name: c.last_name,
          session_count: u.count,
          usage_time_in_min: Math.round(u.minutes),
          usage_time_per_session: perSession(u.minutes, u.count),
          average_usage_time_in_min: perSession(u.minutes, u.count),
        };
      });
      expect(body.data).toEqual(expected);
      const teacher = body.data.find((r: { id: number }) => r.id === customerOf.ownTeacher.customer_id);
      // 25 (signed out) + 30 (expired at its last request) + 5 (open) minutes over three sessions.
      expect(teacher).toMatchObject({ session_count: 3, usage_time_in_min: 60, usage_time_per_session: 20 });
      expect(body.totals).toEqual(expectedTotals(customers.map((c) => c.customer_id)));
    }
  });

  it('exports CSV with the teacherCustomerUsage columns', async () => {
    const url = `${base()}/schools/${server.home.ids.ownSchoolId}/customers/usage?timeframe=${RANGE}`;
    const json = (await get(url, 'schoolAdmin')).json();
    const csv = await get(`${url}&format=csv`, 'schoolAdmin');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Sessions,Minutes,Minutes per session');
    const teacher = json.data.find((r: { id: number }) => r.id === customerOf.ownTeacher.customer_id);
    expect(lines).toContain(`${teacher.first_name},${teacher.last_name},3,60,20`);
    const idle = json.data.find((r: { session_count: number }) => r.session_count === 0);
    expect(lines).toContain(`${idle.first_name},${idle.last_name},0,0,`);
  });

  it("refuses another school's admin, teachers and guardians; bad input is a 400 naming the field", async () => {
    expect(
      (await get(`${base()}/schools/${server.home.ids.otherSchoolId}/customers/usage`, 'schoolAdmin'))
        .statusCode,
    ).toBe(403);
    server.cookies.teacher = await login(server.app, server.home.logins.teacher);
    server.cookies.guardian = await login(server.app, server.home.logins.guardian);
    for (const role of ['teacher', 'guardian'] as const) {
      expect(
        (await get(`${base()}/schools/${server.home.ids.ownSchoolId}/customers/usage`, role)).statusCode,
      ).toBe(403);
      expect((await get(`${base()}/customers/usage`, role)).statusCode).toBe(403);
    }
    for (const [query, field] of [
      ['format=xls', 'format'],
      ['days=0', 'days'],
      ['timeframe=fd20260230td20260301', 'timeframe'],
    ] as const) {
      const response = await get(
        `${base()}/schools/${server.home.ids.ownSchoolId}/customers/usage?${query}`,
        'districtAdmin',
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json().apiError.message, query).toMatch(
        field === 'timeframe' ? /date|timeframe|2026/i : new RegExp(field),
      );
    }
  });
});

import { SESSION_IDLE_SECONDS_DEFAULT, addDays, localDay } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { sessionIdForToken, sessionUsageMs } from '../auth/session.service.js';
import { useFixtureDistrict } from '../testing/use-fixture-district.js';
import { demoSessionRows, ensureDemoSessions } from './demo-sessions.js';

const TZ = 'America/Chicago';
const NOW = Date.parse('2026-11-20T19:30:00Z');
const IDLE_MS = SESSION_IDLE_SECONDS_DEFAULT * 1000;
const educators = Array.from({ length: 60 }, (_, i) => ({ customer_id: 1000 + i, isAdmin: i < 5 }));
const rows = demoSessionRows({ districtId: 1, timeZone: TZ, educators, seed: 7, now: NOW });
const minutesOf = (row: (typeof rows)[number]) => sessionUsageMs(row, IDLE_MS) / 60_000;

describe('demo educator sessions', () => {
  it('are the same for the same seed, apart from their ids', () => {
    const again = demoSessionRows({ districtId: 1, timeZone: TZ, educators, seed: 7, now: NOW });
    const withoutIds = (list: typeof rows) => list.map(({ session_id: _, ...rest }) => rest);
    expect(withoutIds(again)).toEqual(withoutIds(rows));
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(rows.length);
  });

  it('ended before now, each from a few minutes to under an hour of use, none of 0 minutes', () => {
    expect(rows.length).toBeGreaterThan(500);
    for (const row of rows) {
      expect(row.created_at).toBeLessThan(NOW);
      expect(row.last_seen_at).toBeGreaterThanOrEqual(row.created_at);
      if (row.ended_at !== null) expect(row.ended_at).toBeGreaterThanOrEqual(row.last_seen_at);
      expect(row.ended_at ?? row.last_seen_at + IDLE_MS).toBeLessThan(NOW);
      expect(minutesOf(row)).toBeGreaterThanOrEqual(1);
      expect(minutesOf(row)).toBeLessThanOrEqual(55);
    }
    const average = rows.reduce((n, r) => n + minutesOf(r), 0) / rows.length;
    expect(average).toBeGreaterThan(5);
    expect(average).toBeLessThan(20);
  });

  it('are signed out, left to the idle sign-out, or left open, mostly on school days in school hours', () => {
    const abandoned = rows.filter((r) => r.end_reason === 'logout' && r.ended_at! - r.last_seen_at > IDLE_MS);
    expect(abandoned.length).toBeGreaterThan(rows.length * 0.1);
    expect(rows.filter((r) => r.ended_at === null).length).toBeGreaterThan(rows.length * 0.05);
    const lastWeek = rows.filter((r) => localDay(r.created_at, TZ) >= addDays(localDay(NOW, TZ), -6));
    expect(new Set(lastWeek.map((r) => r.customer_id)).size).toBeGreaterThan(educators.length / 2);
    const hours = rows.map((r) =>
      Number(
        new Intl.DateTimeFormat('en-US', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' }).format(
          r.created_at,
        ),
      ),
    );
    expect(hours.filter((h) => h >= 7 && h < 17).length).toBeGreaterThan(rows.length * 0.7);
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(7);
  });

  it('have ids no token hashes to', () => {
    for (const row of rows.slice(0, 50)) {
      expect(row.session_id).not.toMatch(/^[0-9a-f]{64}$/);
      expect(sessionIdForToken(row.session_id)).not.toBe(row.session_id);
    }
  });
});

describe('ensureDemoSessions', () => {
  const fixture = useFixtureDistrict(11);

  it("adds the district's teachers' and school admins' sessions once", async () => {
    const added = await ensureDemoSessions(fixture.db, fixture.district.districtId, 3, NOW);
    expect(added).toBeGreaterThan(0);
    expect(await ensureDemoSessions(fixture.db, fixture.district.districtId, 3, NOW)).toBe(0);
    const stored = await fixture.db.selectFrom('sessions').select(['customer_id']).execute();
    expect(stored.length).toBe(added);
    const staff = new Set(
      fixture.district.roster.customers
        .filter((c) => c.account_kind === 'teacher' || c.account_kind === 'school_admin')
        .map((c) => c.customer_id),
    );
    for (const s of stored) expect(staff.has(s.customer_id)).toBe(true);
  });
});

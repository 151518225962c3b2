/**
 * Dashboard sessions of the demo district's teachers and school administrators over the school year up to
 * now, so the customers usage reports show plausible use: sign-ins around school hours on school days (a few
 * in the evening or at the weekend), a few minutes to most of an hour of use, then a sign-out, a tab left
 * until the web app signs it out after the idle limit, or a tab closed. The rows are what the server writes
 * for such sessions: last_seen_at is the last once-a-minute touch. Their ids are no token's hash, so no
 * cookie leads to them, and every one of them ended before `now`.
 */
import { randomBytes } from 'node:crypto';
import {
  SESSION_ABSOLUTE_SECONDS_DEFAULT,
  SESSION_IDLE_SECONDS_DEFAULT,
  SESSION_TOUCH_INTERVAL_SECONDS,
  addDays,
} from '@dash/contracts';
import type { SessionTable } from '../accounts/accounts.table.js';
import type { Db } from '../db/database.js';
import { createLocalClock, type LocalClock } from '../learning/local-time.js';
import { schoolCalendarFor, type DayKind } from '../simulator/school-calendar.js';
import { SeededRandom } from './random.js';

const MINUTE_MS = 60_000;
const IDLE_MS = SESSION_IDLE_SECONDS_DEFAULT * 1000;
const TOUCH_MS = SESSION_TOUCH_INTERVAL_SECONDS * 1000;
/** Ids of the sessions added here: never a SHA-256 in hex, so no token leads to them. */
const DEMO_SESSION_PREFIX = 'demo-';

export interface DemoEducator {
  customer_id: number;
  isAdmin: boolean;
}

/** Chance that an educator signs in on a day of each kind. */
const SIGN_IN_CHANCE: Record<DayKind, { teacher: number; admin: number }> = {
  school: { teacher: 0.3, admin: 0.6 },
  weekend: { teacher: 0.03, admin: 0.05 },
  holiday: { teacher: 0.03, admin: 0.05 },
  summer: { teacher: 0, admin: 0 },
};

/** The instant of a local wall-clock time: the UTC guess corrected by the zone's offset at that guess. */
function localTime(clock: LocalClock, day: string, minuteOfDay: number): number {
  const guess = Date.parse(`${day}T00:00:00Z`) + minuteOfDay * MINUTE_MS;
  return guess - (clock.wallClockOf(guess) - guess);
}

/** One session: sign-in, minutes of use, and how it ended; null when it would not have ended by `now`. */
function demoSession(
  rng: SeededRandom,
  districtId: number,
  customerId: number,
  createdAt: number,
  now: number,
): SessionTable | null {
  const useMs = Math.round(Math.min(55, Math.max(2, Math.exp(Math.log(9) + 0.7 * rng.normal()))) * MINUTE_MS);
  const lastRequest = createdAt + useMs;
  const lastTouch = Math.max(createdAt, lastRequest - Math.floor(rng.next() * TOUCH_MS));
  const ending = rng.next();
  // Signed out (the sign-out is the last request), signed out by the web app after the idle limit, or closed.
  const [endedAt, endReason] =
    ending < 0.6
      ? [lastRequest, 'logout']
      : ending < 0.85
        ? [lastRequest + IDLE_MS + rng.int(1, 120) * 1000, 'logout']
        : [null, null];
  if ((endedAt ?? lastRequest + IDLE_MS) >= now) return null;
  return {
    session_id: `${DEMO_SESSION_PREFIX}${randomBytes(24).toString('hex')}`,
    district_id: districtId,
    customer_id: customerId,
    created_at: createdAt,
    last_seen_at: lastTouch,
    expires_at: createdAt + SESSION_ABSOLUTE_SECONDS_DEFAULT * 1000,
    ended_at: endedAt,
    end_reason: endReason,
  };
}

/** The sessions of `educators` from the first day of the school year `now` falls in up to `now`. */
export function demoSessionRows(input: {
  districtId: number;
  timeZone: string;
  educators: readonly DemoEducator[];
  seed: number;
  now: number;
}): SessionTable[] {
  const rng = new SeededRandom(input.seed);
  const clock = createLocalClock(input.timeZone);
  const today = clock.dateOf(input.now);
  const calendar = schoolCalendarFor(today);
  const rows: SessionTable[] = [];
  for (let day = calendar.firstDay; day <= today; day = addDays(day, 1)) {
    const kind = calendar.kindOf(day);
    for (const educator of input.educators) {
      const chance = SIGN_IN_CHANCE[kind][educator.isAdmin ? 'admin' : 'teacher'];
      const signIns = rng.chance(chance) ? (educator.isAdmin && rng.chance(0.3) ? 2 : 1) : 0;
      for (let i = 0; i < signIns; i++) {
        // School days: 7:00–16:30, one in six in the evening (19:00–21:30); other days 9:00–20:00.
        const minuteOfDay =
          kind !== 'school'
            ? rng.int(9 * 60, 20 * 60)
            : rng.chance(1 / 6)
              ? rng.int(19 * 60, 21 * 60 + 30)
              : rng.int(7 * 60, 16 * 60 + 30);
        const createdAt = localTime(clock, day, minuteOfDay) + rng.int(0, 59) * 1000;
        const row = demoSession(rng, input.districtId, educator.customer_id, createdAt, input.now);
        if (row) rows.push(row);
      }
    }
  }
  return rows;
}

/** Adds the demo educators' sessions once (when the district has none of them yet); returns how many. */
export async function ensureDemoSessions(
  db: Db,
  districtId: number,
  seed: number,
  now = Date.now(),
): Promise<number> {
  const seeded = await db
    .selectFrom('sessions')
    .select('session_id')
    .where('district_id', '=', districtId)
    .where('session_id', 'like', `${DEMO_SESSION_PREFIX}%`)
    .limit(1)
    .executeTakeFirst();
  const district = await db
    .selectFrom('districts')
    .select('time_zone')
    .where('district_id', '=', districtId)
    .executeTakeFirst();
  if (seeded || !district) return 0;
  const educators = await db
    .selectFrom('customers')
    .select(['customer_id', 'account_kind'])
    .where('district_id', '=', districtId)
    .where('valid', '=', true)
    .where('account_kind', 'in', ['teacher', 'school_admin'])
    .orderBy('customer_id')
    .execute();
  const rows = demoSessionRows({
    districtId,
    timeZone: district.time_zone,
    educators: educators.map((a) => ({
      customer_id: a.customer_id,
      isAdmin: a.account_kind === 'school_admin',
    })),
    seed,
    now,
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('sessions')
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.length;
}

/**
 * The activity feed (spec §2 Activity, §4 infinite scroll, §9: 30 days, to-date tomorrow): a page of a classroom's
 * or a student's events newest first, and the tokens of the next page; a student's engagement achievements.
 */
import {
  ACTIVITY_PAGE_SIZE,
  addDays,
  ENGAGEMENT_DEFAULT_TIMEFRAME,
  ENGAGEMENT_EVENT_CODES,
  EVENT_CODES,
  EVENT_EARLIEST_MS,
  localDay,
  WINDOWS,
  type ActivityQuery,
  type ActivityResponse,
  type EngagementActivityResponse,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { badRequest } from '../../http/app-error.js';
import { resolveTimeframe, type TimeframeParams } from '../shared/report-envelope.js';
import { activityEventsOf } from './activity-record.js';
import { ReadCache } from '../../db/read-cache.js';
import {
  findActivityPage,
  findGroupCounts,
  findOwnerNames,
  type ActivityDays,
  type ActivityRow,
  type PageRequest,
  type StudentName,
} from './activity.repository.js';
import type { StudentOwners } from '../shared/lesson-group-states.js';

const dayOf = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
const digitsOf = (day: string) => day.replaceAll('-', '');
/** The from-date a next page of an "until now" feed carries: the earliest day an event may have. */
const EARLIEST_DAY = localDay(EVENT_EARLIEST_MS, 'UTC');

/**
 * The days a request reads: up to td (default tomorrow, so today is read whole), from the next-page token pd,
 * else everything (untilNow), else fd, else `days` (default 30) before td.
 */
export function activityDays(query: Partial<ActivityQuery>, today: string): ActivityDays {
  const before = query.td ? dayOf(query.td) : addDays(today, 1);
  const from = query.pd
    ? dayOf(query.pd)
    : query.untilNow
      ? null
      : query.fd
        ? dayOf(query.fd)
        : addDays(before, -(query.days ?? WINDOWS.activityDays));
  if (from !== null && from >= before) {
    const message = 'The first day read must come before td.';
    throw badRequest(message, [{ path: query.pd ? 'pd' : 'fd', message }]);
  }
  return { from, before };
}

/**
 * The names of a classroom's or a student's students, reused for a few seconds: dropped by any write of this
 * process to students or enrollments (db/read-cache.ts), like the policy's target facts.
 */
const ownerNames = new ReadCache<ReadonlyMap<number, StudentName>>({
  tables: ['students', 'enrollments'],
  ttlMs: 5_000,
  maxEntries: 10_000,
});

/**
 * A page of events with their students' names. The kept names give the students' ids, so the page is read by
 * id (which lets the events' zone maps skip the blocks of other students); a student the kept names lack
 * (enrolled by another process since) is found when the names are next read, within their few seconds.
 */
async function namedPage(db: DbOrTrx, districtId: number, request: PageRequest): Promise<ActivityRow[]> {
  const key = `${districtId}:${JSON.stringify(request.owners)}`;
  const names = await ownerNames.getOrLoad(db, key, () => findOwnerNames(db, districtId, request.owners));
  const rows = await findActivityPage(db, districtId, { ...request, studentIds: [...names.keys()] });
  return rows.flatMap((row) => {
    const name = names.get(row.student_id);
    return name ? [{ ...row, ...name }] : [];
  });
}

/** Builds a page's records with the counts of the groups its struggling events name. */
async function recordsOf(db: DbOrTrx, actor: Actor, rows: ActivityRow[]) {
  const struggling = rows.filter(
    (row) => row.event_code === EVENT_CODES.GROUP_STRUGGLING && row.lesson_group_id !== null,
  );
  const groupCounts = await findGroupCounts(
    db,
    actor.districtId,
    [...new Set(struggling.map((row) => row.student_id))],
    [...new Set(struggling.map((row) => row.lesson_group_id!))],
  );
  return activityEventsOf(rows, { groupCounts, academicStandard: actor.district.academicStandard });
}

/** One page of activity and the tokens of the next (all null after the last page). */
export async function activityPage(
  db: DbOrTrx,
  actor: Actor,
  owners: StudentOwners,
  query: Partial<ActivityQuery>,
  now = Date.now(),
): Promise<ActivityResponse> {
  const days = activityDays(query, localDay(now, actor.district.timeZone));
  const limit = query.ps ?? ACTIVITY_PAGE_SIZE.default;
  const after = query.pu !== undefined && query.pt !== undefined ? { at: query.pt, uid: query.pu } : null;
  const rows = await namedPage(db, actor.districtId, { owners, days, after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page.at(-1)! : null;
  const pd = digitsOf(days.from ?? EARLIEST_DAY);
  return {
    data: await recordsOf(db, actor, page),
    report_dates: { from_date: days.from, to_date: addDays(days.before, -1) },
    pu: last?.uid ?? null,
    pt: last?.occurred_at ?? null,
    pd: last ? pd : null,
    links: {
      next_page: last
        ? `?${new URLSearchParams({ pu: last.uid, pt: String(last.occurred_at), pd, ps: String(limit) })}`
        : null,
    },
    errors: [],
  };
}

/** Most engagement achievements one answer lists (a school year holds far fewer). */
const ENGAGEMENT_MAX = 1000;

/** A student's engagement achievements in a period (default: this school year), newest first. */
export async function engagementActivity(
  db: DbOrTrx,
  actor: Actor,
  studentId: number,
  query: TimeframeParams,
  now = Date.now(),
): Promise<EngagementActivityResponse> {
  const period = resolveTimeframe(query, actor.district.timeZone, ENGAGEMENT_DEFAULT_TIMEFRAME, now);
  const rows = await namedPage(db, actor.districtId, {
    owners: { studentId },
    days: { from: period.from, before: addDays(period.to, 1) },
    after: null,
    limit: ENGAGEMENT_MAX,
    codes: ENGAGEMENT_EVENT_CODES,
  });
  return {
    data: await recordsOf(db, actor, rows),
    report_dates: { from_date: period.from, to_date: period.to },
    links: { next_page: null },
    errors: [],
  };
}

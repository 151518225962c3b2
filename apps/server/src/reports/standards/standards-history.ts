/**
 * Standards as they stood on a past day (a report window ending before today): each standard's slots passed by
 * the end of that day (student_lesson_passes.passed_at, placement passes included), and the percent and status
 * they made then. A window ending today reads the stored progress as it is (the fast path).
 */
import { localDay, parseTimeframe, PROFICIENT_PERCENT, TimeframeError } from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { badRequest } from '../../http/app-error.js';
import { foldContextFor } from '../../learning/learning.service.js';
import { addDays, localDayStart } from '../../learning/local-time.js';
import { percentCompleteOf, proficiencyStatusOf } from '../../learning/rules.js';
import { untilToday, type Period } from '../shared/report-envelope.js';
import {
  listStandardHistory,
  listStandardStates,
  type StandardHistoryRow,
  type StandardStateRow,
  type StandardStatesQuery,
} from './standards.repository.js';

/**
 * The period of a standards request (spec §7): fd and td (YYYYMMDD, both or neither), or everything until
 * today (untilNow, the default; it cannot be combined with fd and td).
 */
export function standardsPeriod(
  actor: Actor,
  query: { fd?: string; td?: string; untilNow?: boolean },
  now: number,
): Period {
  if (query.fd === undefined && query.td === undefined) return untilToday(actor, now);
  const missing = query.fd === undefined ? 'fd' : query.td === undefined ? 'td' : null;
  if (missing) {
    const message = 'a period needs both fd and td (YYYYMMDD); leave both out for everything until now';
    throw badRequest(`Invalid "${missing}" in the query string: ${message}.`, [{ path: missing, message }]);
  }
  if (query.untilNow === true) {
    const message = 'untilNow=true cannot be combined with fd and td';
    throw badRequest(`Invalid "untilNow" in the query string: ${message}.`, [{ path: 'untilNow', message }]);
  }
  try {
    const timeframe = parseTimeframe(`fd${query.fd}td${query.td}`, localDay(now, actor.district.timeZone));
    return { from: timeframe.from, to: timeframe.to };
  } catch (error) {
    if (error instanceof TimeframeError)
      throw badRequest(`Invalid "fd"/"td" in the query string: ${error.message}`, [
        { path: 'fd', message: error.message },
      ]);
    throw error;
  }
}

/** A past local day: the day, and the first instant after it in the district's zone. */
export interface AsOfDay {
  day: string;
  beforeMs: number;
}

/** The past day a period ends on, or null when it ends today or later (the statuses of now). */
export function asOfDayOf(actor: Actor, period: Period, now: number): AsOfDay | null {
  if (period.to >= localDay(now, actor.district.timeZone)) return null;
  return { day: period.to, beforeMs: periodInstants(actor, period).endMs };
}

/**
 * One standard of one student as it stood at the end of `asOf.day`. A row unchanged since then is as stored;
 * one proficient by then (by its slots or a 701 event) is proficient; otherwise the percent of its slots passed
 * by then, and its status by that percent (whether it needed attention then is not kept: in progress).
 */
export function standardStateAsOf(row: StandardHistoryRow, asOf: AsOfDay): StandardStateRow {
  const base = {
    student_id: row.student_id,
    standard_id: row.standard_id,
    started_date: row.started_date,
    started_by_placement: row.started_by_placement,
    proficient_by_placement: row.proficient_by_placement,
  };
  if (row.last_activity_at < asOf.beforeMs)
    return {
      ...base,
      percent_complete: row.percent_complete,
      proficiency_status: row.proficiency_status,
      proficient_date: row.proficient_date,
    };
  if (row.proficient_date !== null && row.proficient_date <= asOf.day)
    return {
      ...base,
      percent_complete: PROFICIENT_PERCENT,
      proficiency_status: 'PROFICIENT',
      proficient_date: row.proficient_date,
    };
  const percent = Math.min(PROFICIENT_PERCENT - 1, percentCompleteOf(row.slots_passed_then, row.slots_count));
  return {
    ...base,
    percent_complete: percent,
    proficiency_status: proficiencyStatusOf(percent),
    proficient_date: null,
  };
}

/** A period as instants in the district's zone: [startMs, endMs), startMs 0 when it has no first day. */
export function periodInstants(actor: Actor, period: Period): { startMs: number; endMs: number } {
  const { clock } = foldContextFor({ districtId: actor.districtId, timeZone: actor.district.timeZone });
  return {
    startMs: period.from === null ? 0 : localDayStart(clock, period.from),
    endMs: localDayStart(clock, addDays(period.to, 1)),
  };
}

/** Progress rows now (asOf null), or as they stood at the end of a past day. */
export async function standardStatesAsOf(
  db: DbOrTrx,
  query: StandardStatesQuery,
  asOf: AsOfDay | null,
): Promise<StandardStateRow[]> {
  if (asOf === null) return listStandardStates(db, query);
  const rows = await listStandardHistory(db, { ...query, ...asOf });
  return rows.map((row) => standardStateAsOf(row, asOf));
}

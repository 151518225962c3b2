/**
 * A district's list of schools from the per-school sums (learning/school-sums.ts, ARCHITECTURE "Per-school sums"):
 * a hundred schools' days instead of every student's. Read only while the sums were built from the roster as it
 * stands; the check is kept until a write of the roster tables (this process's or another server's, announced)
 * or `CHECK_AGAIN_MS`, which bounds a change nobody announced (manual SQL). When the roster moved the list is
 * summed per student as before and the sums are rebuilt in the background, between ingest batches.
 */
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database.js';
import { tablesVersion } from '../../db/write-counts.js';
import { rebuildSchoolSumsBetweenBatches } from '../../ingest/ingest.service.js';
import { rosterMatchesSchoolSums, WHOLE_DISTRICT } from '../../learning/school-sums.js';
import { progressedInStartSql } from '../shared/standards-growth.js';
import {
  coversDistrict,
  date,
  gradeStandardsCte,
  nameJoin,
  type AggregateInput,
  type GroupAggregate,
} from './member-sql.js';

/** The tables whose writes can leave the sums built on another roster. */
const ROSTER_TABLES = ['classrooms', 'enrollments', 'students', 'school_member', 'school_sums_roster'];
/** How long a check that the roster matches is trusted without a write to say otherwise. */
const CHECK_AGAIN_MS = 60_000;

interface Check {
  version: number;
  at: number;
  matches: boolean;
}

/** Per database, per district: the latest check that the sums match the roster, and a rebuild under way. */
const checks = new WeakMap<Db, Map<number, Check>>();
const rebuilding = new Set<Promise<void>>();
const rebuildingDistricts = new WeakMap<Db, Set<number>>();

/** Rebuilds the district's sums unless a rebuild is under way; failures are logged, the lists stay per student. */
function rebuildInBackground(db: Db, districtId: number): void {
  const districts = rebuildingDistricts.get(db) ?? new Set<number>();
  rebuildingDistricts.set(db, districts);
  if (districts.has(districtId)) return;
  districts.add(districtId);
  const done: Promise<void> = rebuildSchoolSumsBetweenBatches(db, districtId)
    .catch((error: unknown) => console.error(`per-school sums of district ${districtId} not rebuilt:`, error))
    .finally(() => {
      districts.delete(districtId);
      rebuilding.delete(done);
    });
  rebuilding.add(done);
}

/** Settles the rebuilds under way (a server closing, a test ending). */
export async function schoolSumsRebuilt(): Promise<void> {
  await Promise.all(rebuilding);
}

/** Whether the input is a list the sums answer, and they match the roster; if they do not, has them rebuilt. */
export async function answeredBySchoolSums(db: DbOrTrx, input: AggregateInput): Promise<boolean> {
  if (input.kind !== 'school' || !coversDistrict(input)) return false;
  const { districtId } = input;
  if (db.isTransaction) return rosterMatchesSchoolSums(db, districtId);
  const root = db as Db;
  const ofDb = checks.get(root) ?? new Map<number, Check>();
  checks.set(root, ofDb);
  const version = tablesVersion(ROSTER_TABLES, districtId);
  const kept = ofDb.get(districtId);
  if (kept && kept.version === version && Date.now() - kept.at < CHECK_AGAIN_MS) return kept.matches;
  const matches = await rosterMatchesSchoolSums(root, districtId);
  ofDb.set(districtId, { version, at: Date.now(), matches });
  if (!matches) rebuildInBackground(root, districtId);
  return matches;
}

/** The list's statement over the sums: the schools, and a last row (is_total) for the whole district. */
export function schoolSumsQuery(input: AggregateInput, withTotals: boolean) {
  const { districtId, period } = input;
  const from = date(period.from);
  const to = date(period.to);
  const names = nameJoin('school', districtId);
  const none = sql`cast(null as text)`;
  const sums = sql`g.count_students, g.count_active_students, g.session_ms, g.extended_ms, g.lessons_completed,
    g.standards_growth, g.standards_partial_growth, g.standards_count`;
  const totals = withTotals
    ? sql`
    union all
    select cast(null as integer) as id, ${none} as name, ${none} as first_name, ${none} as last_name, cast(null as integer) as grade,
      ${none} as city, ${none} as zip, ${none} as email_address, true as is_total, ${sums}
    from g where g.group_id = ${WHOLE_DISTRICT}`
    : sql``;
  return sql<GroupAggregate & { is_total: boolean }>`
    with ${gradeStandardsCte(input.academicStandard)},
    roster as (
      select r.school_id, sum(r.students) as count_students, coalesce(sum(r.students * gs.n), 0) as standards_count
      from school_grade r left join grade_standards gs on gs.grade_id = r.grade_id
      where r.district_id = ${districtId}
      group by r.school_id
    ),
    days as (
      select school_id, coalesce(bit_count(bit_or(active)), 0) as count_active_students, sum(session_ms) as session_ms,
        sum(extended_ms) as extended_ms, sum(lessons_completed) as lessons_completed, sum(standards_grown) as standards_growth
      from school_day
      where district_id = ${districtId} and local_date between ${from} and ${to}
      group by school_id
    ),
    progressed as (
      select school_id, sum(standards) as standards_partial_growth
      from school_standard_start
      where district_id = ${districtId} and ${progressedInStartSql('', from, to)}
      group by school_id
    ),
    g as (
      select r.school_id as group_id, cast(r.count_students as bigint) as count_students, cast(coalesce(d.count_active_students, 0) as bigint) as count_active_students,
        cast(coalesce(d.session_ms, 0) as bigint) as session_ms, cast(coalesce(d.extended_ms, 0) as bigint) as extended_ms,
        cast(coalesce(d.lessons_completed, 0) as bigint) as lessons_completed,
        cast(coalesce(d.standards_growth, 0) as bigint) as standards_growth,
        cast(coalesce(p.standards_partial_growth, 0) as bigint) as standards_partial_growth,
        cast(r.standards_count as bigint) as standards_count
      from roster r
      left join days d on d.school_id = r.school_id
      left join progressed p on p.school_id = r.school_id
    )
    select g.group_id as id, ${names.columns}, false as is_total, ${sums}
    from g ${names.join}
    where g.group_id <> ${WHOLE_DISTRICT}
    ${totals}
    order by is_total, id`;
}

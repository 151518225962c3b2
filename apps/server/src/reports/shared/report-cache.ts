/**
 * Reuse of report reads between requests: the rows of one report query (same SQL, same parameters) of one
 * district are kept until a write of that district (an ingest batch, a roster change) or a write not declared
 * for one district touches a table the reports read (db/write-counts.ts; other servers on the same PostgreSQL
 * announce theirs, db/invalidation-channel.ts), and for at most `REPORT_CACHE_SECONDS` (default 5; 0 turns reuse
 * off), which bounds what nobody announced. Rows are shared: callers copy before changing anything.
 */
import type { CompiledQuery } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { ReadCache, type ReadCacheStats } from '../../db/read-cache.js';
import type { Place } from '../../db/write-counts.js';

/** Every table a report query reads. */
const REPORT_TABLES = [
  'districts',
  'schools',
  'teachers',
  'classrooms',
  'grades',
  'students',
  'enrollments',
  'student_day',
  'student_standard',
  'student_standard_start',
  'school_sums_roster',
  'school_grade',
  'school_day',
  'school_standard_start',
  'student_learning',
  'student_lesson_group',
  'student_alerts',
  'events',
  'curriculum_levels',
  'curriculum_domains',
  'curriculum_clusters',
  'curriculum_standards',
] as const;

const cache = new ReadCache<unknown>({ tables: REPORT_TABLES, ttlMs: 5_000, maxEntries: 2_000 });

/** Sets how long report rows may be reused; 0 turns reuse off (the benchmark's cold figures). */
export function setReportCacheSeconds(seconds: number) {
  cache.setTtl(seconds * 1000);
}

/** How long report rows may be reused, in milliseconds (0: reuse is off). */
export const reportReuseMs = () => cache.options.ttlMs;

/** Kept lists brought up to date by re-reading the rows of the students written since (lists/kept-lists.ts). */
let patches = 0;

/** Counts a report value answered from reuse (a hit), computed (a load) or brought up to date (a patch). */
export function countReuse(kind: 'hit' | 'load' | 'patch') {
  if (kind === 'patch') patches++;
  else cache.stats[kind === 'hit' ? 'hits' : 'loads']++;
}

/** Report values answered from reuse (hits), computed (loads) and brought up to date (patches) since the process started. */
export function reportCacheStats(): ReadCacheStats & { patches: number } {
  return { ...cache.stats, patches };
}

/**
 * The rows of a report query over the rows of `districtId` only, reused while valid. `key` names the query and
 * every input it is built from (equal keys, equal SQL); the query is only built on a miss. `place`, when given,
 * is the one place of the district the query reads the learning rows of (`placeOf` its filter): ingest batches
 * elsewhere in the district then keep the rows.
 */
export function cachedRows<T>(
  db: DbOrTrx,
  districtId: number,
  key: string,
  query: () => CompiledQuery<T>,
  place?: Place,
): Promise<readonly T[]> {
  return cached(db, districtId, key, async () => (await db.executeQuery(query())).rows, place);
}

/** `cachedRows` as copies the caller may change: the cached rows are shared by every reader. */
export async function cachedRowCopies<T extends object>(
  db: DbOrTrx,
  districtId: number,
  key: string,
  query: () => CompiledQuery<T>,
  place?: Place,
): Promise<T[]> {
  return (await cachedRows(db, districtId, key, query, place)).map((row) => ({ ...row }));
}

/** A value computed from report queries of one district only, reused like their rows; `key` names every input. */
export async function cached<T>(
  db: DbOrTrx,
  districtId: number,
  key: string,
  load: () => Promise<T>,
  place?: Place,
): Promise<T> {
  if (!cache.enabled) return load();
  return (await cache.getOrLoad(db, `${districtId} ${key}`, load, { districtId, place })) as T;
}

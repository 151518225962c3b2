/**
 * Reuse of report reads between requests: the rows of one report query (same SQL, same parameters) are kept
 * until this process writes to a table the reports read (an ingest batch, a roster change: see
 * db/read-cache.ts) and for at most `REPORT_CACHE_SECONDS` (default 5; 0 turns reuse off), which bounds what
 * another process writing to a shared PostgreSQL can change unseen. Rows are shared: callers copy before
 * changing anything.
 */
import type { CompiledQuery } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { ReadCache } from '../../db/read-cache.js';

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
  'student_learning',
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

/**
 * The rows of a report query, reused while valid. `key` names the query and every input it is built from
 * (equal keys, equal SQL); the query is only built on a miss.
 */
export function cachedRows<T>(
  db: DbOrTrx,
  key: string,
  query: () => CompiledQuery<T>,
): Promise<readonly T[]> {
  return cached(db, key, async () => (await db.executeQuery(query())).rows);
}

/** A value computed from report queries only, reused like their rows; `key` names every input. */
export async function cached<T>(db: DbOrTrx, key: string, load: () => Promise<T>): Promise<T> {
  if (!cache.enabled) return load();
  return (await cache.getOrLoad(db, key, load)) as T;
}

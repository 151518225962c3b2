/**
 * What one computation read, for a result kept beyond it (a whole report response, http/response-reuse.ts): the
 * cached reads it used, each with the tables, district and place it was read for and their version then
 * (db/write-counts.ts). While none of those versions moved, computing it again would read the same values, so a
 * classroom's report stays through an ingest batch of other classrooms' students.
 *
 * Only reads of the in-process caches are known this closely (db/read-cache.ts, reports/lists/kept-lists.ts); their
 * own queries run untraced. A statement the computation ran itself could have read anything of the district: the
 * trace is then `confined: false`, and what it computed is kept only until the district's next write.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { tablesVersion, type Place } from './write-counts.js';

/** One cached read: its tables as read for a district (else any) and a place of it (else all of it). */
export interface ReadDependency {
  tables: readonly string[];
  districtId: number | undefined;
  place: Place | undefined;
  /** `tablesVersion` of the above before the value was read. */
  version: number;
}

export interface ReadTrace {
  dependencies: ReadDependency[];
  /** False once the computation ran a statement of its own, outside any cache. */
  confined: boolean;
}

const current = new AsyncLocalStorage<ReadTrace | null>();

/** Runs `work`, noting what it reads in a new trace. */
export async function traceReads<T>(work: () => Promise<T>): Promise<{ result: T; trace: ReadTrace }> {
  const trace: ReadTrace = { dependencies: [], confined: true };
  const result = await current.run(trace, work);
  return { result, trace };
}

/** Runs a cache's own load outside any trace: the cache notes the read as one dependency. */
export const untraced = <T>(load: () => Promise<T>): Promise<T> => current.run(null, load);

/** Notes a cached read of `tables` at `version` in the computation being traced, if any. */
export function noteCachedRead(
  tables: readonly string[],
  districtId: number | undefined,
  place: Place | undefined,
  version: number,
) {
  const trace = current.getStore();
  if (!trace) return;
  const known = trace.dependencies.some(
    (d) => d.tables === tables && d.districtId === districtId && d.place === place && d.version === version,
  );
  if (!known) trace.dependencies.push({ tables, districtId, place, version });
}

/** Notes a statement run by the computation being traced (db/write-tracker.ts sees every statement). */
export function noteStatement() {
  const trace = current.getStore();
  if (trace) trace.confined = false;
}

/** Whether no write since could have changed any of the reads. */
export function readsHold(dependencies: readonly ReadDependency[]): boolean {
  return dependencies.every((d) => tablesVersion(d.tables, d.districtId, d.place) === d.version);
}

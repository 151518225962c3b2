/** Whether a classroom's or a student's reports changed since the version a page shows (contracts live.ts). */
import { LIVE_WAIT_MS, type LiveChanges } from '@dash/contracts';
import type { Db } from '../db/database.js';
import { readVersions } from './live-versions.repository.js';
import { liveWatcher, type LiveTarget } from './live-watcher.js';

export async function liveChanges(
  db: Db,
  target: LiveTarget,
  query: { since?: number; wait: boolean },
  signal: AbortSignal,
): Promise<LiveChanges> {
  const versions = await readVersions(db, target.districtId, target.kind, [target.id]);
  let version = versions.get(target.id) ?? 0;
  const { since } = query;
  if (since === undefined) return { version, changed: false };
  if (version === since && query.wait)
    version = await liveWatcher(db).waitForChange(target, since, LIVE_WAIT_MS, signal);
  return { version, changed: version !== since };
}

/** Whether a classroom's reports changed since the version a page shows (contracts live.ts). */
import { LIVE_WAIT_MS, type ClassroomChanges } from '@dash/contracts';
import type { Db } from '../db/database.js';
import { readClassroomVersions } from './classroom-versions.repository.js';
import { classroomWatcher } from './classroom-watcher.js';

export async function classroomChanges(
  db: Db,
  classroom: { districtId: number; classroomId: number },
  query: { since?: number; wait: boolean },
  signal: AbortSignal,
): Promise<ClassroomChanges> {
  const { districtId, classroomId } = classroom;
  const versions = await readClassroomVersions(db, districtId, [classroomId]);
  let version = versions.get(classroomId) ?? 0;
  const { since } = query;
  if (since === undefined) return { version, changed: false };
  if (version === since && query.wait)
    version = await classroomWatcher(db).waitForChange(districtId, classroomId, since, LIVE_WAIT_MS, signal);
  return { version, changed: version !== since };
}

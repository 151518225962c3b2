/**
 * One management write: the change, its audit entry (who, what, before/after; never a password) and the live
 * versions of the classrooms and students it touches, all in one transaction (spec §5, DESIGN all-or-nothing).
 */
import type { Actor } from '../accounts/actor.js';
import { recordAudit, type AuditEntry } from '../audit/audit.service.js';
import { withTransaction, type Db, type DbOrTrx } from '../db/database.js';
import { moveVersions } from '../live/live-versions.repository.js';

export interface ManageWrite {
  action: AuditEntry['action'];
  target: string;
  before: unknown;
  after: unknown;
  /** Classrooms whose open pages must refresh; the students named and their classrooms move too. */
  classroomIds: readonly number[];
  studentIds: readonly number[];
  apply: (trx: DbOrTrx) => Promise<void>;
}

export async function runManageWrite(db: Db, actor: Actor, write: ManageWrite, now = Date.now()) {
  await withTransaction(
    db,
    async (trx) => {
      await write.apply(trx);
      await recordAudit(
        trx,
        {
          districtId: actor.districtId,
          customerId: actor.customerId,
          action: write.action,
          outcome: 'success',
          target: write.target,
          detail: JSON.stringify({ before: write.before, after: write.after }),
        },
        now,
      );
      const enrolledIn = write.studentIds.length
        ? await trx
            .selectFrom('enrollments')
            .select('classroom_id')
            .where('district_id', '=', actor.districtId)
            .where('student_id', 'in', [...write.studentIds])
            .execute()
        : [];
      // One move, classrooms then students in ascending order (live-versions.repository.ts lock order).
      await moveVersions(trx, actor.districtId, {
        classroomIds: [...write.classroomIds, ...enrolledIn.map((e) => e.classroom_id)],
        studentIds: write.studentIds,
      });
    },
    { districtId: actor.districtId },
  );
}

/** The fields of `next` that differ from `current`, as before and after objects (for audit entries). */
export function changedFields<T extends Record<string, unknown>>(current: T, next: Partial<T>) {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] === undefined || JSON.stringify(next[key]) === JSON.stringify(current[key])) continue;
    before[key] = current[key];
    after[key] = next[key] as T[keyof T];
  }
  return { before, after, changed: Object.keys(after).length > 0 };
}

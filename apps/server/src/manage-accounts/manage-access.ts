/**
 * The checks every Manage write and read goes through, in order: the object in the caller's scope (403,
 * audited), the save naming the object it was sent to (400), the save not blocked (error 1000); then the
 * changed fields, and one audit entry with their before and after values.
 */
import type { EditObjectType } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { refuseAudited } from '../assignments/assignment-access.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db, DbOrTrx } from '../db/database.js';
import { badRequest, editBlocked } from '../http/app-error.js';
import { settingsEditBlockReason } from '../policy/account-policy.js';
import { canManage } from '../policy/account-policy.js';
import type { Target } from '../policy/policy.js';
import { loadTargetFacts } from '../roster/target-facts.js';

export type ManagedTarget = Extract<Target, { type: 'district' | 'school' | 'teacher' }>;

const targetName = (target: ManagedTarget) =>
  `${target.type}:${target.districtId}:${'schoolId' in target ? target.schoolId : 'teacherId' in target ? target.teacherId : ''}`.replace(
    /:$/,
    '',
  );

/** Throws 403 (audited) unless the actor may manage the object; objects that do not exist are refused alike. */
export async function requireManageable(db: Db, actor: Actor, target: ManagedTarget): Promise<void> {
  if (!(await canManage(actor, target, (t) => loadTargetFacts(db, t))))
    await refuseAudited(db, actor, {
      target: targetName(target),
      detail: `manage ${target.type} settings`,
      message: 'You cannot manage this.',
    });
}

/** Where a blocked object is managed: the Manage page for admins, the teacher's settings for teachers. */
function manageLink(actor: Actor, type: EditObjectType, id: number): string {
  if (actor.role === 'teacher') return '/teacher-settings';
  return type === 'district' ? '/settings' : `/settings?${type}Id=${id}`;
}

/** The save must name the object of the path with its provision id; else 400, or 1000 when editing is blocked. */
export function requireEditable(
  actor: Actor,
  type: EditObjectType,
  stored: { id: number; provision_uid: string | null },
  sent: { id: number; provision_uid: string },
): void {
  if (sent.id !== stored.id)
    throw badRequest('The saved id is not the one of the page.', [
      { path: 'id', message: 'Does not match.' },
    ]);
  const reason = settingsEditBlockReason(actor, stored);
  if (reason)
    throw editBlocked(
      type,
      stored.id,
      manageLink(actor, type, stored.id),
      reason === 'edit_locked'
        ? 'Your account cannot edit settings. Ask your district administrator.'
        : 'This is managed by your school’s rostering system and cannot be edited here.',
    );
  if (sent.provision_uid !== stored.provision_uid)
    throw badRequest('This record changed since the page loaded. Reload it and try again.', [
      { path: 'provision_uid', message: 'Does not match.' },
    ]);
}

/** The fields of `sent` whose value differs from `stored`, with both sides. */
export function changedFields<T extends Record<string, unknown>>(
  stored: T,
  sent: Partial<T>,
): { before: Partial<T>; after: Partial<T> } {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key of Object.keys(sent) as (keyof T)[]) {
    const value = sent[key];
    if (value === undefined || JSON.stringify(value) === JSON.stringify(stored[key])) continue;
    before[key] = stored[key];
    after[key] = value as T[keyof T];
  }
  return { before, after };
}

/** One audit entry of a settings change, in the transaction of the change. */
export function auditSettingsChange(
  trx: DbOrTrx,
  actor: Actor,
  type: EditObjectType,
  id: number,
  change: { before: object; after: object },
  ip: string,
) {
  return recordAudit(trx, {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action: 'account_settings_changed',
    outcome: 'success',
    target: `${type}:${actor.districtId}:${id}`,
    ip,
    detail: JSON.stringify({ type, id, before: change.before, after: change.after }),
  });
}

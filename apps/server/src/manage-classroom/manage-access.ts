/**
 * Who may read or edit a classroom or student through the /m/classroom and /m/student calls (spec §5, §6, §8):
 * the policy module decides; this file names the object, audits a refusal and raises 403 or error 1000.
 */
import type { Actor } from '../accounts/actor.js';
import { refuseAudited } from '../assignments/assignment-access.js';
import type { Db } from '../db/database.js';
import { badRequest, editBlocked } from '../http/app-error.js';
import {
  canEditRoster,
  canManage,
  editBlockReason,
  settingsEditBlockReason,
} from '../policy/account-policy.js';
import type { Target } from '../policy/policy.js';
import { loadTargetFacts } from '../roster/target-facts.js';

export type ManagedType = 'classroom' | 'student';

const targetOf = (actor: Actor, type: ManagedType, id: number): Target =>
  type === 'classroom'
    ? { type, districtId: actor.districtId, classroomId: id }
    : { type, districtId: actor.districtId, studentId: id };

/** Where a refused or blocked object is managed: the teacher's settings page or the admins' Manage page. */
export const manageLink = (actor: Actor, type: ManagedType, id: number) =>
  `${actor.role === 'teacher' ? '/teacher-settings' : '/settings'}?${type === 'classroom' ? 'classroomId' : 'studentId'}=${id}`;

/** Refuses (403, audited) unless the actor may manage this object; missing objects are refused alike. */
export async function assertMayManage(db: Db, actor: Actor, type: ManagedType, id: number): Promise<void> {
  if (await canManage(actor, targetOf(actor, type, id), (t) => loadTargetFacts(db, t))) return;
  await refuseAudited(db, actor, {
    target: `${type}:${id}`,
    detail: `manage ${type}`,
    message: `You cannot manage this ${type}.`,
  });
}

/** True when the actor may edit at all now (spec §5: their own edit_locked and provision id, settings_update). */
export const mayEditNow = (actor: Actor) => editBlockReason(actor) === null;

/** True when the actor may edit this object now (the same rule as every settings save); reads say so in `editable`. */
export const mayEdit = (actor: Actor, object: { provision_uid: string | null }) =>
  settingsEditBlockReason(actor, object) === null;

/**
 * Before any write: in scope (403), editing allowed now (error 1000 with the object and its manage link), the
 * body naming the object of the path with the provision_uid it holds (400), and an object with a provision id
 * to send back (error 1000 again: spec §8 "also when no provision_uid").
 */
export async function assertMayEdit(
  db: Db,
  actor: Actor,
  object: { type: ManagedType; id: number; pathId: number; provisionUid: string | null },
  stored: () => Promise<{ provision_uid: string | null } | undefined>,
): Promise<void> {
  await assertMayManage(db, actor, object.type, object.pathId);
  if (!mayEditNow(actor))
    throw editBlocked(object.type, object.pathId, manageLink(actor, object.type, object.pathId));
  if (object.id !== object.pathId) throw badRequest(`The ${object.type} id does not match the address.`);
  const row = await stored();
  if (!row || row.provision_uid !== object.provisionUid)
    throw badRequest(`The ${object.type}'s provision_uid does not match; reload and try again.`);
  if (!mayEdit(actor, row))
    throw editBlocked(object.type, object.pathId, manageLink(actor, object.type, object.pathId));
}

/** Refuses (403, audited) roster edits the district's rostering options do not allow for the actor's role. */
export async function assertMayEditRoster(db: Db, actor: Actor, classroomId: number): Promise<void> {
  if (canEditRoster(actor)) return;
  await refuseAudited(db, actor, {
    target: `classroom:${classroomId}`,
    detail: 'roster edit',
    message: 'Your district does not let your role change rosters.',
  });
}

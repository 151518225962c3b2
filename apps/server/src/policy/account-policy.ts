/**
 * The policy module's rules for managing (spec §2 Manage, /teacher-settings, /api-key; §5 editing; §6): who may
 * manage a classroom or student, when an edit is blocked (error 1000), roster edits, a save of a district's,
 * school's or teacher's settings, the API key and the school-admin mode. Kept beside policy.ts, which it builds
 * on, so that file stays one screenful of rules.
 * NOTE: security-critical, like policy.ts: extend the matrix tests with any change.
 */
import { SCHOOL_ADMIN_MODE } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { canAccessTarget, canRoster, isAdmin, type Target, type TargetFactsLoader } from './policy.js';

/** Managing classrooms and students (spec §2, §6): staff only, objects in their scope (never a guardian). */
export const canManage = async (actor: Actor, target: Target, loadFacts: TargetFactsLoader) =>
  actor.role !== 'guardian' && canAccessTarget(actor, target, loadFacts);

/** Why the actor may not edit now (spec §5 provision ids, edit_locked; §6 settings_update; §8 error 1000). */
export const editBlockReason = (
  actor: Actor,
): 'edit_locked' | 'no_provision' | 'settings_update_off' | null =>
  actor.editLocked
    ? 'edit_locked'
    : !actor.provisionUid || !actor.district.provisionUid
      ? 'no_provision'
      : !actor.district.featureFlags.settings_update
        ? 'settings_update_off'
        : null;

/** Roster edits (moving students between classrooms: both in reach) follow the district's rostering options. */
export const canEditRoster = (actor: Actor): boolean => canRoster(actor);

/**
 * Why a save of a district's, school's or teacher's settings is blocked (spec §5 "editing only with provision
 * ids and edit_locked false"; §6 settings_update): the caller's own block (policy.ts editBlockReason), the
 * district's settings updates switched off, or the object without a provision id to send back. Null when the
 * save may go ahead; a blocked save answers error 1000.
 */
export function settingsEditBlockReason(
  actor: Actor,
  object: { provision_uid: string | null },
): 'edit_locked' | 'no_provision' | 'settings_update_off' | null {
  const own = editBlockReason(actor);
  if (own) return own;
  if (!actor.district.featureFlags.settings_update) return 'settings_update_off';
  return object.provision_uid ? null : 'no_provision';
}

/** The Manage page and its unassigned lists (spec §6 "Only admins see Manage/settings"). */
export const canUseManagePage = (actor: Actor) => isAdmin(actor);

/**
 * The district's ingest key (spec §2 /api-key): only district admins make or revoke it, since it writes any of
 * the district's students' events. The api_key flag (spec §6) only puts the screen's link in the header.
 */
export const canManageApiKey = (actor: Actor) => actor.role === 'districtAdmin';

/**
 * School-admin mode (spec §3 school_admin_mode 1 school admin, 2 classrooms; §4 "Teacher with school admin ids
 * chooses between modes"): school-admin accounts only; the classrooms mode only for one who teaches; a chosen
 * school must be one of theirs.
 */
export function canChooseSchoolAdminMode(
  actor: Actor,
  mode: number,
  selectedSchoolId: number | null,
): boolean {
  if (actor.kind !== 'school_admin') return false;
  if (mode === SCHOOL_ADMIN_MODE.classrooms && actor.teacherId === null) return false;
  return selectedSchoolId === null || actor.schoolIds.includes(selectedSchoolId);
}

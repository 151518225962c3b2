/**
 * The policy module's rules for reaching a student's conversation and data (spec §1, §6 chat-disabled, §7
 * Messaging): kept beside policy.ts, which it builds on. NOTE: security-critical, like policy.ts.
 */
import type { Actor } from '../accounts/actor.js';
import { canAccessTarget, canUseMessaging, isAdmin, type Target, type TargetFactsLoader } from './policy.js';

/**
 * May `actor` write to, or read the conversation of, a student or the students of a classroom? Messaging on, and
 * the object in their scope: a teacher their own classrooms' students, a school admin their schools', a district
 * admin the district's.
 */
export async function canMessage(
  actor: Actor,
  target: Extract<Target, { type: 'student' | 'classroom' }>,
  loadFacts: TargetFactsLoader,
): Promise<boolean> {
  return canUseMessaging(actor) && canAccessTarget(actor, target, loadFacts);
}

/** A student's data export (their records, messages included): administrators of the student's scope only. */
export async function canExportStudentData(
  actor: Actor,
  studentId: number,
  loadFacts: TargetFactsLoader,
): Promise<boolean> {
  const target = { type: 'student', districtId: actor.districtId, studentId } as const;
  return isAdmin(actor) && canAccessTarget(actor, target, loadFacts);
}

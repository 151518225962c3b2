/**
 * Who may message which students (spec §6): the policy module decides (canMessage); this file names the object
 * a messaging request touches and refuses, audited, what the policy does not allow. A student or classroom
 * outside the caller's scope is refused like a missing one, so ids reveal nothing.
 */
import type { Actor } from '../accounts/actor.js';
import { refuseAudited } from '../assignments/assignment-access.js';
import type { Db } from '../db/database.js';
import { canMessage } from '../policy/messaging-policy.js';
import { loadTargetFacts } from '../roster/target-facts.js';

type MessagingObject = { type: 'student'; id: number } | { type: 'classroom'; id: number };

/** Refuses (403, audited) unless the actor may message the student, or the students of the classroom. */
export async function assertMayMessage(db: Db, actor: Actor, object: MessagingObject, detail: string) {
  const target =
    object.type === 'student'
      ? ({ type: 'student', districtId: actor.districtId, studentId: object.id } as const)
      : ({ type: 'classroom', districtId: actor.districtId, classroomId: object.id } as const);
  if (await canMessage(actor, target, (t) => loadTargetFacts(db, t))) return;
  await refuseAudited(db, actor, {
    target: `${object.type}:${object.id}`,
    detail,
    message: 'You cannot message these students.',
  });
}

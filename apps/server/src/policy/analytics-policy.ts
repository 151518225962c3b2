/**
 * The policy module's rule for analytics events (spec §3 analytics event, §7 POST /a/events): kept beside
 * policy.ts, which it builds on. NOTE: security-critical, like policy.ts: it decides who writes page views.
 */
import type { Role } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { PD_ROLES } from './policy.js';

/** Who records page views: educators (teachers and administrators); guardians' use is not tracked. */
export const ANALYTICS_ROLES: readonly Role[] = PD_ROLES;

/** An educator records their own page views, in their own district only. */
export function canRecordPageView(actor: Pick<Actor, 'role' | 'districtId'>, districtId: number): boolean {
  return ANALYTICS_ROLES.includes(actor.role) && actor.districtId === districtId;
}

/**
 * Analytics events (spec §3, §7 POST /a/events): stores an educator's page view with the time it was on screen.
 * The policy module decides who may (an educator, their own district); each account is held to
 * ANALYTICS_MAX_EVENTS_PER_MINUTE so a runaway page cannot fill the table. The row itself is the record of who
 * did what and when (like learning events), so page views are not copied into the audit log.
 */
import { ANALYTICS_MAX_EVENTS_PER_MINUTE, type AnalyticsEvent } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { forbidden, tooManyRequests } from '../http/app-error.js';
import { canRecordPageView } from '../policy/analytics-policy.js';
import { insertAnalyticsEvent } from './analytics.repository.js';
import { RateWindow } from './rate-window.js';

const perAccount = new RateWindow(ANALYTICS_MAX_EVENTS_PER_MINUTE);

export async function recordPageView(db: Db, actor: Actor, event: AnalyticsEvent, now = Date.now()) {
  if (!canRecordPageView(actor, event.districtId))
    throw forbidden('Page views are recorded only for your own district.');
  const wait = perAccount.take(`${actor.districtId}:${actor.customerId}`, now);
  if (wait > 0) throw tooManyRequests('Too many page views recorded in a minute; try again shortly.', wait);
  await insertAnalyticsEvent(db, {
    district_id: actor.districtId,
    customer_id: actor.customerId,
    page: event.page,
    school_id: event.schoolId ?? null,
    classroom_id: event.classroomId ?? null,
    teacher_id: event.teacherId ?? null,
    duration_ms: event.trackingDurationInMs,
    local_timestamp: event.localTimestamp,
    recorded_at: now,
  });
}

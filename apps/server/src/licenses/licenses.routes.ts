/**
 * Licence report calls of spec §7: `/m/district/{id}/license`, `/m/district/{id}/metrics/unique-user-count` and
 * the same under `/m/school/{id}`. The licenses pane (spec §6) opens the report; login activity needs the
 * license_activity pane (hidden by SHOW_LICENSE_ACTIVITY_DISABLED).
 */
import { idSchema, licenseReportSchema, uniqueUserCountSchema } from '@dash/contracts';
import { z } from 'zod';
import type { Actor } from '../accounts/actor.js';
import type { Db } from '../db/database.js';
import { districtParams, districtTarget } from '../http/route-params.js';
import { defineRoute } from '../http/route.js';
import { refuseAudited } from '../assignments/assignment-access.js';
import { canAccessTarget, canOpenPane } from '../policy/policy.js';
import { loadTargetFacts } from '../roster/target-facts.js';
import { getLicenseReport, getUniqueUserCount } from './licenses.service.js';

const schoolIdParams = z.object({ schoolId: idSchema });

/**
 * A school path names no district: the school is looked up in the caller's own district, so another
 * district's school is refused as not in reach (spec §6 object scope).
 */
async function checkSchoolPane(db: Db, actor: Actor, schoolId: number, pane: string): Promise<void> {
  const target = { type: 'school', districtId: actor.districtId, schoolId } as const;
  if (
    canOpenPane(actor, 'school', pane) &&
    (await canAccessTarget(actor, target, (t) => loadTargetFacts(db, t)))
  )
    return;
  await refuseAudited(db, actor, {
    target: `school:${actor.districtId}:${schoolId}`,
    detail: `school ${pane}`,
    message: 'You cannot open this school’s license report.',
  });
}

export const licensesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/m/district/:districtId/license',
    summary:
      "The district's licence groups: seats, students licensed per school, and the summary (spec §2, §3).",
    policy: { access: 'object', state: 'district', pane: 'licenses', target: districtTarget },
    params: districtParams,
    response: licenseReportSchema,
    handler: ({ params, actor, ctx }) =>
      getLicenseReport(ctx.db, actor, { districtId: params.districtId, schoolId: null }),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/district/:districtId/metrics/unique-user-count',
    summary: 'Students who logged in during each licence period of the district, and in total (spec §3).',
    policy: { access: 'object', state: 'district', pane: 'license_activity', target: districtTarget },
    params: districtParams,
    response: uniqueUserCountSchema,
    handler: ({ params, actor, ctx }) =>
      getUniqueUserCount(ctx.db, actor, { districtId: params.districtId, schoolId: null }),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/school/:schoolId/license',
    summary: "A school's licence groups with its own students and classrooms (educators) (spec §2, §3).",
    policy: { access: 'requestObjects' },
    params: schoolIdParams,
    response: licenseReportSchema,
    handler: async ({ params, actor, ctx }) => {
      await checkSchoolPane(ctx.db, actor, params.schoolId, 'licenses');
      return getLicenseReport(ctx.db, actor, { districtId: actor.districtId, schoolId: params.schoolId });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/m/school/:schoolId/metrics/unique-user-count',
    summary:
      "Students who logged in during each licence period of a school's groups; -1 the school's own (spec §3).",
    policy: { access: 'requestObjects' },
    params: schoolIdParams,
    response: uniqueUserCountSchema,
    handler: async ({ params, actor, ctx }) => {
      await checkSchoolPane(ctx.db, actor, params.schoolId, 'license_activity');
      return getUniqueUserCount(ctx.db, actor, { districtId: actor.districtId, schoolId: params.schoolId });
    },
  }),
];

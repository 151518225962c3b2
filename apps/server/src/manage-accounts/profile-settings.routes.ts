/**
 * Profile settings of spec §7: GET /p/customers/{id}/settings/{name} (the caller's own settings, read as the
 * preferences of the same names, so the getting-started tour's hidden flag has one home) and
 * GET /p/districts/{id}/settings/{name} (the district's options and feature flags, for its district admin).
 */
import {
  customerSettingParamsSchema,
  customerSettingQuerySchema,
  customerSettingResponseSchema,
  districtSettingParamsSchema,
  districtSettingResponseSchema,
} from '@dash/contracts';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { districtManagePolicy } from '../http/route-params.js';
import { readPreference } from './preferences.service.js';

export const profileSettingsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/p/customers/:customerId/settings/:name',
    summary:
      'One of the caller’s own settings (hide_ftue: the current getting-started tour is hidden); another id is refused.',
    policy: { access: 'ownAccount', customerId: (params: { customerId: number }) => params.customerId },
    params: customerSettingParamsSchema,
    query: customerSettingQuerySchema,
    response: customerSettingResponseSchema,
    handler: async ({ params, actor, ctx }) => ({
      data: { name: params.name, value: await readPreference(ctx.db, actor, params.name) },
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/p/districts/:districtId/settings/:name',
    summary: 'One of the district’s options or feature flags by name, defaults applied (its district admin).',
    policy: districtManagePolicy,
    params: districtSettingParamsSchema,
    response: districtSettingResponseSchema,
    handler: async ({ params, actor }) => {
      const settings: Record<string, boolean> = {
        ...actor.district.options,
        ...actor.district.featureFlags,
      };
      return { data: { name: params.name, value: settings[params.name] === true } };
    },
  }),
];

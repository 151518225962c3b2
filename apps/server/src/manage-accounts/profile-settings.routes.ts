/**
 * Profile settings of spec §7: GET and PUT /p/customers/{id}/settings/{name} (the caller's own settings, kept as
 * the preferences of the same names, so the getting-started tour's hidden flag has one home) and
 * GET /p/districts/{id}/settings/{name} (the district's options and feature flags, for its district admin).
 */
import {
  customerSettingParamsSchema,
  customerSettingQuerySchema,
  customerSettingResponseSchema,
  preferenceSaveSchema,
  districtSettingParamsSchema,
  districtSettingResponseSchema,
} from '@dash/contracts';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { districtManagePolicy } from '../http/route-params.js';
import { readPreference, savePreference } from './preferences.service.js';

const ownAccount = {
  access: 'ownAccount',
  customerId: (params: { customerId: number }) => params.customerId,
} as const;

export const profileSettingsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/p/customers/:customerId/settings/:name',
    summary:
      'One of the caller’s own settings (hide_ftue: the current getting-started tour is hidden); another id is refused.',
    policy: ownAccount,
    params: customerSettingParamsSchema,
    query: customerSettingQuerySchema,
    response: customerSettingResponseSchema,
    handler: async ({ params, actor, ctx }) => ({
      data: { name: params.name, value: await readPreference(ctx.db, actor, params.name) },
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/p/customers/:customerId/settings/:name',
    summary: 'Sets one of the caller’s own settings (value), as the preference of that name; audited.',
    policy: ownAccount,
    params: customerSettingParamsSchema,
    body: preferenceSaveSchema,
    response: customerSettingResponseSchema,
    handler: async ({ params, body, actor, ctx, request }) => ({
      data: {
        name: params.name,
        value: await savePreference(ctx.db, actor, params.name, body.value, request.ip),
      },
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

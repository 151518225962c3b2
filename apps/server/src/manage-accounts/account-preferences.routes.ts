/**
 * A customer's own account calls: preferences (spec §7 GET/PUT /api/v1/districts/{id}/customers/me/preferences/
 * {name}), the district's API key (spec §2 /api-key) and the school-admin mode (POST /e/session/school_admin_mode,
 * GET /m/customer/schools). The own password change is POST /api/v1/auth/password (auth/auth.routes.ts).
 */
import {
  apiKeyCreatedSchema,
  apiKeyStatusSchema,
  customerSchoolsSchema,
  idSchema,
  okResponseSchema,
  preferenceNameSchema,
  preferenceResponseSchema,
  preferenceSaveSchema,
  schoolAdminModeSaveSchema,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { districtManagePolicy, districtParams } from '../http/route-params.js';
import { createApiKey, readApiKeyStatus, revokeApiKey } from './api-key.service.js';
import { readPreference, savePreference } from './preferences.service.js';
import { readCustomerSchools, saveSchoolAdminMode } from './school-admin-mode.service.js';

const preferencePath = districtParams.extend({ name: preferenceNameSchema });
const apiKeyPath = z.object({ districtId: idSchema });

export const accountPreferencesRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/districts/:districtId/customers/me/preferences/:name',
    summary: 'One of the caller’s preferences: growth_as_percentage, hide_ftue or locale.',
    policy: { access: 'district' },
    params: preferencePath,
    response: preferenceResponseSchema,
    handler: async ({ params, actor, ctx }) => ({
      data: { name: params.name, value: await readPreference(ctx.db, actor, params.name) },
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/districts/:districtId/customers/me/preferences/:name',
    summary: 'Sets one of the caller’s preferences (value); audited.',
    policy: { access: 'district' },
    params: preferencePath,
    body: preferenceSaveSchema,
    response: preferenceResponseSchema,
    handler: async ({ params, body, actor, ctx, request }) => ({
      data: {
        name: params.name,
        value: await savePreference(ctx.db, actor, params.name, body.value, request.ip),
      },
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/district/:districtId/api_key',
    summary: 'Whether the district has an ingest key and when it was made (district admins); never the key.',
    policy: districtManagePolicy,
    params: apiKeyPath,
    response: apiKeyStatusSchema,
    handler: async ({ params, actor, ctx }) => ({
      data: await readApiKeyStatus(ctx.db, actor, params.districtId),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/district/:districtId/api_key',
    summary:
      'Makes a new ingest key for POST /api/v1/events, shown this once; the earlier key stops working.',
    policy: districtManagePolicy,
    params: apiKeyPath,
    response: apiKeyCreatedSchema,
    handler: async ({ params, actor, ctx, request }) => ({
      data: await createApiKey(ctx.db, actor, params.districtId, request.ip),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/district/:districtId/api_key/revoke',
    summary: 'Revokes the district’s ingest key: events sent with it are refused from now on.',
    policy: districtManagePolicy,
    params: apiKeyPath,
    response: okResponseSchema,
    handler: async ({ params, actor, ctx, request }) => {
      await revokeApiKey(ctx.db, actor, params.districtId, request.ip);
      return { data: { ok: true as const } };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/m/customer/schools',
    summary: 'The caller’s schools with their school-admin mode and chosen school (the choose-school modal).',
    policy: { access: 'session' },
    response: customerSchoolsSchema,
    handler: async ({ actor, ctx }) => ({ data: await readCustomerSchools(ctx.db, actor) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/e/session/school_admin_mode',
    summary: 'Saves the teacher session settings: mode (1 school admin, 2 classrooms) and the chosen school.',
    policy: { access: 'session' },
    body: schoolAdminModeSaveSchema,
    response: customerSchoolsSchema,
    handler: async ({ body, actor, ctx, request }) => ({
      data: await saveSchoolAdminMode(ctx.db, actor, body, request.ip),
    }),
  }),
];

/** HTTP of banners (spec §3 Banner, §4): the caller's banner now, and the district admin's schedule. */
import {
  bannerListResponseSchema,
  bannerParamsSchema,
  bannerResponseSchema,
  bannerSaveSchema,
  currentBannerResponseSchema,
  okResponseSchema,
} from '@dash/contracts';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { districtManagePolicy, districtParams } from '../http/route-params.js';
import { changeBanner, createBanner, currentBanner, listBanners, removeBanner } from './banners.service.js';

export const bannerRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/m/banners/current',
    summary:
      'The banner the caller sees today: the first enabled one of the district’s schedule for their role (null: none).',
    policy: { access: 'session' },
    response: currentBannerResponseSchema,
    handler: async ({ actor, ctx }) => ({ data: await currentBanner(ctx.db, actor) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/district/:districtId/banners',
    summary: 'The district’s banner schedule, by first day (district admins).',
    policy: districtManagePolicy,
    params: districtParams,
    response: bannerListResponseSchema,
    handler: async ({ params, ctx }) => ({ data: await listBanners(ctx.db, params.districtId) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/district/:districtId/banners',
    summary:
      'Adds a banner: style, roles (none: everyone), first and last day, message, optional https link.',
    policy: districtManagePolicy,
    params: districtParams,
    body: bannerSaveSchema,
    response: bannerResponseSchema,
    handler: async ({ body, actor, ctx, request }) => ({
      data: await createBanner(ctx.db, actor, body, request.ip),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/m/district/:districtId/banners/:bannerId',
    summary: 'Changes a banner (every field, as when it was added).',
    policy: districtManagePolicy,
    params: bannerParamsSchema,
    body: bannerSaveSchema,
    response: bannerResponseSchema,
    handler: async ({ params, body, actor, ctx, request }) => ({
      data: await changeBanner(ctx.db, actor, params.bannerId, body, request.ip),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/m/district/:districtId/banners/:bannerId',
    summary: 'Deletes a banner from the schedule.',
    policy: districtManagePolicy,
    params: bannerParamsSchema,
    response: okResponseSchema,
    handler: async ({ params, actor, ctx, request }) => {
      await removeBanner(ctx.db, actor, params.bannerId, request.ip);
      return { data: { ok: true as const } };
    },
  }),
];

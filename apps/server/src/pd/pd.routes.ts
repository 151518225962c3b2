/**
 * HTTP of professional development (spec §2 PD page, §7 /x/…): the shipped catalogue and its locations, the
 * caller's own progress (read over a period, marked started or completed) and the course-access link. Educators
 * only: guardians have no PD links (spec §6; PD_ROLES in the policy module).
 */
import {
  pdAccessIdsQuerySchema,
  pdAccessIdsResponseSchema,
  pdContentsResponseSchema,
  pdCourseAccessQuerySchema,
  pdLocationsResponseSchema,
  pdProgressesQuerySchema,
  pdProgressesResponseSchema,
  pdProgressParamsSchema,
  pdProgressResponseSchema,
  pdProgressSaveSchema,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { districtParams } from '../http/route-params.js';
import { PD_ROLES } from '../policy/policy.js';
import { pdLessons, pdLocations } from './pd-catalogue.js';
import { openCourse, progressInPeriod, saveProgress } from './pd.service.js';

const educators = { access: 'session', roles: PD_ROLES } as const;
const districtEducators = { access: 'district', roles: PD_ROLES } as const;

export const pdRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/x/accessIds',
    summary:
      'The PD lessons the caller may open (their keys) and the server’s time (timestamp: the client’s).',
    policy: educators,
    query: pdAccessIdsQuerySchema,
    response: pdAccessIdsResponseSchema,
    handler: async () => ({
      data: { timestamp: Date.now(), access_ids: pdLessons().map((lesson) => lesson.key) },
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/x/district/:districtId/pd-locations',
    summary: 'Named places of PD (home and each lesson key) → their URLs; only relative URLs are kept.',
    policy: districtEducators,
    params: districtParams,
    response: pdLocationsResponseSchema,
    handler: async () => ({ data: pdLocations() }),
  }),
  defineRoute({
    method: 'GET',
    url: '/x/district/:districtId/pd-contents',
    summary:
      'The PD catalogue: lessons grouped by module ("na": non-academic), each with its lesson group and relative link, in English and Spanish.',
    policy: districtEducators,
    params: districtParams,
    response: pdContentsResponseSchema,
    handler: async () => ({ data: pdLessons() }),
  }),
  defineRoute({
    method: 'GET',
    url: '/x/pd-progresses',
    summary:
      'The caller’s own PD progress: lessons started or completed in the period (sy, days, or fd and td; the school year by default).',
    policy: educators,
    query: pdProgressesQuerySchema,
    response: pdProgressesResponseSchema,
    handler: async ({ query, actor, ctx }) => progressInPeriod(ctx.db, actor, query),
  }),
  defineRoute({
    method: 'PUT',
    url: '/x/pd-progresses/:lessonKey',
    summary: 'Marks one of the caller’s own PD lessons started or completed (status); audited.',
    policy: educators,
    params: pdProgressParamsSchema,
    body: pdProgressSaveSchema,
    response: pdProgressResponseSchema,
    handler: async ({ params, body, actor, ctx, request }) => ({
      data: await saveProgress(ctx.db, actor, params.lessonKey, body.status, request.ip),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/x/pd-course-access',
    summary:
      'Opens a PD lesson from its relative link (link): records it as started, then redirects (302) to the lesson page; any other link is refused.',
    policy: educators,
    query: pdCourseAccessQuerySchema,
    response: z.unknown().describe('A redirect (302) to the lesson page.'),
    handler: async ({ query, actor, ctx, request, reply }) => {
      const target = await openCourse(ctx.db, actor, query.link, request.ip);
      return reply.redirect(target, 302);
    },
  }),
];

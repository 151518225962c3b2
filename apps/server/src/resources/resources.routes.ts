/**
 * HTTP of the resources library (spec §2 Resources page, §3 Resource, §6): the resources the caller sees with
 * the demo lessons area, and each rendered resource as a PDF in English or Spanish.
 */
import {
  resourcePdfParamsSchema,
  resourcePdfQuerySchema,
  resourcesQuerySchema,
  resourcesResponseSchema,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { resourcePdfBytes } from './resource-pdf-cache.js';
import { readingOf } from './resource-words.js';
import { demoLessonsFor, resourceForPdf, visibleResources } from './resources.service.js';

export const resourcesRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/r/resources',
    summary:
      'The resources the caller sees (roles; PD onboarding only with pd_onboarding), with "new" badges and, when demo_lessons is on, the demo lessons by grade band. Educators only.',
    policy: { access: 'session' },
    query: resourcesQuerySchema,
    response: resourcesResponseSchema,
    handler: async ({ actor, query, request }) => ({
      data: {
        resources: visibleResources(actor, query.lang, (message, detail) =>
          request.log.warn(detail, message),
        ),
        demo_lessons: demoLessonsFor(actor),
      },
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/r/resources/:resourceId.pdf',
    summary:
      'A family guide, classroom poster, dashboard guide or motivator as a PDF (lang=en or es); 404 for an unknown id.',
    policy: { access: 'session' },
    params: resourcePdfParamsSchema,
    query: resourcePdfQuerySchema,
    response: z.unknown().describe('application/pdf'),
    handler: async ({ actor, params, query, reply }) => {
      const { resource, pdf } = resourceForPdf(actor, params.resourceId);
      const reading = readingOf(query.lang, actor.district.country);
      const bytes = await resourcePdfBytes(resource.id, pdf, reading, actor.district.country);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${resource.id}-${query.lang}.pdf"`)
        .send(bytes) as never;
    },
  }),
];

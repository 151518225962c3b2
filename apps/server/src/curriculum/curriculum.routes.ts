import { ACADEMIC_STANDARD_CATALOGUE, academicStandardsResponseSchema } from '@dash/contracts';
import { defineRoute, type RouteDefinition } from '../http/route.js';

export const curriculumRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/m/academic_standards',
    summary:
      'The academic standards with their display names (spec §9); only those with content can be selected.',
    policy: { access: 'session' },
    response: academicStandardsResponseSchema,
    handler: async () => ({ data: ACADEMIC_STANDARD_CATALOGUE.map((a) => ({ ...a })) }),
  }),
];

import {
  ACADEMIC_STANDARD_CATALOGUE,
  ACADEMIC_STANDARD_NAMES,
  academicStandardsResponseSchema,
  curriculumTreeResponseSchema,
  type AcademicStandard,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { curriculumTreeOf } from './curriculum-tree.js';

const astParams = z.object({
  ast: z.enum(Object.keys(ACADEMIC_STANDARD_NAMES) as [AcademicStandard, ...AcademicStandard[]], {
    error: `must be one of ${Object.keys(ACADEMIC_STANDARD_NAMES).join(', ')}`,
  }),
});

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
  defineRoute({
    method: 'GET',
    url: '/m/ast/:ast/tree/domains',
    summary:
      'Grades, domains, clusters and standards of an academic standard, for choosing an assignment focus (none for a standard without content).',
    policy: { access: 'session' },
    params: astParams,
    response: curriculumTreeResponseSchema,
    handler: async ({ params }) => ({ data: curriculumTreeOf(params.ast) }),
  }),
];

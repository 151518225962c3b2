import {
  ACADEMIC_STANDARD_CATALOGUE,
  ACADEMIC_STANDARD_NAMES,
  academicStandardsResponseSchema,
  curriculumTreeResponseSchema,
  focusLessonGroupsResponseSchema,
  focusTypeSchema,
  idSchema,
  type AcademicStandard,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { notFound } from '../http/app-error.js';
import { curriculumTreeOf } from './curriculum-tree.js';
import { lessonGroupsOfFocus } from './focus-lesson-groups.js';

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
  defineRoute({
    method: 'GET',
    url: '/m/mo_group_desc/focus_type/:focus_type/focus_id/:focus_id',
    summary:
      'The lesson groups an assignment focus (domain, cluster or standard) plays, with their descriptions, for the lesson-group preview.',
    policy: { access: 'session' },
    params: z.object({ focus_type: focusTypeSchema, focus_id: idSchema }),
    response: focusLessonGroupsResponseSchema,
    handler: async ({ params, actor }) => {
      // Spec §6: guardians get no professional-development links.
      const groups = lessonGroupsOfFocus(params.focus_type, params.focus_id, actor.role !== 'guardian');
      if (!groups)
        throw notFound(
          `The curriculum has no ${params.focus_type.toLowerCase()} with the id ${params.focus_id}.`,
        );
      return { data: groups };
    },
  }),
];

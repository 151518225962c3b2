/**
 * The administrators' district-wide panes that no other report answers (spec §2 /reports/*): the grade-level
 * pace of every student this school year and the assignment overview per school. HTTP only; admins only, each
 * over the schools the caller may see (policy.visibleScope).
 */
import {
  assignmentOverviewQuerySchema,
  assignmentOverviewResponseSchema,
  gradeLevelPaceQuerySchema,
  gradeLevelPaceResponseSchema,
} from '@dash/contracts';
import { districtParams } from '../../http/route-params.js';
import { defineRoute } from '../../http/route.js';
import { ADMIN_ROLES } from '../../policy/policy.js';
import { getAssignmentOverview } from './assignment-overview.service.js';
import { getGradeLevelPace } from './grade-level-pace.service.js';

const adminsOfDistrict = { access: 'district', roles: ADMIN_ROLES } as const;

export const gradeLevelPaceRoute = defineRoute({
  method: 'GET',
  reuse: true,
  url: '/r/districts/:districtId/grade-level-pace',
  summary:
    "Every student's grade-level standards proficient at the school year's start and now, their pace this " +
    'year and the projection to its last day (reached, on pace, off pace), with counts per school and grade; ' +
    'optional school_id, grade_id.',
  policy: adminsOfDistrict,
  params: districtParams,
  query: gradeLevelPaceQuerySchema,
  response: gradeLevelPaceResponseSchema,
  handler: ({ query, actor, ctx }) => getGradeLevelPace(ctx.db, actor, query),
});

export const assignmentOverviewRoute = defineRoute({
  method: 'GET',
  reuse: true,
  url: '/r/districts/:districtId/assignments/overview',
  summary:
    'Per school: focus assignments started in the period, their classrooms and students, completed and ' +
    'still active; default 30d; optional school_id.',
  policy: adminsOfDistrict,
  params: districtParams,
  query: assignmentOverviewQuerySchema,
  response: assignmentOverviewResponseSchema,
  handler: ({ query, actor, ctx }) => getAssignmentOverview(ctx.db, actor, query),
});

export const districtPanesRoutes = [gradeLevelPaceRoute, assignmentOverviewRoute];

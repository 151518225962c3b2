import {
  academicMappingsQuerySchema,
  academicMappingsResponseSchema,
  createThirdPartyAssignmentsRequestSchema,
  createThirdPartyAssignmentsResponseSchema,
  thirdPartyAssessmentsResponseSchema,
  thirdPartyScoresResponseSchema,
} from '@dash/contracts';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { classroomParams, classroomTarget, districtParams } from '../http/route-params.js';
import { academicMappingsOf, assessmentsOfDistrict, classroomScores } from './third-party-reads.js';
import { createThirdPartyAssignments } from './third-party.service.js';

/** Third-party assessments and the assignments made from their scores (spec §7). */
export const thirdPartyRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/districts/:districtId/thirdpartyassessments',
    summary:
      "The district's third-party assessments (NWEA, Quantile), active or not, with their score mappings.",
    policy: { access: 'district' },
    params: districtParams,
    response: thirdPartyAssessmentsResponseSchema,
    handler: async ({ params, ctx }) => ({ data: await assessmentsOfDistrict(ctx.db, params.districtId) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/academic_mappings',
    summary:
      'Academic mappings (spec §3): the program, academic standards and third-party assessments, by type.',
    policy: { access: 'session' },
    query: academicMappingsQuerySchema,
    response: academicMappingsResponseSchema,
    handler: async ({ query }) => ({ data: academicMappingsOf(query.academic_type) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/m/districts/:districtId/classrooms/:classroomId/third_party_scores',
    summary: "The classroom's students with their grade, latest NWEA RIT per domain and Quantile measure.",
    policy: { access: 'object', state: 'classroom', pane: 'create_assignment', target: classroomTarget },
    params: classroomParams,
    response: thirdPartyScoresResponseSchema,
    handler: async ({ params, ctx }) => ({
      data: await classroomScores(ctx.db, params.districtId, params.classroomId),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/m/assignments/third_party',
    summary:
      'Assigns, per student, the focus their NWEA score range or Quantile measure points to in the chosen domain (10 weeks).',
    policy: { access: 'requestObjects' },
    body: createThirdPartyAssignmentsRequestSchema,
    response: createThirdPartyAssignmentsResponseSchema,
    handler: async ({ body, actor, ctx }) => ({
      data: await createThirdPartyAssignments(ctx.db, actor, body),
    }),
  }),
];

/** Standards and proficiency endpoints (spec §7): HTTP only; rules in the student and classroom services. */
import {
  classroomClustersQuerySchema,
  classroomGridQuerySchema,
  classroomProficiencyResponseSchema,
  classroomStandardClustersResponseSchema,
  classroomStandardDomainsResponseSchema,
  classroomStandardLevelsResponseSchema,
  classroomStandardQuerySchema,
  classroomStandardResponseSchema,
  classroomStandardsGridResponseSchema,
  classroomStandardsQuerySchema,
  idSchema,
  reportQuerySchema,
  studentOverviewResponseSchema,
  standardsCompletionsQuerySchema,
  standardsCompletionsResponseSchema,
  studentProficiencyQuerySchema,
  studentProficiencyResponseSchema,
  studentStandardsQuerySchema,
  studentStandardsResponseSchema,
} from '@dash/contracts';
import { standardsExportRoutes } from './standards-export.routes.js';
import { objectRoute } from '../../http/object-route.js';
import { classroomParams, districtParams } from '../../http/route-params.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { getClassroomProficiency } from './classroom-proficiency.service.js';
import {
  getClassroomClusters,
  getClassroomDomains,
  getClassroomGrid,
  getClassroomLevels,
  getClassroomStandard,
} from './classroom-standards.service.js';
import { getStudentOverview } from './student-overview.service.js';
import {
  getStandardsCompletions,
  getStudentProficiency,
  getStudentStandards,
} from './student-standards.service.js';

const classroomStandards = { state: 'classroom', pane: 'standards' } as const;

/** The level completions of the student named in the query (userId), for the proficiency views. */
const standardsCompletionsRoute = defineRoute({
  method: 'GET',
  reuse: true,
  url: '/api/v1/districts/:districtId/standardscompletions',
  summary: 'Level completions by domain of one student (userId), for the proficiency views.',
  policy: {
    access: 'object',
    state: 'student',
    pane: 'overview',
    target: (p: { districtId: number }, q: { userId: number }) => ({
      type: 'student',
      districtId: p.districtId,
      studentId: q.userId,
    }),
  },
  params: districtParams,
  query: standardsCompletionsQuerySchema,
  response: standardsCompletionsResponseSchema,
  handler: ({ query, actor, ctx }) => getStandardsCompletions(ctx.db, actor, query.userId, query),
});

export const standardsRoutes: RouteDefinition[] = [
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/students/:studentId/overview',
    summary:
      'Student overview: usage summary with statuses, proficiency by grade and domain, standards lists, alert.',
    state: 'student',
    pane: 'overview',
    query: reportQuerySchema,
    response: studentOverviewResponseSchema,
    handler: ({ params, query, actor, ctx }) => getStudentOverview(ctx.db, actor, params.studentId, query),
  }),
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/students/:studentId/proficiency/domains',
    summary:
      'Proficiency table of one student: columns by grade level, rows by domain, completion and status per cell.',
    state: 'student',
    pane: 'overview',
    query: studentProficiencyQuerySchema,
    response: studentProficiencyResponseSchema,
    handler: ({ params, query, actor, ctx }) => getStudentProficiency(ctx.db, actor, params.studentId, query),
  }),
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/students/:studentId/standards',
    summary:
      'Domains, clusters and standards of one grade level for one student, with standards completed and progressed in fd–td (or until now).',
    state: 'student',
    pane: 'standards',
    query: studentStandardsQuerySchema,
    response: studentStandardsResponseSchema,
    handler: ({ params, query, actor, ctx }) => getStudentStandards(ctx.db, actor, params.studentId, query),
  }),
  standardsCompletionsRoute,
  objectRoute({
    reuse: true,
    ...classroomStandards,
    url: '/r/districts/:districtId/classrooms/:classroomId/standards/levels',
    summary:
      'Grade levels with percent complete averaged over the classroom’s students, and the default level.',
    query: classroomStandardsQuerySchema,
    response: classroomStandardLevelsResponseSchema,
    handler: ({ params, query, actor, ctx }) => getClassroomLevels(ctx.db, actor, params.classroomId, query),
  }),
  objectRoute({
    reuse: true,
    state: 'classroom',
    pane: 'overview',
    url: '/r/districts/:districtId/classrooms/:classroomId/standards/proficiency',
    summary:
      'Grade proficiency table of the Overview: the classroom’s students, each with completion of every grade level K–8.',
    query: classroomStandardsQuerySchema.pick({ untilNow: true, ast: true }),
    response: classroomProficiencyResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      getClassroomProficiency(ctx.db, actor, params.classroomId, query),
  }),
  objectRoute({
    reuse: true,
    ...classroomStandards,
    url: '/r/districts/:districtId/classrooms/:classroomId/standards/domains',
    summary: 'Domains of a grade level (level_id) with the classroom’s average completion.',
    query: classroomStandardsQuerySchema,
    response: classroomStandardDomainsResponseSchema,
    handler: ({ params, query, actor, ctx }) => getClassroomDomains(ctx.db, actor, params.classroomId, query),
  }),
  objectRoute({
    reuse: true,
    ...classroomStandards,
    url: '/r/districts/:districtId/classrooms/:classroomId/standards/clusters',
    summary:
      'Clusters of a domain (level_id, domain) with their standards over the classroom; "---" clusters merged.',
    query: classroomClustersQuerySchema,
    response: classroomStandardClustersResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      getClassroomClusters(ctx.db, actor, params.classroomId, query),
  }),
  objectRoute({
    reuse: true,
    ...classroomStandards,
    url: '/r/districts/:districtId/classrooms/:classroomId/standards/all',
    summary:
      'Standards grid of a grade level: domains, clusters, standards and a page of students (page, size).',
    query: classroomGridQuerySchema,
    response: classroomStandardsGridResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      getClassroomGrid(
        ctx.db,
        actor,
        params.classroomId,
        query,
        `/r/districts/${params.districtId}/classrooms/${params.classroomId}/standards/all`,
      ),
  }),
  objectRoute({
    reuse: true,
    ...classroomStandards,
    url: '/r/districts/:districtId/classrooms/:classroomId/standards/:standardId',
    summary: 'One standard over the classroom, with each student’s status and percent complete.',
    params: classroomParams.extend({ standardId: idSchema }),
    query: classroomStandardQuerySchema,
    response: classroomStandardResponseSchema,
    handler: ({ params, query, actor, ctx }) =>
      getClassroomStandard(ctx.db, actor, params.classroomId, params.standardId, query),
  }),
  ...standardsExportRoutes,
];

/** Report endpoints of spec §7 under /r/districts/{districtId}: HTTP only; rules in reports.service.ts. */
import {
  highlightsResponseSchema,
  reportListResponseSchema,
  reportQuerySchema,
  studentOverviewResponseSchema,
  usageChartResponseSchema,
  type ReportQuery,
} from '@dash/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../accounts/actor.js';
import { defineRoute, type AppContext } from '../http/route.js';
import { idSchema } from '@dash/contracts';
import { districtParams } from '../roster/roster.routes.js';
import { CSV_COLUMNS, sendCsv } from './report-csv.js';
import {
  getHighlights,
  getReportList,
  getStudentOverview,
  getUsageChart,
  type ListInput,
} from './reports.service.js';

const ADMINS = ['districtAdmin', 'schoolAdmin'] as const;

/** Answers a list as JSON, or as CSV with format=csv. */
async function answerList(
  ctx: AppContext,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
  input: ListInput & { csvName: string; columns: keyof typeof CSV_COLUMNS },
) {
  const result = await getReportList(ctx.db, actor, input);
  if (input.query.format === 'csv') {
    return sendCsv(ctx.db, actor, request, reply, {
      name: input.csvName,
      columns: CSV_COLUMNS[input.columns],
      rows: result.data,
    });
  }
  return result;
}

const filterOf = (query: ReportQuery) => ({
  schoolId: query.school_id,
  teacherId: query.teacher_id,
  classroomId: query.classroom_id,
  gradeId: query.grade_id,
});

export const districtSchoolsReportRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/schools',
  summary:
    'Schools of the district with usage and growth (school column set); optional grade_id; format=csv.',
  policy: { access: 'district', roles: ADMINS },
  params: districtParams,
  query: reportQuerySchema,
  response: reportListResponseSchema,
  handler: ({ query, actor, ctx, request, reply }) =>
    answerList(ctx, actor, request, reply, {
      kind: 'school',
      filter: filterOf(query),
      query,
      defaultTimeframe: '30d',
      csvName: 'schools',
      columns: 'school',
    }),
});

export const teachersReportRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/teachers',
  summary: 'Teachers with usage and growth (teacher row); optional school_id and grade_id; format=csv.',
  policy: { access: 'district', roles: ADMINS },
  params: districtParams,
  query: reportQuerySchema,
  response: reportListResponseSchema,
  handler: ({ query, actor, ctx, request, reply }) =>
    answerList(ctx, actor, request, reply, {
      kind: 'teacher',
      filter: filterOf(query),
      query,
      defaultTimeframe: '30d',
      csvName: 'teachers',
      columns: 'teacher',
    }),
});

export const districtGradesReportRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/grades',
  summary:
    'Grades with usage and growth over the students the caller may see (grade column set); optional school_id; format=csv.',
  policy: { access: 'district', roles: ADMINS },
  params: districtParams,
  query: reportQuerySchema,
  response: reportListResponseSchema,
  handler: ({ query, actor, ctx, request, reply }) =>
    answerList(ctx, actor, request, reply, {
      kind: 'grade',
      filter: filterOf(query),
      query,
      defaultTimeframe: '30d',
      csvName: 'grades',
      columns: 'grade',
    }),
});

export const studentsReportRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/students',
  summary:
    'Students with usage and growth (studentCompletion column set); optional classroom_id, teacher_id, school_id; format=csv.',
  policy: { access: 'district' },
  params: districtParams,
  query: reportQuerySchema,
  response: reportListResponseSchema,
  handler: ({ query, actor, ctx, request, reply }) =>
    answerList(ctx, actor, request, reply, {
      kind: 'student',
      filter: filterOf(query),
      query,
      defaultTimeframe: '0w',
      csvName: 'students',
      columns: 'student',
    }),
});

const teacherParams = z.object({ districtId: idSchema, teacherId: idSchema });
export const teacherClassroomsReportRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/teachers/:teacherId/classrooms',
  summary: "A teacher's classrooms with usage and growth; format=csv.",
  policy: {
    access: 'object',
    state: 'teacher',
    pane: 'classes',
    target: (p: { districtId: number; teacherId: number }) => ({
      type: 'teacher',
      districtId: p.districtId,
      teacherId: p.teacherId,
    }),
  },
  params: teacherParams,
  query: reportQuerySchema,
  response: reportListResponseSchema,
  handler: ({ params, query, actor, ctx, request, reply }) =>
    answerList(ctx, actor, request, reply, {
      kind: 'classroom',
      filter: { ...filterOf(query), teacherId: params.teacherId },
      query,
      defaultTimeframe: '30d',
      csvName: 'classrooms',
      columns: 'classroom',
    }),
});

const classroomParams = z.object({ districtId: idSchema, classroomId: idSchema });
export const classroomUsageRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/classrooms/:classroomId/usage',
  summary: 'Usage chart of a classroom: rows by day, week or month (by), averages per active student.',
  policy: {
    access: 'object',
    state: 'classroom',
    pane: 'usage',
    target: (p: { districtId: number; classroomId: number }) => ({
      type: 'classroom',
      districtId: p.districtId,
      classroomId: p.classroomId,
    }),
  },
  params: classroomParams,
  query: reportQuerySchema,
  response: usageChartResponseSchema,
  handler: ({ params, query, actor, ctx }) =>
    getUsageChart(ctx.db, actor, { classroomId: params.classroomId }, query, '7d'),
});

const studentParams = z.object({ districtId: idSchema, studentId: idSchema });
const studentTarget = (p: { districtId: number; studentId: number }) => ({
  type: 'student' as const,
  districtId: p.districtId,
  studentId: p.studentId,
});

export const studentOverviewRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/students/:studentId/overview',
  summary:
    'Student overview: usage summary with statuses, proficiency by grade and domain, standards lists, alert.',
  policy: { access: 'object', state: 'student', pane: 'overview', target: studentTarget },
  params: studentParams,
  query: reportQuerySchema,
  response: studentOverviewResponseSchema,
  handler: ({ params, query, actor, ctx }) =>
    getStudentOverview(ctx.db, actor, params.studentId, query, '0w'),
});

export const studentUsageRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/students/:studentId/usage',
  summary: 'Usage chart of one student: rows by day, week or month, with the usage summary as totals.',
  policy: { access: 'object', state: 'student', pane: 'usage', target: studentTarget },
  params: studentParams,
  query: reportQuerySchema,
  response: usageChartResponseSchema,
  handler: ({ params, query, actor, ctx }) =>
    getUsageChart(ctx.db, actor, { studentId: params.studentId }, query, '7d'),
});

export const studentHighlightsRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/students/:studentId/highlights',
  summary: 'Highlights of one student for a school year (sy) or timeframe, with narrative.',
  policy: { access: 'object', state: 'student', pane: 'overview', target: studentTarget },
  params: studentParams,
  query: reportQuerySchema,
  response: highlightsResponseSchema,
  handler: ({ params, query, actor, ctx }) =>
    getHighlights(ctx.db, actor, { studentId: params.studentId }, query, '0y'),
});

export const districtOverviewRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/overview',
  summary: 'District highlights: active students, usage, lessons, extended hours, growth and narrative.',
  policy: {
    access: 'object',
    state: 'district',
    pane: 'schools',
    target: (p: { districtId: number }) => ({ type: 'district', districtId: p.districtId }),
  },
  params: districtParams,
  query: reportQuerySchema,
  response: highlightsResponseSchema,
  handler: ({ query, actor, ctx }) => getHighlights(ctx.db, actor, {}, query, '30d'),
});

export const reportRoutes = [
  districtOverviewRoute,
  districtSchoolsReportRoute,
  districtGradesReportRoute,
  teachersReportRoute,
  teacherClassroomsReportRoute,
  studentsReportRoute,
  classroomUsageRoute,
  studentOverviewRoute,
  studentUsageRoute,
  studentHighlightsRoute,
];

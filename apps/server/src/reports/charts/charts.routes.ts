/** District charts under /r/districts/{districtId}: the schools bubble graph, schools and teachers frequency graphs. */
import {
  chartQuerySchema,
  frequencyQuerySchema,
  frequencyResponseSchema,
  schoolBubbleGraphResponseSchema,
  highlightsResponseSchema,
  REPORT_DEFAULT_TIMEFRAMES,
  reportQuerySchema,
  TIMEFRAME_CHOICES,
  usageChartResponseSchema,
} from '@dash/contracts';
import {
  classroomParams,
  classroomTarget,
  districtParams,
  districtTarget,
  studentParams,
  studentTarget,
} from '../../http/route-params.js';
import { defineRoute } from '../../http/route.js';
import { ADMIN_ROLES } from '../../policy/policy.js';
import { getFrequency, getSchoolBubbleGraph } from './district-charts.service.js';
import { getHighlights, getUsageChart } from './usage.service.js';

export const schoolsBubbleGraphRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/schools/bubblegraph',
  summary:
    'District performance: one bubble per school (weekly usage, percent growth, active students); optional grade_id.',
  policy: {
    access: 'object',
    state: 'district',
    pane: 'performance',
    target: districtTarget,
  },
  params: districtParams,
  query: chartQuerySchema.omit({ school_id: true }),
  response: schoolBubbleGraphResponseSchema,
  handler: ({ query, actor, ctx }) => getSchoolBubbleGraph(ctx.db, actor, query),
});

export const schoolsFrequencyRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/schools/frequency',
  summary: 'Schools the caller may see, counted per bucket of a graph metric (metric); optional grade_id.',
  policy: { access: 'district', roles: ADMIN_ROLES },
  params: districtParams,
  query: frequencyQuerySchema.omit({ school_id: true }),
  response: frequencyResponseSchema,
  handler: ({ query, actor, ctx }) =>
    getFrequency(ctx.db, actor, {
      kind: 'school',
      filter: { gradeId: query.grade_id },
      metric: query.metric ?? 'average_weekly_session_time',
      query,
      defaultTimeframe: REPORT_DEFAULT_TIMEFRAMES.districtCharts,
    }),
});

export const teachersFrequencyRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/teachers/frequency',
  summary:
    'Teachers the caller may see, counted per bucket of a graph metric (metric); optional school_id, grade_id.',
  policy: { access: 'district', roles: ADMIN_ROLES },
  params: districtParams,
  query: frequencyQuerySchema,
  response: frequencyResponseSchema,
  handler: ({ query, actor, ctx }) =>
    getFrequency(ctx.db, actor, {
      kind: 'teacher',
      filter: { schoolId: query.school_id, gradeId: query.grade_id },
      metric: query.metric ?? 'average_weekly_session_time',
      query,
      defaultTimeframe: TIMEFRAME_CHOICES.list.defaultCode,
    }),
});

export const classroomUsageRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/classrooms/:classroomId/usage',
  summary: 'Usage chart of a classroom: rows by day, week or month (by), averages per active student.',
  policy: { access: 'object', state: 'classroom', pane: 'usage', target: classroomTarget },
  params: classroomParams,
  query: reportQuerySchema,
  response: usageChartResponseSchema,
  handler: ({ params, query, actor, ctx }) =>
    getUsageChart(
      ctx.db,
      actor,
      { classroomId: params.classroomId },
      query,
      REPORT_DEFAULT_TIMEFRAMES.usageChart,
    ),
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
    getUsageChart(
      ctx.db,
      actor,
      { studentId: params.studentId },
      query,
      REPORT_DEFAULT_TIMEFRAMES.usageChart,
    ),
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
    getHighlights(
      ctx.db,
      actor,
      { studentId: params.studentId },
      query,
      REPORT_DEFAULT_TIMEFRAMES.studentHighlights,
    ),
});

export const districtOverviewRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/overview',
  summary: 'District highlights: active students, usage, lessons, extended hours, growth and narrative.',
  policy: { access: 'object', state: 'district', pane: 'schools', target: districtTarget },
  params: districtParams,
  query: reportQuerySchema,
  response: highlightsResponseSchema,
  handler: ({ query, actor, ctx }) =>
    getHighlights(ctx.db, actor, {}, query, REPORT_DEFAULT_TIMEFRAMES.districtOverview),
});

export const chartRoutes = [
  districtOverviewRoute,
  schoolsBubbleGraphRoute,
  schoolsFrequencyRoute,
  teachersFrequencyRoute,
  classroomUsageRoute,
  studentUsageRoute,
  studentHighlightsRoute,
];

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
import { objectRoute, type ObjectParams } from '../../http/object-route.js';
import { districtParams } from '../../http/route-params.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { ADMIN_ROLES } from '../../policy/policy.js';
import type { MemberFilter } from '../lists/aggregates.repository.js';
import { getFrequency, getSchoolBubbleGraph } from './district-charts.service.js';
import { getHighlights, getUsageChart } from './usage.service.js';

const districtAdmins = { access: 'district', roles: ADMIN_ROLES } as const;

/** The usage chart of the students of the object the path names (a classroom, or one student). */
function usageChartRoute<S extends 'classroom' | 'student'>(chart: {
  state: S;
  url: string;
  summary: string;
  members: (params: ObjectParams<S>) => MemberFilter;
}) {
  return objectRoute({
    reuse: true,
    url: chart.url,
    summary: chart.summary,
    state: chart.state,
    pane: 'usage',
    query: reportQuerySchema,
    response: usageChartResponseSchema,
    handler: ({ params, query, actor, ctx }) => getUsageChart(ctx.db, actor, chart.members(params), query),
  });
}

export const chartRoutes: RouteDefinition[] = [
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/overview',
    summary: 'District highlights: active students, usage, lessons, extended hours, growth and narrative.',
    state: 'district',
    pane: 'schools',
    query: reportQuerySchema,
    response: highlightsResponseSchema,
    handler: ({ query, actor, ctx }) =>
      getHighlights(ctx.db, actor, {}, query, REPORT_DEFAULT_TIMEFRAMES.districtOverview),
  }),
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/schools/bubblegraph',
    summary:
      'District performance: one bubble per school (weekly usage, percent growth, active students); optional grade_id.',
    state: 'district',
    pane: 'performance',
    query: chartQuerySchema.omit({ school_id: true }),
    response: schoolBubbleGraphResponseSchema,
    handler: ({ query, actor, ctx }) => getSchoolBubbleGraph(ctx.db, actor, query),
  }),
  defineRoute({
    method: 'GET',
    reuse: true,
    url: '/r/districts/:districtId/schools/frequency',
    summary: 'Schools the caller may see, counted per bucket of a graph metric (metric); optional grade_id.',
    policy: districtAdmins,
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
  }),
  defineRoute({
    method: 'GET',
    reuse: true,
    url: '/r/districts/:districtId/teachers/frequency',
    summary:
      'Teachers the caller may see, counted per bucket of a graph metric (metric); optional school_id, grade_id.',
    policy: districtAdmins,
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
  }),
  usageChartRoute({
    state: 'classroom',
    url: '/r/districts/:districtId/classrooms/:classroomId/usage',
    summary: 'Usage chart of a classroom: rows by day, week or month (by), averages per active student.',
    members: (params) => ({ classroomId: params.classroomId }),
  }),
  usageChartRoute({
    state: 'student',
    url: '/r/districts/:districtId/students/:studentId/usage',
    summary: 'Usage chart of one student: rows by day, week or month, with the usage summary as totals.',
    members: (params) => ({ studentId: params.studentId }),
  }),
  objectRoute({
    reuse: true,
    url: '/r/districts/:districtId/students/:studentId/highlights',
    summary: 'Highlights of one student for a school year (sy) or timeframe, with narrative.',
    state: 'student',
    pane: 'overview',
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
  }),
];

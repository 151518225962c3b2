/** District charts under /r/districts/{districtId}: the schools bubble graph, schools and teachers frequency graphs. */
import {
  chartQuerySchema,
  frequencyQuerySchema,
  frequencyResponseSchema,
  schoolBubbleGraphResponseSchema,
} from '@dash/contracts';
import { defineRoute } from '../http/route.js';
import { districtParams } from '../roster/roster.routes.js';
import { getFrequency, getSchoolBubbleGraph } from './district-charts.service.js';

const ADMINS = ['districtAdmin', 'schoolAdmin'] as const;

export const schoolsBubbleGraphRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/schools/bubblegraph',
  summary:
    'District performance: one bubble per school (weekly usage, percent growth, active students); optional grade_id.',
  policy: {
    access: 'object',
    state: 'district',
    pane: 'performance',
    target: (p: { districtId: number }) => ({ type: 'district', districtId: p.districtId }),
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
  policy: { access: 'district', roles: ADMINS },
  params: districtParams,
  query: frequencyQuerySchema.omit({ school_id: true }),
  response: frequencyResponseSchema,
  handler: ({ query, actor, ctx }) =>
    getFrequency(ctx.db, actor, {
      kind: 'school',
      filter: { gradeId: query.grade_id },
      metric: query.metric ?? 'average_weekly_session_time',
      query,
      defaultTimeframe: '30d',
    }),
});

export const teachersFrequencyRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/teachers/frequency',
  summary:
    'Teachers the caller may see, counted per bucket of a graph metric (metric); optional school_id, grade_id.',
  policy: { access: 'district', roles: ADMINS },
  params: districtParams,
  query: frequencyQuerySchema,
  response: frequencyResponseSchema,
  handler: ({ query, actor, ctx }) =>
    getFrequency(ctx.db, actor, {
      kind: 'teacher',
      filter: { schoolId: query.school_id, gradeId: query.grade_id },
      metric: query.metric ?? 'average_weekly_session_time',
      query,
      defaultTimeframe: '30d',
    }),
});

export const districtChartRoutes = [schoolsBubbleGraphRoute, schoolsFrequencyRoute, teachersFrequencyRoute];

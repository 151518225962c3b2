/**
 * HTTP of analytics (spec §7 POST /a/events) and the educator-engagement report it feeds
 * (/reports/newDashboardUsage): an educator records a page view; a district admin reads the district's.
 */
import {
  ANALYTICS_BODY_LIMIT_BYTES,
  analyticsEventSchema,
  dashboardUsageQuerySchema,
  dashboardUsageResponseSchema,
  localeForCountry,
  okResponseSchema,
} from '@dash/contracts';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { districtParams, districtTarget } from '../http/route-params.js';
import { ANALYTICS_ROLES } from '../policy/analytics-policy.js';
import { recordPageView } from './analytics.service.js';
import { sendCsv } from '../reports/shared/csv.js';
import { engagementCsvTable } from './engagement-csv.js';
import { getDashboardUsage } from './engagement-report.service.js';

export const analyticsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'POST',
    url: '/a/events',
    summary:
      'Records one page view of the signed-in educator (spec §3 analytics event: ids, duration, local time, page).',
    policy: { access: 'session', roles: ANALYTICS_ROLES },
    body: analyticsEventSchema,
    bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
    response: okResponseSchema,
    handler: async ({ body, actor, ctx }) => {
      await recordPageView(ctx.db, actor, body);
      return { data: { ok: true as const } };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/r/districts/:districtId/dashboard-usage',
    summary:
      'Educator engagement from page views: per educator and school, views, minutes, last visit, top pages (default 30d); format=csv exports the educators.',
    // The district's dashboard-use pane (customers usage): district admins of their own district.
    policy: { access: 'object', state: 'district', pane: 'customers_usage', target: districtTarget },
    params: districtParams,
    query: dashboardUsageQuerySchema,
    response: dashboardUsageResponseSchema,
    handler: async ({ query, actor, ctx, request, reply }) => {
      const report = await getDashboardUsage(ctx.db, actor, query);
      if (query.format !== 'csv') return report;
      const locale = query.locale ?? localeForCountry(actor.district.country);
      const table = engagementCsvTable(report, { locale, timeZone: actor.district.timeZone });
      return sendCsv(ctx.db, actor, request, reply, table);
    },
  }),
];

/** Customers usage under /r/districts/{districtId}: per school for the district, per customer for a school; format=csv. */
import {
  CUSTOMERS_USAGE_REPORTS,
  customersUsageQuerySchema,
  districtCustomersUsageResponseSchema,
  localeForCountry,
  schoolCustomersUsageResponseSchema,
  type Locale,
} from '@dash/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../accounts/actor.js';
import { districtParams, districtTarget, schoolParams, schoolTarget } from '../../http/route-params.js';
import { defineRoute, type AppContext } from '../../http/route.js';
import { catalogueCsvTable } from '../shared/catalogue-csv.js';
import { sendCsv } from '../shared/csv.js';
import { getDistrictCustomersUsage, getSchoolCustomersUsage } from './customers-usage.service.js';

/** The customers usage rows as a CSV export in the caller's language, audited. */
function sendUsageCsv<R extends object>(
  input: { actor: Actor; ctx: AppContext; request: FastifyRequest; reply: FastifyReply; locale?: Locale },
  report: keyof typeof CUSTOMERS_USAGE_REPORTS,
  rows: readonly R[],
) {
  const { csvName, columns } = CUSTOMERS_USAGE_REPORTS[report];
  const locale = input.locale ?? localeForCountry(input.actor.district.country);
  const table = catalogueCsvTable({ name: csvName, columns, rows, locale });
  return sendCsv(input.ctx.db, input.actor, input.request, input.reply, table);
}

export const districtCustomersUsageRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/customers/usage',
  summary:
    "Dashboard use by each school's teachers and administrators (schoolsCustomerUsage); default 7d; format=csv.",
  policy: {
    access: 'object',
    state: 'district',
    pane: 'customers_usage',
    target: districtTarget,
  },
  params: districtParams,
  query: customersUsageQuerySchema,
  response: districtCustomersUsageResponseSchema,
  handler: async ({ query, actor, ctx, request, reply }) => {
    const result = await getDistrictCustomersUsage(ctx.db, actor, query, ctx.config);
    if (query.format !== 'csv') return result;
    return sendUsageCsv({ actor, ctx, request, reply, locale: query.locale }, 'schools', result.data);
  },
});

export const schoolCustomersUsageRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/schools/:schoolId/customers/usage',
  summary:
    'Dashboard use by each teacher and administrator of a school (teacherCustomerUsage); default 7d; format=csv.',
  policy: {
    access: 'object',
    state: 'school',
    pane: 'school_customers_usage',
    target: schoolTarget,
  },
  params: schoolParams,
  query: customersUsageQuerySchema,
  response: schoolCustomersUsageResponseSchema,
  handler: async ({ params, query, actor, ctx, request, reply }) => {
    const result = await getSchoolCustomersUsage(ctx.db, actor, params.schoolId, query, ctx.config);
    if (query.format !== 'csv') return result;
    return sendUsageCsv({ actor, ctx, request, reply, locale: query.locale }, 'customers', result.data);
  },
});

export const customersUsageRoutes = [districtCustomersUsageRoute, schoolCustomersUsageRoute];

/** Customers usage under /r/districts/{districtId}: per school for the district, per customer for a school; format=csv. */
import {
  customersUsageQuerySchema,
  districtCustomersUsageResponseSchema,
  idSchema,
  schoolCustomersUsageResponseSchema,
} from '@dash/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../accounts/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';
import { defineRoute } from '../http/route.js';
import { districtParams } from '../roster/roster.routes.js';
import { getDistrictCustomersUsage, getSchoolCustomersUsage } from './customers-usage.service.js';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = String(value);
  // Quote, and neutralise spreadsheet formulas in text cells.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function rowsToCsv<R extends object>(
  columns: readonly (keyof R & string)[],
  rows: readonly R[],
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Sends rows as a CSV attachment after recording an 'export' audit entry. */
async function sendRowsCsv<R extends object>(
  db: Db,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  columns: readonly (keyof R & string)[],
  rows: readonly R[],
): Promise<never> {
  await recordAudit(db, {
    districtId: actor.districtId,
    customerId: actor.customerId,
    action: 'export',
    outcome: 'success',
    target: name,
    ip: request.ip,
    detail: `${request.method} ${request.url.split('?')[0]} (${rows.length} rows)`,
  });
  await reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(rowsToCsv(columns, rows));
  return reply as never;
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
    target: (p: { districtId: number }) => ({ type: 'district', districtId: p.districtId }),
  },
  params: districtParams,
  query: customersUsageQuerySchema,
  response: districtCustomersUsageResponseSchema,
  handler: async ({ query, actor, ctx, request, reply }) => {
    const result = await getDistrictCustomersUsage(ctx.db, actor, query, ctx.config);
    if (query.format !== 'csv') return result;
    return sendRowsCsv(
      ctx.db,
      actor,
      request,
      reply,
      'customers-usage',
      ['schoolName', 'active_customers', 'active_sessions', 'percent_active_customers', 'total_customers'],
      result.data,
    );
  },
});

const schoolParams = z.object({ districtId: idSchema, schoolId: idSchema });

export const schoolCustomersUsageRoute = defineRoute({
  method: 'GET',
  url: '/r/districts/:districtId/schools/:schoolId/customers/usage',
  summary:
    'Dashboard use by each teacher and administrator of a school (teacherCustomerUsage); default 7d; format=csv.',
  policy: {
    access: 'object',
    state: 'school',
    pane: 'school_customers_usage',
    target: (p: { districtId: number; schoolId: number }) => ({
      type: 'school',
      districtId: p.districtId,
      schoolId: p.schoolId,
    }),
  },
  params: schoolParams,
  query: customersUsageQuerySchema,
  response: schoolCustomersUsageResponseSchema,
  handler: async ({ params, query, actor, ctx, request, reply }) => {
    const result = await getSchoolCustomersUsage(ctx.db, actor, params.schoolId, query, ctx.config);
    if (query.format !== 'csv') return result;
    return sendRowsCsv(
      ctx.db,
      actor,
      request,
      reply,
      'school-customers-usage',
      ['first_name', 'last_name', 'session_count', 'usage_time_in_min', 'usage_time_per_session'],
      result.data,
    );
  },
});

export const customersUsageRoutes = [districtCustomersUsageRoute, schoolCustomersUsageRoute];

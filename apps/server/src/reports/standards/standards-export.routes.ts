/**
 * The classroom standards exports (spec §7 "Export"): the standard export of the grid (CSV, or xlsx) and the
 * student standards report workbook; both for those who may open the classroom's standards, in districts with
 * classroom_standards_export_enabled (the policy's `standards_export` pane), and audited.
 */
import {
  standardsExportQuerySchema,
  studentStandardsReportQuerySchema,
  STANDARDS_EXPORT_PATHS,
} from '@dash/contracts';
import { z } from 'zod';
import { objectRoute } from '../../http/object-route.js';
import { classroomTarget, districtParams } from '../../http/route-params.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { sendCsv } from '../shared/csv.js';
import { sendXlsx } from '../shared/xlsx.js';
import { classroomStandardsSheets } from './standards-export.js';

const file = z.unknown().describe('text/csv or an .xlsx workbook');
const exportPane = { state: 'classroom', pane: 'standards_export' } as const;

export const standardsExportRoutes: RouteDefinition[] = [
  objectRoute({
    ...exportPane,
    url: '/r/districts/:districtId/classrooms/:classroomId/standards/export',
    summary: 'The standards grid of a grade level as a file: a row per student, the percent per standard.',
    query: standardsExportQuerySchema,
    response: file,
    handler: async ({ params, query, actor, ctx, request, reply }) => {
      const { format, ...grid } = query;
      const selfPath = STANDARDS_EXPORT_PATHS.grid(params.districtId, params.classroomId);
      const sheets = await classroomStandardsSheets(ctx.db, actor, params.classroomId, grid, selfPath);
      if (format === 'csv')
        return sendCsv(ctx.db, actor, request, reply, { ...sheets.grid, name: sheets.name });
      return sendXlsx(ctx.db, actor, request, reply, {
        name: sheets.name,
        sheets: [sheets.grid, sheets.key],
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/districts/:districtId/reports/studentstandardsreport',
    summary: 'The student standards report of a classroom (classroom_id) as an .xlsx workbook: grid and key.',
    policy: {
      access: 'object',
      ...exportPane,
      target: (p: { districtId: number }, q: { classroom_id: number }) =>
        classroomTarget({ districtId: p.districtId, classroomId: q.classroom_id }),
    },
    params: districtParams,
    query: studentStandardsReportQuerySchema,
    response: file,
    handler: async ({ params, query, actor, ctx, request, reply }) => {
      const { classroom_id: classroomId, ...grid } = query;
      const selfPath = STANDARDS_EXPORT_PATHS.workbook(params.districtId);
      const sheets = await classroomStandardsSheets(ctx.db, actor, classroomId, grid, selfPath);
      return sendXlsx(ctx.db, actor, request, reply, {
        name: sheets.name,
        sheets: [sheets.grid, sheets.key],
      });
    },
  }),
];

/**
 * The classroom standards exports (spec §7 "Export"): the standard export of a classroom's grid (CSV by default,
 * or .xlsx) and the student standards report workbook (`studentstandardsreport`, .xlsx), both a row per student
 * and a column per standard of the grade level with the percent complete, under the district's
 * classroom_standards_export_enabled flag.
 */
import { z } from 'zod';
import { idSchema } from './ids.js';
import { classroomStandardsQuerySchema } from './report-standards.js';

export const STANDARDS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type StandardsExportFormat = (typeof STANDARDS_EXPORT_FORMATS)[number];

/** GET /r/districts/{d}/classrooms/{c}/standards/export: the grid of a grade level as a file. */
export const standardsExportQuerySchema = classroomStandardsQuerySchema.extend({
  format: z
    .enum(STANDARDS_EXPORT_FORMATS, { error: 'must be csv or xlsx' })
    .default('csv')
    .describe('csv (default) or xlsx.'),
});

/** GET /api/v1/districts/{d}/reports/studentstandardsreport: the same grid as a workbook, for a classroom_id. */
export const studentStandardsReportQuerySchema = classroomStandardsQuerySchema.extend({
  classroom_id: idSchema.describe('The classroom reported on.'),
});

/** The export paths, as the web links them. */
export const STANDARDS_EXPORT_PATHS = {
  grid: (districtId: number, classroomId: number) =>
    `/r/districts/${districtId}/classrooms/${classroomId}/standards/export`,
  workbook: (districtId: number) => `/api/v1/districts/${districtId}/reports/studentstandardsreport`,
};

import type { ReportListResponse } from '@dash/contracts';
import { reportOperation, type ReportParams } from './get-report';

/** Timeframe, sort and the list's filters (school_id, grade_id, teacher_id, classroom_id). */
export type ReportListParams = ReportParams & { timeframe: string; order?: string; sort?: 'asc' | 'desc' };

/** A report list (…/schools, …/grades, …/teachers, …/students, …/teachers/{id}/classrooms): rows and totals. */
export const {
  get: getReportList,
  queryOptions: getReportListQueryOptions,
  use: useReportList,
} = reportOperation<ReportListResponse, ReportListParams>();

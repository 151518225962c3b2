import type { ReportListResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type ReportParams } from './get-report';

/** Timeframe, sort and the list's filters (school_id, grade_id, teacher_id, classroom_id). */
export type ReportListParams = ReportParams & { timeframe: string; order?: string; sort?: 'asc' | 'desc' };

/** A report list (…/schools, …/grades, …/teachers, …/students, …/teachers/{id}/classrooms): rows and totals. */
export const getReportList = (endpoint: string, params: ReportListParams, signal?: AbortSignal) =>
  getReport<ReportListResponse, ReportListParams>(endpoint, params, signal);

export const getReportListQueryOptions = (endpoint: string, params: ReportListParams) =>
  getReportQueryOptions(endpoint, params, getReportList);

export const useReportList = (endpoint: string, params: ReportListParams) =>
  useQuery(getReportListQueryOptions(endpoint, params));

import type { StudentOverviewResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type TimeframeParams } from './get-report';

/** One student's overview (…/students/{id}/overview): usage with statuses, proficiency, standards, alert. */
export const getStudentOverview = (endpoint: string, params: TimeframeParams, signal?: AbortSignal) =>
  getReport<StudentOverviewResponse, TimeframeParams>(endpoint, params, signal);

export const getStudentOverviewQueryOptions = (endpoint: string, params: TimeframeParams) =>
  getReportQueryOptions(endpoint, params, getStudentOverview);

/** `isEnabled` false waits (the report page names a student from the overview only on a student's page). */
export const useStudentOverview = (endpoint: string, params: TimeframeParams, isEnabled = true) =>
  useQuery({ ...getStudentOverviewQueryOptions(endpoint, params), enabled: isEnabled });

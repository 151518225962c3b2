import type { SchoolCustomersUsageResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type TimeframeParams } from './get-report';

/** How much a school's educators used the dashboard (…/schools/{id}/customers/usage): a row per educator. */
export const getSchoolCustomersUsage = (endpoint: string, params: TimeframeParams, signal?: AbortSignal) =>
  getReport<SchoolCustomersUsageResponse, TimeframeParams>(endpoint, params, signal);

export const getSchoolCustomersUsageQueryOptions = (endpoint: string, params: TimeframeParams) =>
  getReportQueryOptions(endpoint, params, getSchoolCustomersUsage);

/** `isEnabled` false when the pane shows the other level's report. */
export const useSchoolCustomersUsage = (endpoint: string, params: TimeframeParams, isEnabled: boolean) =>
  useQuery({ ...getSchoolCustomersUsageQueryOptions(endpoint, params), enabled: isEnabled });

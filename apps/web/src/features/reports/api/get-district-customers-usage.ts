import type { DistrictCustomersUsageResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type TimeframeParams } from './get-report';

/** How much each school's educators used the dashboard (…/customers/usage): a row per school. */
export const getDistrictCustomersUsage = (endpoint: string, params: TimeframeParams, signal?: AbortSignal) =>
  getReport<DistrictCustomersUsageResponse, TimeframeParams>(endpoint, params, signal);

export const getDistrictCustomersUsageQueryOptions = (endpoint: string, params: TimeframeParams) =>
  getReportQueryOptions(endpoint, params, getDistrictCustomersUsage);

/** `isEnabled` false when the pane shows the other level's report. */
export const useDistrictCustomersUsage = (endpoint: string, params: TimeframeParams, isEnabled: boolean) =>
  useQuery({ ...getDistrictCustomersUsageQueryOptions(endpoint, params), enabled: isEnabled });

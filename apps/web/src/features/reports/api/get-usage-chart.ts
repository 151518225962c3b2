import type { UsageChartResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type TimeframeParams } from './get-report';

/** Usage over time of a classroom or a student (…/usage): a row per day, week or month, and totals. */
export const getUsageChart = (endpoint: string, params: TimeframeParams, signal?: AbortSignal) =>
  getReport<UsageChartResponse, TimeframeParams>(endpoint, params, signal);

export const getUsageChartQueryOptions = (endpoint: string, params: TimeframeParams) =>
  getReportQueryOptions(endpoint, params, getUsageChart);

export const useUsageChart = (endpoint: string, params: TimeframeParams) =>
  useQuery(getUsageChartQueryOptions(endpoint, params));

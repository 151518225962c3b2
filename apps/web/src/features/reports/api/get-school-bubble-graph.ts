import type { SchoolBubbleGraphResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type ChartParams } from './get-report';

/** The district's schools as bubble points (…/schools/bubblegraph): weekly time against growth. */
export const getSchoolBubbleGraph = (endpoint: string, params: ChartParams, signal?: AbortSignal) =>
  getReport<SchoolBubbleGraphResponse, ChartParams>(endpoint, params, signal);

export const getSchoolBubbleGraphQueryOptions = (endpoint: string, params: ChartParams) =>
  getReportQueryOptions(endpoint, params, getSchoolBubbleGraph);

export const useSchoolBubbleGraph = (endpoint: string, params: ChartParams) =>
  useQuery(getSchoolBubbleGraphQueryOptions(endpoint, params));

import type { FrequencyMetric, FrequencyResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type ChartParams } from './get-report';

/** The chart's period and filters, and the graph metric the schools are counted by. */
export type FrequencyParams = ChartParams & { metric: FrequencyMetric };

/** How many schools fall in each range of a graph metric (…/schools/frequency). */
export const getSchoolFrequency = (endpoint: string, params: FrequencyParams, signal?: AbortSignal) =>
  getReport<FrequencyResponse, FrequencyParams>(endpoint, params, signal);

export const getSchoolFrequencyQueryOptions = (endpoint: string, params: FrequencyParams) =>
  getReportQueryOptions(endpoint, params, getSchoolFrequency);

export const useSchoolFrequency = (endpoint: string, params: FrequencyParams) =>
  useQuery(getSchoolFrequencyQueryOptions(endpoint, params));

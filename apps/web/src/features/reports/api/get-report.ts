import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestBody, apiUrl, type ApiParams } from '../../../lib/api-client';
import type { FailureMeta } from '../../../lib/errors/report-failure';
import { REPORT_STALE_MS } from '../../../lib/report-query';

/** The parameters of a report call (timeframe, sort, filters, level); undefined ones are left out. */
export type ReportParams = ApiParams;

/** A report over a period: the timeframe code the pane's picker chose. */
export type TimeframeParams = { timeframe: string };

/** A chart over a period, with the chart's filters (school_id, grade_id). */
export type ChartParams = ReportParams & TimeframeParams;

/** One grade level of standards (spec §7 `level_id`); none yet while the default level is being read. */
export type LevelParams = { level_id: number | undefined };

/** A report that takes no parameters. */
export type NoParams = Record<string, never>;

/** Standards report statuses as of now (spec §7 `untilNow=true`), never over a timeframe. */
export const AS_OF_NOW = { untilNow: 'true' };

/** A report URL with its query (also the CSV export link, with `format=csv`). */
export const reportUrl = apiUrl;

/** Fetches one `/r/` report: the whole envelope (data, report_dates, totals, granularity, show_averages). */
export type ReportFetcher<T, P extends ReportParams> = (
  endpoint: string,
  params: P,
  signal?: AbortSignal,
) => Promise<T>;

/**
 * The query of one report call, keyed `['report', url]`: two panes asking for the same URL share one
 * request, and a refetch by that key reaches every pane showing it.
 */
export function getReportQueryOptions<T, P extends ReportParams>(
  url: string,
  endpoint: string,
  params: P,
  fetcher: ReportFetcher<T, P>,
  meta?: FailureMeta,
) {
  return queryOptions({
    queryKey: ['report', url],
    queryFn: ({ signal }) => fetcher(endpoint, params, signal),
    staleTime: REPORT_STALE_MS,
    meta,
  });
}

/**
 * The fetcher, query options and hook of one report operation, answering with the contracts type `T` for
 * the parameters `P`. `fixedParams` are parameters the operation always sends (standards: `untilNow`).
 * The hook's `isEnabled` false waits (for a level, or on a state that does not show the report).
 * `meta` names the "Unable to load …" alert its failure raises (spec §8, lib/errors).
 */
export function reportOperation<T, P extends ReportParams>(
  fixedParams: ReportParams = {},
  meta?: FailureMeta,
) {
  const urlOf = (endpoint: string, params: P) => reportUrl(endpoint, { ...params, ...fixedParams });
  const get: ReportFetcher<T, P> = (endpoint, params, signal) =>
    apiRequestBody<T>(urlOf(endpoint, params), { signal });
  const getQueryOptions = (endpoint: string, params: P) =>
    getReportQueryOptions(urlOf(endpoint, params), endpoint, params, get, meta);
  const useReport = (endpoint: string, params: P, isEnabled = true) =>
    useQuery({ ...getQueryOptions(endpoint, params), enabled: isEnabled });
  return { get, queryOptions: getQueryOptions, use: useReport };
}

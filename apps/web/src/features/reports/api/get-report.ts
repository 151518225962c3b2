import { queryOptions } from '@tanstack/react-query';
import { apiRequestBody, apiUrl, type ApiParams } from '../../../lib/api-client';

/** The parameters of a report call (timeframe, sort, filters, level); undefined ones are left out. */
export type ReportParams = ApiParams;

/** A report over a period: the timeframe code the pane's picker chose. */
export type TimeframeParams = { timeframe: string };

/** A chart over a period, with the chart's filters (school_id, grade_id). */
export type ChartParams = ReportParams & TimeframeParams;

/** One grade level of standards, statuses as of now (spec §7 `level_id`, `untilNow=true`). */
export type StandardsLevelParams = { level_id: number | undefined; untilNow: 'true' };

/** A report that takes no parameters. */
export type NoParams = Record<string, never>;

/** A report URL with its query (also the CSV export link, with `format=csv`). */
export const reportUrl = apiUrl;

/** Fetches one `/r/` report: the whole envelope (data, report_dates, totals, granularity, show_averages). */
export type ReportFetcher<T, P extends ReportParams> = (
  endpoint: string,
  params: P,
  signal?: AbortSignal,
) => Promise<T>;

/** The report at `endpoint` with `params`, read through the API client as the contracts type `T`. */
export function getReport<T, P extends ReportParams>(endpoint: string, params: P, signal?: AbortSignal) {
  return apiRequestBody<T>(reportUrl(endpoint, params), { signal });
}

/**
 * The query of one report operation, keyed `['report', url]`: two panes asking for the same URL share one
 * request, and a refetch by that key reaches every pane showing it.
 */
export function getReportQueryOptions<T, P extends ReportParams>(
  endpoint: string,
  params: P,
  fetcher: ReportFetcher<T, P>,
) {
  return queryOptions({
    queryKey: ['report', reportUrl(endpoint, params)],
    queryFn: ({ signal }) => fetcher(endpoint, params, signal),
    staleTime: 30_000,
  });
}

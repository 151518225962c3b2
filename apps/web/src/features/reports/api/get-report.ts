import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestBody } from '../../../lib/api-client';

export type ReportParams = Record<string, string | number | undefined>;

/** A report URL with its query; undefined parameters are left out. */
export function reportUrl(path: string, params: ReportParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Any `/r/` report: the whole envelope (data, report_dates, totals, granularity, show_averages). */
export function getReportQueryOptions<T>(path: string, params: ReportParams = {}) {
  const url = reportUrl(path, params);
  return queryOptions({
    queryKey: ['report', url],
    queryFn: ({ signal }) => apiRequestBody<T>(url, { signal }),
    staleTime: 30_000,
  });
}

export function useReport<T>(path: string, params: ReportParams = {}, isEnabled = true) {
  return useQuery({ ...getReportQueryOptions<T>(path, params), enabled: isEnabled });
}

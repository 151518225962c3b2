import type { UsageChartResponse } from '@dash/contracts';
import { reportOperation, type TimeframeParams } from './get-report';

/** Usage over time of a classroom or a student (…/usage): a row per day, week or month, and totals. */
export const {
  get: getUsageChart,
  queryOptions: getUsageChartQueryOptions,
  use: useUsageChart,
} = reportOperation<UsageChartResponse, TimeframeParams>();

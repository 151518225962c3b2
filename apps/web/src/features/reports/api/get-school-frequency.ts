import type { FrequencyMetric, FrequencyResponse } from '@dash/contracts';
import { reportOperation, type ChartParams } from './get-report';

/** The chart's period and filters, and the graph metric the schools are counted by. */
export type FrequencyParams = ChartParams & { metric: FrequencyMetric };

/** How many schools fall in each range of a graph metric (…/schools/frequency). */
export const {
  get: getSchoolFrequency,
  queryOptions: getSchoolFrequencyQueryOptions,
  use: useSchoolFrequency,
} = reportOperation<FrequencyResponse, FrequencyParams>();

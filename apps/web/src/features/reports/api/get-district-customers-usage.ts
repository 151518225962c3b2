import type { DistrictCustomersUsageResponse } from '@dash/contracts';
import { reportOperation, type TimeframeParams } from './get-report';

/** How much each school's educators used the dashboard (…/customers/usage): a row per school. */
export const {
  get: getDistrictCustomersUsage,
  queryOptions: getDistrictCustomersUsageQueryOptions,
  use: useDistrictCustomersUsage,
} = reportOperation<DistrictCustomersUsageResponse, TimeframeParams>();

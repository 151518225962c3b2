import type { SchoolCustomersUsageResponse } from '@dash/contracts';
import { reportOperation, type TimeframeParams } from './get-report';

/** How much a school's educators used the dashboard (…/schools/{id}/customers/usage): a row per educator. */
export const {
  get: getSchoolCustomersUsage,
  queryOptions: getSchoolCustomersUsageQueryOptions,
  use: useSchoolCustomersUsage,
} = reportOperation<SchoolCustomersUsageResponse, TimeframeParams>();

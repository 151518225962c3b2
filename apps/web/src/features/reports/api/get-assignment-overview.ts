import type { AssignmentOverviewResponse } from '@dash/contracts';
import { reportOperation, type ReportParams, type TimeframeParams } from './get-report';

/** Per school: focus assignments started in the period and how far their students got (…/assignments/overview). */
export const {
  get: getAssignmentOverview,
  queryOptions: getAssignmentOverviewQueryOptions,
  use: useAssignmentOverview,
} = reportOperation<AssignmentOverviewResponse, ReportParams & TimeframeParams>();

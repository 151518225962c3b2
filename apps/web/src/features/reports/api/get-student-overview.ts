import type { StudentOverviewResponse } from '@dash/contracts';
import { reportOperation, type TimeframeParams } from './get-report';

/** One student's overview (…/students/{id}/overview): usage with statuses, proficiency, standards, alert. */
export const {
  get: getStudentOverview,
  queryOptions: getStudentOverviewQueryOptions,
  use: useStudentOverview,
} = reportOperation<StudentOverviewResponse, TimeframeParams>(
  {},
  { loadFailureKey: 'errors.load.studentData', locator: 'overview' },
);

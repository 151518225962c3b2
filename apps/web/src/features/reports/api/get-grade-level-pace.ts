import type { GradeLevelPaceResponse } from '@dash/contracts';
import { reportOperation, type ReportParams } from './get-report';

/** The grade-level pace of the students an admin may see this school year (…/grade-level-pace). */
export const {
  get: getGradeLevelPace,
  queryOptions: getGradeLevelPaceQueryOptions,
  use: useGradeLevelPace,
} = reportOperation<GradeLevelPaceResponse, ReportParams>();

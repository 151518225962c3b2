import type { SchoolBubbleGraphResponse } from '@dash/contracts';
import { reportOperation, type ChartParams } from './get-report';

/** The district's schools as bubble points (…/schools/bubblegraph): weekly time against growth. */
export const {
  get: getSchoolBubbleGraph,
  queryOptions: getSchoolBubbleGraphQueryOptions,
  use: useSchoolBubbleGraph,
} = reportOperation<SchoolBubbleGraphResponse, ChartParams>();

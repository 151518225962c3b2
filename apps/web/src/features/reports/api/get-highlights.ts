import type { HighlightsResponse } from '@dash/contracts';
import { reportOperation, type ReportParams } from './get-report';

/** The district overview (…/overview) or a student's highlights (…/students/{id}/highlights). */
export const { use: useHighlights } = reportOperation<HighlightsResponse, ReportParams>();

import type { ReportState } from '@dash/contracts';

/** Ids that travel with a report URL as query parameters (spec §2, §5). */
export interface ReportContext {
  schoolId?: number;
  teacherId?: number;
  classroomId?: number;
  studentId?: number;
  gradeId?: number;
}

export const CONTEXT_KEYS = ['schoolId', 'teacherId', 'classroomId', 'studentId', 'gradeId'] as const;
export type ContextKey = (typeof CONTEXT_KEYS)[number];

/**
 * The URL of a report in the hierarchy: `/district/{districtId}` for the district itself, otherwise
 * `/district/{districtId}/{state}/{id}` with the context ids and any extra parameters as the query.
 */
export function reportHref(
  districtId: number,
  state: ReportState,
  itemId: number,
  context: ReportContext = {},
  extra: Record<string, string | undefined> = {},
): string {
  const path =
    state === 'district' ? `/district/${districtId}` : `/district/${districtId}/${state}/${itemId}`;
  const query = new URLSearchParams();
  for (const key of CONTEXT_KEYS) {
    const value = context[key];
    if (value !== undefined) query.set(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

import type { ReportState } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportUrl, type ReportParams } from './get-report';

/** The `/n/` lists that feed the navigation pane, the info pane and the breadcrumbs (spec §7). */
export type NavListKind = 'schools' | 'teachers' | 'classrooms' | 'students' | 'grades';

/** The `/n/` list that names the items of a state (the district and guardian are named by the customer). */
export const NAV_LIST_OF: Partial<Record<ReportState, NavListKind>> = {
  school: 'schools',
  grade: 'grades',
  teacher: 'teachers',
  classroom: 'classrooms',
};

/** The fields the report pages read from any `/n/` row; each list fills the ones it has. */
export interface NavRow {
  id: number;
  name?: string;
  first_name?: string;
  last_name?: string;
  city?: string | null;
  zip?: string | null;
  email_address?: string | null;
  grade_id?: number;
  grade_name?: string;
  school_id?: number;
  school_name?: string;
  teacher_id?: number;
  teacher_name?: string;
  student_count?: number;
}

export function getNavListQueryOptions(districtId: number, kind: NavListKind, params: ReportParams = {}) {
  const url = reportUrl(`/n/districts/${districtId}/${kind}`, params);
  return queryOptions({
    queryKey: ['districts', districtId, 'nav', kind, url],
    queryFn: ({ signal }) => apiRequest<NavRow[]>(url, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useNavList(
  districtId: number,
  kind: NavListKind,
  params: ReportParams = {},
  isEnabled = true,
) {
  return useQuery({ ...getNavListQueryOptions(districtId, kind, params), enabled: isEnabled });
}

/** A person's or an item's display name. */
export function displayName(row: NavRow): string {
  if (row.first_name !== undefined || row.last_name !== undefined) {
    return `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  }
  return row.name ?? String(row.id);
}

import type { ReportState } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  getNavList,
  getNavListQueryOptions as getListQueryOptions,
  type NavListKind,
  type NavListQuery,
  type NavListRow,
} from '../../../lib/navigation-list';

export { getNavList, type NavListKind, type NavListQuery, type NavListRow };

/** The `/n/` list that names the items of a state (the district and guardian are named by the customer). */
export const NAV_LIST_OF: Partial<Record<ReportState, NavListKind>> = {
  school: 'schools',
  grade: 'grades',
  teacher: 'teachers',
  classroom: 'classrooms',
};

/** The `/n/` lists that feed the navigation pane, the info pane and the breadcrumbs (spec §7): kept 5 min. */
export const getNavListQueryOptions = <K extends NavListKind>(
  districtId: number,
  kind: K,
  query?: NavListQuery<K>,
) => ({ ...getListQueryOptions(districtId, kind, query), staleTime: 5 * 60_000 });

export const useNavList = <K extends NavListKind>(
  districtId: number,
  kind: K,
  query?: NavListQuery<K>,
  isEnabled = true,
) => useQuery({ ...getNavListQueryOptions(districtId, kind, query), enabled: isEnabled });

/** A person's or an item's display name. */
export function displayName(row: NavListRow<NavListKind>): string {
  return 'first_name' in row ? `${row.first_name} ${row.last_name}`.trim() : row.name;
}

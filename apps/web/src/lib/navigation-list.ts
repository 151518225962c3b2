import type {
  ClassroomListItem,
  ClassroomListQuery,
  GradeListItem,
  GradeListQuery,
  SchoolListItem,
  StudentListItem,
  StudentListQuery,
  TeacherListItem,
  TeacherListQuery,
} from '@dash/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl } from './api-client';

/**
 * The `/n/districts/{districtId}/…` navigation lists (spec §7), each row typed by its contracts schema. Several
 * features read them (home cards, the schools page, the report pages), so the building block lives here.
 */
export interface NavLists {
  schools: { row: SchoolListItem; query: Record<string, never> };
  teachers: { row: TeacherListItem; query: TeacherListQuery };
  classrooms: { row: ClassroomListItem; query: ClassroomListQuery };
  students: { row: StudentListItem; query: StudentListQuery };
  grades: { row: GradeListItem; query: GradeListQuery };
}
export type NavListKind = keyof NavLists;
export type NavListRow<K extends NavListKind> = NavLists[K]['row'];
export type NavListQuery<K extends NavListKind> = NavLists[K]['query'];

/** The rows of one navigation list, already filtered by the server to what the caller may see. */
export function getNavList<K extends NavListKind>(
  districtId: number,
  kind: K,
  query: NavListQuery<K> = {},
  signal?: AbortSignal,
): Promise<NavListRow<K>[]> {
  return apiRequest<NavListRow<K>[]>(apiUrl(`/n/districts/${districtId}/${kind}`, query), { signal });
}

/** Keyed by the list's URL, so every screen asking for the same list shares one request and cache entry. */
export function getNavListQueryOptions<K extends NavListKind>(
  districtId: number,
  kind: K,
  query: NavListQuery<K> = {},
) {
  return queryOptions({
    queryKey: ['districts', districtId, 'nav', kind, apiUrl(`/n/districts/${districtId}/${kind}`, query)],
    queryFn: ({ signal }) => getNavList(districtId, kind, query, signal),
  });
}

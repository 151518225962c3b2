import { useQuery } from '@tanstack/react-query';
import { getNavList, getNavListQueryOptions } from '../../../lib/navigation-list';

/** GET /n/districts/{districtId}/schools: the schools the caller may see, with their counts. */
export const getSchools = (districtId: number, signal?: AbortSignal) =>
  getNavList(districtId, 'schools', {}, signal);

export const getSchoolsQueryOptions = (districtId: number) => getNavListQueryOptions(districtId, 'schools');

export const useSchools = (districtId: number) => useQuery(getSchoolsQueryOptions(districtId));

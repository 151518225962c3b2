import { useQuery } from '@tanstack/react-query';
import { getNavList, getNavListQueryOptions } from '../../../lib/navigation-list';

/** GET /n/districts/{districtId}/classrooms: the caller's visible classrooms with grade, school and teacher. */
export const getClassrooms = (districtId: number, signal?: AbortSignal) =>
  getNavList(districtId, 'classrooms', {}, signal);

export const getClassroomsQueryOptions = (districtId: number) =>
  getNavListQueryOptions(districtId, 'classrooms');

export const useClassrooms = (districtId: number) => useQuery(getClassroomsQueryOptions(districtId));

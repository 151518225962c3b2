import type { ClassroomStandardsGridResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type StandardsLevelParams } from './get-report';

/** The standards grid of one grade level: students by standard (…/standards/all). */
export const getClassroomStandardsGrid = (
  endpoint: string,
  params: StandardsLevelParams,
  signal?: AbortSignal,
) => getReport<ClassroomStandardsGridResponse, StandardsLevelParams>(endpoint, params, signal);

export const getClassroomStandardsGridQueryOptions = (endpoint: string, levelId: number | undefined) =>
  getReportQueryOptions(endpoint, { level_id: levelId, untilNow: 'true' }, getClassroomStandardsGrid);

/** Waits until a level is known (the levels call names the default one). */
export const useClassroomStandardsGrid = (endpoint: string, levelId: number | undefined) =>
  useQuery({
    ...getClassroomStandardsGridQueryOptions(endpoint, levelId),
    enabled: levelId !== undefined,
  });

import type { StudentStandardsResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type StandardsLevelParams } from './get-report';

/** One grade level's domains, clusters and standards with the student's status as of now (…/standards). */
export const getStudentStandards = (endpoint: string, params: StandardsLevelParams, signal?: AbortSignal) =>
  getReport<StudentStandardsResponse, StandardsLevelParams>(endpoint, params, signal);

export const getStudentStandardsQueryOptions = (endpoint: string, levelId: number | undefined) =>
  getReportQueryOptions(endpoint, { level_id: levelId, untilNow: 'true' }, getStudentStandards);

/** Waits until a level is known (from the `standards` parameter or the proficiency table's default). */
export const useStudentStandards = (endpoint: string, levelId: number | undefined) =>
  useQuery({ ...getStudentStandardsQueryOptions(endpoint, levelId), enabled: levelId !== undefined });

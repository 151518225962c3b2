import type { ClassroomStandardLevelsResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions } from './get-report';

/** Classroom standards report statuses as of now (spec §7 `untilNow=true`), never over a timeframe. */
const AS_OF_NOW = { untilNow: 'true' } as const;

/** The grade levels a classroom's standards grid offers, and the one shown first (…/standards/levels). */
export const getClassroomStandardLevels = (endpoint: string, params = AS_OF_NOW, signal?: AbortSignal) =>
  getReport<ClassroomStandardLevelsResponse, typeof AS_OF_NOW>(endpoint, params, signal);

export const getClassroomStandardLevelsQueryOptions = (endpoint: string) =>
  getReportQueryOptions(endpoint, AS_OF_NOW, getClassroomStandardLevels);

export const useClassroomStandardLevels = (endpoint: string) =>
  useQuery(getClassroomStandardLevelsQueryOptions(endpoint));

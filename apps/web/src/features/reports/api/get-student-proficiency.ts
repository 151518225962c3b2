import type { StudentProficiencyResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReport, getReportQueryOptions, type NoParams } from './get-report';

/** A student's proficiency table by grade level and domain (…/proficiency/domains), with the default level. */
export const getStudentProficiency = (endpoint: string, params: NoParams = {}, signal?: AbortSignal) =>
  getReport<StudentProficiencyResponse, NoParams>(endpoint, params, signal);

export const getStudentProficiencyQueryOptions = (endpoint: string) =>
  getReportQueryOptions(endpoint, {}, getStudentProficiency);

export const useStudentProficiency = (endpoint: string) =>
  useQuery(getStudentProficiencyQueryOptions(endpoint));

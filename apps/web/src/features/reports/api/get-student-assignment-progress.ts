import type { StudentAssignmentProgress } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-query';
import { ASSIGNMENT_REFRESH_MS } from './get-assignment-history';

export interface StudentAssignmentProgressParams {
  districtId: number;
  studentId: number;
  assignmentId: number;
}

const progressUrl = ({ districtId, studentId, assignmentId }: StudentAssignmentProgressParams) =>
  `/r/districts/${districtId}/students/${studentId}/assignments/${assignmentId}/progress`;

/** One student's progress on one assignment: plays by week and the focus percent by week (spec §2, §4). */
export const getStudentAssignmentProgress = (params: StudentAssignmentProgressParams, signal?: AbortSignal) =>
  apiRequest<StudentAssignmentProgress>(progressUrl(params), { signal });

export const getStudentAssignmentProgressQueryOptions = (params: StudentAssignmentProgressParams) =>
  queryOptions({
    queryKey: ['report', progressUrl(params)],
    queryFn: ({ signal }) => getStudentAssignmentProgress(params, signal),
    staleTime: REPORT_STALE_MS,
    refetchInterval: ASSIGNMENT_REFRESH_MS,
  });

export const useStudentAssignmentProgress = (params: StudentAssignmentProgressParams) =>
  useQuery(getStudentAssignmentProgressQueryOptions(params));

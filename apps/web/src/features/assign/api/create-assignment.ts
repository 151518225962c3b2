import type { CreateAssignmentRequest, CreateAssignmentResponse } from '@dash/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useAssignmentWrite } from './assignment-write';

export type CreatedAssignment = CreateAssignmentResponse['data'];

/** POST /m/assignments: focus lessons for students of one classroom. */
export function createAssignment(body: CreateAssignmentRequest): Promise<CreatedAssignment> {
  return apiRequest<CreatedAssignment>('/m/assignments', { method: 'POST', body });
}

/** Creates an assignment, then refreshes what reads assignments. */
export const useCreateAssignment = () => useAssignmentWrite(createAssignment);

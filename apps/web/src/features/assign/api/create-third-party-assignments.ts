import type {
  CreateThirdPartyAssignmentsRequest,
  CreateThirdPartyAssignmentsResponse,
} from '@dash/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useAssignmentWrite } from './assignment-write';

export type CreatedThirdPartyAssignments = CreateThirdPartyAssignmentsResponse['data'];

/** POST /m/assignments/third_party: each chosen student's domain and score range or measure. */
export function createThirdPartyAssignments(body: CreateThirdPartyAssignmentsRequest) {
  return apiRequest<CreatedThirdPartyAssignments>('/m/assignments/third_party', { method: 'POST', body });
}

/** Creates the assignments, then refreshes what reads assignments. */
export const useCreateThirdPartyAssignments = () => useAssignmentWrite(createThirdPartyAssignments);

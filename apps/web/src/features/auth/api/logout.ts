import type { OkResponse } from '@dash/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Ends the server session; safe to call when it has already ended. */
export function logout(): Promise<OkResponse['data']> {
  return apiRequest<OkResponse['data']>('/api/v1/auth/logout', { method: 'POST', ignoreSessionEnd: true });
}

export function useLogout() {
  return useMutation({ mutationKey: ['logout'], mutationFn: logout });
}

import type { LoginRequest, LoginResponse } from '@dash/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Signs in; the server sets the session cookie and says where the customer lands. */
export function login(credentials: LoginRequest): Promise<LoginResponse['data']> {
  return apiRequest<LoginResponse['data']>('/api/v1/auth/login', { method: 'POST', body: credentials });
}

export function useLogin() {
  return useMutation({ mutationKey: ['login'], mutationFn: login });
}

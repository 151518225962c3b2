import type { LoginRequest } from '@dash/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Signs in; the server sets the session cookie and says where the customer lands. */
export function login(credentials: LoginRequest): Promise<{ default_url: string }> {
  return apiRequest<{ default_url: string }>('/api/v1/auth/login', { method: 'POST', body: credentials });
}

export function useLogin() {
  return useMutation({ mutationKey: ['login'], mutationFn: login });
}

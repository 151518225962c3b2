/**
 * A customer's own account calls as TanStack queries: the own password change and the district's API key
 * (preferences are in lib/preferences.ts, shared with the getting-started tour).
 */
import type { ApiKeyCreated, ApiKeyStatus } from '@dash/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      apiRequest('/api/v1/auth/password', { method: 'POST', body }),
  });
}

const apiKeyPath = (districtId: number) => `/m/district/${districtId}/api_key`;

export function useApiKeyStatus(districtId: number) {
  return useQuery({
    queryKey: ['api-key', districtId],
    queryFn: ({ signal }) => apiRequest<ApiKeyStatus>(apiKeyPath(districtId), { signal }),
  });
}

export function useApiKeyWrite(districtId: number, action: 'create' | 'revoke') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ApiKeyCreated | { ok: true }>(
        action === 'create' ? apiKeyPath(districtId) : `${apiKeyPath(districtId)}/revoke`,
        { method: 'POST', body: {} },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-key', districtId] }),
  });
}

/**
 * A customer's own account calls as TanStack queries: preferences (spec §7 …/customers/me/preferences/{name}),
 * the own password change and the district's API key.
 */
import type { ApiKeyCreated, ApiKeyStatus, PreferenceName, PreferenceValue } from '@dash/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CUSTOMER_INFO_QUERY_KEY } from '../../../lib/customer';

const preferencePath = (districtId: number, name: PreferenceName) =>
  `/api/v1/districts/${districtId}/customers/me/preferences/${name}`;

export function usePreference(districtId: number, name: PreferenceName) {
  return useQuery({
    queryKey: ['preferences', districtId, name],
    queryFn: ({ signal }) =>
      apiRequest<{ name: PreferenceName; value: PreferenceValue }>(preferencePath(districtId, name), {
        signal,
      }),
  });
}

/** Saves preferences one by one; the customer (growth as percent) and the preferences are read again after. */
export function useSavePreferences(districtId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<Record<PreferenceName, PreferenceValue>>) => {
      for (const [name, value] of Object.entries(changes))
        await apiRequest(preferencePath(districtId, name as PreferenceName), {
          method: 'PUT',
          body: { value },
        });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['preferences'] }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY }),
      ]),
  });
}

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

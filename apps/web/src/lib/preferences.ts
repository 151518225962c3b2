/**
 * The caller's own preferences (spec §7 GET/PUT /api/v1/districts/{id}/customers/me/preferences/{name}) as
 * TanStack queries: the preferences page and the getting-started tour both read and save through these.
 */
import type { PreferenceName, PreferenceValue } from '@dash/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { CUSTOMER_INFO_QUERY_KEY } from './customer';

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

/** Saves preferences one by one; the customer (growth as percent, the tour) and the preferences are read again after. */
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

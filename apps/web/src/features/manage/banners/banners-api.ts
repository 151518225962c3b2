/** Banner calls (spec §3 Banner): the banner the signed-in person sees now, and the district admin's schedule. */
import type { Banner, BannerSave } from '@dash/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const BANNERS_KEY = 'banners';

export function useCurrentBanner(enabled: boolean) {
  return useQuery({
    queryKey: [BANNERS_KEY, 'current'],
    queryFn: ({ signal }) => apiRequest<Banner | null>('/m/banners/current', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

const scheduleUrl = (districtId: number) => `/m/district/${districtId}/banners`;

export function useBannerSchedule(districtId: number) {
  return useQuery({
    queryKey: [BANNERS_KEY, 'schedule', districtId],
    queryFn: ({ signal }) => apiRequest<Banner[]>(scheduleUrl(districtId), { signal }),
  });
}

/** Adds (no id), changes or deletes a banner; the schedule and the banner shown are read again after. */
export function useBannerWrite(districtId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [BANNERS_KEY] });
  const save = useMutation({
    mutationFn: ({ id, banner }: { id: number | null; banner: BannerSave }) =>
      id === null
        ? apiRequest<Banner>(scheduleUrl(districtId), { method: 'POST', body: banner })
        : apiRequest<Banner>(`${scheduleUrl(districtId)}/${id}`, { method: 'PUT', body: banner }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ ok: true }>(`${scheduleUrl(districtId)}/${id}`, { method: 'DELETE' }),
    onSuccess,
  });
  return { save, remove };
}

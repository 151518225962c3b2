/**
 * Professional development calls (spec §7 /x/…): the district's PD catalogue, the caller's own progress and
 * marking a lesson; a mark reads the progress again, so every count on the page follows it.
 */
import type { PdLesson, PdProgress } from '@dash/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PD_KEY = 'professional-development';
/** The progress the page shows: the longest period the server reads (about two school years). */
const PROGRESS_PERIOD = 'days=800';

export function usePdContents(districtId: number) {
  return useQuery({
    queryKey: [PD_KEY, 'contents', districtId],
    queryFn: ({ signal }) => apiRequest<PdLesson[]>(`/x/district/${districtId}/pd-contents`, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function usePdProgress() {
  return useQuery({
    queryKey: [PD_KEY, 'progress'],
    queryFn: ({ signal }) => apiRequest<PdProgress[]>(`/x/pd-progresses?${PROGRESS_PERIOD}`, { signal }),
  });
}

export function useMarkPdLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonKey, status }: { lessonKey: string; status: 'started' | 'completed' }) =>
      apiRequest<PdProgress>(`/x/pd-progresses/${encodeURIComponent(lessonKey)}`, {
        method: 'PUT',
        body: { status },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PD_KEY, 'progress'] }),
  });
}

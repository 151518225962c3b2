/**
 * Bulk rostering calls (spec §7): POST /u/district/{id}/bulkupload sends the file as multipart and answers a
 * preview; GET .../bulkupload/{uploadId}/rows pages its rows; POST .../bulkupload/{uploadId}/apply writes it.
 */
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type BulkApplyResult,
  type BulkOutcome,
  type BulkPreview,
  type BulkRowsPage,
} from '@dash/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, apiUrl } from '../../../lib/api-client';

const uploadPath = (districtId: number) => `/u/district/${districtId}/bulkupload`;

/** Sends the file as multipart (the browser sets the boundary); errors carry the server's apiError. */
export async function uploadRosterFile(districtId: number, file: File): Promise<BulkPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(uploadPath(districtId), {
    method: 'POST',
    headers: { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    credentials: 'same-origin',
    body: form,
  });
  const body = (await response.json().catch(() => undefined)) as
    { data?: BulkPreview; apiError?: ApiRequestError['detail'] } | undefined;
  if (!response.ok || !body?.data)
    throw new ApiRequestError(response.status, body?.apiError, 'POST', uploadPath(districtId));
  return body.data;
}

export function useUploadRosterFile(districtId: number) {
  return useMutation({ mutationFn: (file: File) => uploadRosterFile(districtId, file) });
}

export const bulkRowsKey = (districtId: number, uploadId: string, page: number, outcome?: BulkOutcome) =>
  ['bulk-upload-rows', districtId, uploadId, page, outcome ?? 'all'] as const;

export function getBulkRows(districtId: number, uploadId: string, page: number, outcome?: BulkOutcome) {
  return apiRequest<BulkRowsPage>(apiUrl(`${uploadPath(districtId)}/${uploadId}/rows`, { page, outcome }));
}

export function useBulkRows(districtId: number, uploadId: string, page: number, outcome?: BulkOutcome) {
  return useQuery({
    queryKey: bulkRowsKey(districtId, uploadId, page, outcome),
    queryFn: () => getBulkRows(districtId, uploadId, page, outcome),
    placeholderData: keepPreviousData,
  });
}

export function applyBulkUpload(districtId: number, uploadId: string): Promise<BulkApplyResult> {
  return apiRequest<BulkApplyResult>(`${uploadPath(districtId)}/${uploadId}/apply`, { method: 'POST' });
}

/** Applies, then refreshes everything on screen: the roster, its lists and reports may all have changed. */
export function useApplyBulkUpload(districtId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) => applyBulkUpload(districtId, uploadId),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

import type { OkResponse } from '@dash/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Keepalive: touches the server session; anything but a 200 means the session is gone. */
export function ping(): Promise<OkResponse['data']> {
  return apiRequest<OkResponse['data']>('/ping');
}

export function usePing() {
  return useMutation({ mutationKey: ['ping'], mutationFn: ping });
}

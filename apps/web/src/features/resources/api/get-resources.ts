/** GET /r/resources (spec §2 Resources page): the resources the caller sees, in their language, with demo lessons. */
import { RESOURCES_PATH, type ResourceLanguage, type ResourcesResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export type ResourcesData = ResourcesResponse['data'];

export const getResources = (language: ResourceLanguage, signal?: AbortSignal) =>
  apiRequest<ResourcesData>(apiUrl(RESOURCES_PATH, { lang: language }), { signal });

export const getResourcesQueryOptions = (language: ResourceLanguage) => ({
  queryKey: ['resources', language] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getResources(language, signal),
  staleTime: 10 * 60_000,
});

export function useResources(language: ResourceLanguage) {
  return useQuery(getResourcesQueryOptions(language));
}

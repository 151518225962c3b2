/**
 * The calls behind the curriculum pages (spec §7): the academic standards, one standard's tree
 * (GET /m/ast/{ast}/tree/domains), the lesson groups of a standard (GET /m/mo_group_desc/…), and the chosen
 * classroom's progress from the classroom standards reports (domains, clusters, one standard).
 */
import type {
  AcademicStandardsResponse,
  ClassroomStandardClustersResponse,
  ClassroomStandardDomainsResponse,
  ClassroomStandardResponse,
  CurriculumTree,
  FocusLessonGroupsResponse,
} from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiRequestBody, apiUrl } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-query';

/** The catalogue changes only with a release: read once per visit. */
const CATALOGUE = { staleTime: Infinity } as const;

export function useAcademicStandards() {
  return useQuery({
    queryKey: ['academic-standards'],
    queryFn: ({ signal }) =>
      apiRequest<AcademicStandardsResponse['data']>('/m/academic_standards', { signal }),
    ...CATALOGUE,
  });
}

export function useCurriculumTree(ast: string) {
  return useQuery({
    queryKey: ['curriculum-tree', ast],
    queryFn: ({ signal }) =>
      apiRequest<CurriculumTree>(`/m/ast/${encodeURIComponent(ast)}/tree/domains`, { signal }),
    ...CATALOGUE,
  });
}

export function useStandardLessonGroups(standardId: number) {
  return useQuery({
    queryKey: ['curriculum-lesson-groups', standardId],
    queryFn: ({ signal }) =>
      apiRequest<FocusLessonGroupsResponse['data']>(
        `/m/mo_group_desc/focus_type/STANDARD/focus_id/${standardId}`,
        { signal },
      ),
    ...CATALOGUE,
  });
}

/** A classroom whose progress the pages show, in the academic standard being browsed. */
export interface ProgressTarget {
  districtId: number;
  classroomId: number;
  ast: string;
}

const classroomReport = (target: ProgressTarget, path: string) =>
  `/r/districts/${target.districtId}/classrooms/${target.classroomId}/standards/${path}`;

/** One classroom standards report, as of now; waits while there is no classroom. */
function useClassroomProgress<T>(
  target: ProgressTarget | null,
  path: string,
  params: Record<string, string | number>,
) {
  const url = target
    ? apiUrl(classroomReport(target, path), { ...params, ast: target.ast, untilNow: 'true' })
    : '';
  return useQuery({
    queryKey: ['report', url],
    queryFn: ({ signal }) => apiRequestBody<T>(url, { signal }),
    enabled: target !== null,
    staleTime: REPORT_STALE_MS,
  });
}

export const useClassroomDomains = (target: ProgressTarget | null, levelId: number) =>
  useClassroomProgress<ClassroomStandardDomainsResponse>(target, 'domains', { level_id: levelId });

export const useClassroomClusters = (target: ProgressTarget | null, levelId: number, domainCode: string) =>
  useClassroomProgress<ClassroomStandardClustersResponse>(target, 'clusters', {
    level_id: levelId,
    domain: domainCode,
  });

export const useClassroomStandard = (target: ProgressTarget | null, standardId: number) =>
  useClassroomProgress<ClassroomStandardResponse>(target, String(standardId), {});

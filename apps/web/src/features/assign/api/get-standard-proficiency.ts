import type { ClassroomStandardResponse } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestBody, apiUrl } from '../../../lib/api-client';

/** Where the classroom's proficiency on standards is read: staff only (guardians may not read classroom reports). */
export interface ProficiencySource {
  districtId: number;
  classroomId: number;
}

export type StandardStudentProficiency = ClassroomStandardResponse['data']['students'][number];

/**
 * One standard over the classroom, each student's status and percent complete, as of now
 * (GET /r/districts/{d}/classrooms/{c}/standards/{standardId}?untilNow=true).
 */
export function getStandardProficiencyQueryOptions(source: ProficiencySource, standardId: number) {
  const url = apiUrl(
    `/r/districts/${source.districtId}/classrooms/${source.classroomId}/standards/${standardId}`,
    { untilNow: 'true' },
  );
  return queryOptions({
    // The report key: the same call from a report pane shares this answer.
    queryKey: ['report', url],
    queryFn: ({ signal }) => apiRequestBody<ClassroomStandardResponse>(url, { signal }),
    staleTime: 30_000,
  });
}

export function useStandardProficiency(source: ProficiencySource, standardId: number) {
  return useQuery(getStandardProficiencyQueryOptions(source, standardId));
}

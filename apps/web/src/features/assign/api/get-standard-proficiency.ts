import type { ClassroomStandardResponse } from '@dash/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestBody, apiUrl } from '../../../lib/api-client';
import type { StudentProficiencySource } from './get-student-standard-proficiency';

/** Where the classroom's proficiency on standards is read: staff only (guardians may not read classroom reports). */
export interface ClassroomProficiencySource {
  districtId: number;
  classroomId: number;
}

/** A classroom's standard reports (staff), or one student's own proficiency (a guardian's child). */
export type ProficiencySource = ClassroomProficiencySource | StudentProficiencySource;

export type StandardStudentProficiency = ClassroomStandardResponse['data']['students'][number];

/**
 * One standard over the classroom, each student's status and percent complete, as of now
 * (GET /r/districts/{d}/classrooms/{c}/standards/{standardId}?untilNow=true).
 */
export function getStandardProficiencyQueryOptions(source: ClassroomProficiencySource, standardId: number) {
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

export function useStandardProficiency(source: ClassroomProficiencySource, standardId: number) {
  return useQuery(getStandardProficiencyQueryOptions(source, standardId));
}

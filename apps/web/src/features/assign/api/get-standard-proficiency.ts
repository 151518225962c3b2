import type { ClassroomStandardResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client';
import { reportQueryOptions } from '../../../lib/report-query';
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
  // The report key: the same call from a report pane shares this answer.
  return reportQueryOptions<ClassroomStandardResponse>(url);
}

export function useStandardProficiency(source: ClassroomProficiencySource, standardId: number) {
  return useQuery(getStandardProficiencyQueryOptions(source, standardId));
}

import type { GoalStandardProgressResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client';
import { reportQueryOptions } from '../../../lib/report-query';

/** One student whose own proficiency is read (a guardian's child: the classroom reports are not theirs to read). */
export interface StudentProficiencySource {
  districtId: number;
  studentId: number;
}

/**
 * The student's standards of a standard's cluster as they stand now, with the cluster's last 42 days
 * (GET /r/districts/{d}/students/{s}/goal_standard_progress?focus_type=STANDARD&focus_id={standardId}).
 */
export function getStudentStandardProficiencyQueryOptions(
  source: StudentProficiencySource,
  standardId: number,
) {
  const url = apiUrl(
    `/r/districts/${source.districtId}/students/${source.studentId}/goal_standard_progress`,
    {
      focus_type: 'STANDARD',
      focus_id: standardId,
    },
  );
  return reportQueryOptions<GoalStandardProgressResponse>(url);
}

export function useStudentStandardProficiency(source: StudentProficiencySource, standardId: number) {
  return useQuery(getStudentStandardProficiencyQueryOptions(source, standardId));
}

/** Links from the district panes down to the reports that already exist (spec §2 report hierarchy). */
import type { PaceStudent } from '@dash/contracts';
import { reportHref } from '../../../lib/report-links';

export const schoolHref = (districtId: number, schoolId: number) =>
  reportHref(districtId, 'school', schoolId);
export const gradeHref = (districtId: number, gradeId: number) => reportHref(districtId, 'grade', gradeId);
/** A student's report opens in the classroom the pace names (spec §5: teacher and school ids required). */
export const studentHref = (districtId: number, student: PaceStudent) =>
  reportHref(districtId, 'student', student.id, {
    schoolId: student.school_id,
    teacherId: student.teacher_id,
    classroomId: student.classroom_id,
  });

/** Path parameter schemas shared by the routes, and the policy targets they name. */
import { idSchema } from '@dash/contracts';
import { z } from 'zod';

export const districtParams = z.object({ districtId: idSchema });
export const schoolParams = districtParams.extend({ schoolId: idSchema });
export const teacherParams = districtParams.extend({ teacherId: idSchema });
export const classroomParams = districtParams.extend({ classroomId: idSchema });
export const studentParams = districtParams.extend({ studentId: idSchema });

export const districtTarget = (p: { districtId: number }) => ({
  type: 'district' as const,
  districtId: p.districtId,
});
export const schoolTarget = (p: { districtId: number; schoolId: number }) => ({
  type: 'school' as const,
  districtId: p.districtId,
  schoolId: p.schoolId,
});
export const teacherTarget = (p: { districtId: number; teacherId: number }) => ({
  type: 'teacher' as const,
  districtId: p.districtId,
  teacherId: p.teacherId,
});
export const classroomTarget = (p: { districtId: number; classroomId: number }) => ({
  type: 'classroom' as const,
  districtId: p.districtId,
  classroomId: p.classroomId,
});
export const studentTarget = (p: { districtId: number; studentId: number }) => ({
  type: 'student' as const,
  districtId: p.districtId,
  studentId: p.studentId,
});

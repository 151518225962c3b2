/** Path parameter schemas shared by the routes, and the policy targets they name. */
import { idSchema } from '@dash/contracts';
import { z } from 'zod';
import type { Target } from '../policy/policy.js';

export const districtParams = z.object({ districtId: idSchema });
export const schoolParams = districtParams.extend({ schoolId: idSchema });
export const teacherParams = districtParams.extend({ teacherId: idSchema });
export const classroomParams = districtParams.extend({ classroomId: idSchema });
export const studentParams = districtParams.extend({ studentId: idSchema });

export const districtTarget = (p: { districtId: number }) => ({
  type: 'district' as const,
  districtId: p.districtId,
});

type TargetOf<T extends Target['type']> = Extract<Target, { type: T }>;

/** The policy target of an object in a district, from the path parameters: the district and `idKey`. */
const objectTarget =
  <T extends Target['type'], K extends Exclude<keyof TargetOf<T>, 'type' | 'districtId'> & string>(
    type: T,
    idKey: K,
  ) =>
  (p: { districtId: number } & Record<K, number>) =>
    ({ type, districtId: p.districtId, [idKey]: p[idKey] }) as TargetOf<T>;

export const schoolTarget = objectTarget('school', 'schoolId');
export const teacherTarget = objectTarget('teacher', 'teacherId');
export const classroomTarget = objectTarget('classroom', 'classroomId');
export const studentTarget = objectTarget('student', 'studentId');

/**
 * The district's own Manage calls (spec §2 Manage, /api-key): its district admins reach them; the services decide
 * what an edit needs (error 1000) and who may hold the API key.
 */
export const districtManagePolicy = {
  access: 'object',
  state: 'district',
  pane: 'manage',
  target: districtTarget,
} as const;

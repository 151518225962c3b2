/** The JSON settings documents of classrooms and students (TEXT columns), read with defaults and written back. */
import { ENGAGEMENT_RESTRICTIONS, LEARNING_ENVIRONMENTS, type EngagementRestriction } from '@dash/contracts';

function parseObject(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export interface ClassroomDocument {
  engagement_restrictions: EngagementRestriction[];
  primary_graduation: boolean;
}

/** A classroom's settings: known restriction codes only; primary graduation on unless switched off. */
export function readClassroomDocument(json: string): ClassroomDocument & Record<string, unknown> {
  const stored = parseObject(json);
  const codes = Array.isArray(stored.engagement_restrictions) ? stored.engagement_restrictions : [];
  return {
    ...stored,
    engagement_restrictions: ENGAGEMENT_RESTRICTIONS.filter((code) => codes.includes(code)),
    primary_graduation: stored.primary_graduation !== false,
  };
}

/** Spec §9 learning environments by grade: Pre-K–2 primary, 3–5 intermediate, 6 and up middle school. */
export const environmentForGrade = (gradeId: number) =>
  gradeId <= 2
    ? LEARNING_ENVIRONMENTS.primary
    : gradeId <= 5
      ? LEARNING_ENVIRONMENTS.intermediate
      : LEARNING_ENVIRONMENTS.middleSchool;

/** A student's learning environment: as stored (after a graduation), else from their grade. */
export function learningEnvironmentOf(student: { settings: string; grade_id: number }): number {
  const stored = parseObject(student.settings).learning_environment;
  return typeof stored === 'number' ? stored : environmentForGrade(student.grade_id);
}

/** The settings document with `changes` merged in. */
export const mergeDocument = (json: string, changes: Record<string, unknown>) =>
  JSON.stringify({ ...parseObject(json), ...changes });

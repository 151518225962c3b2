/**
 * The NWEA Score and Quantile Framework forms' state (spec §4 Assign forms): per student a domain (or Don't
 * Assign, -1), then a score range (NWEA) or a measure (Quantile). Add Assignment is enabled once any student has
 * a complete selection; what is sent follows spec §5 (a domain without a score range is sent, and the server
 * refuses it with INVALID_SCORE_RANGE_SELECTION; for Quantile only students with a measure are sent).
 */
import {
  DONT_ASSIGN_DOMAIN_ID,
  type CreateThirdPartyAssignmentsRequest,
  type ScoreRange,
  type StudentThirdPartyScores,
  type ThirdPartyAssessmentName,
  type ThirdPartyItem,
} from '@dash/contracts';
import type { AssignErrorMessage } from './assign-error';

export interface StudentChoice {
  /** null until a domain (or Don't Assign) is chosen. */
  domainId: number | null;
  /** The id of a score range (NWEA) or measure (Quantile). */
  rangeId: string | null;
}
export type Choices = ReadonlyMap<number, StudentChoice>;

const NO_CHOICE: StudentChoice = { domainId: null, rangeId: null };
export const choiceOf = (choices: Choices, studentId: number) => choices.get(studentId) ?? NO_CHOICE;

const assigns = (choice: StudentChoice) =>
  choice.domainId !== null && choice.domainId !== DONT_ASSIGN_DOMAIN_ID;
export const isComplete = (choice: StudentChoice) => assigns(choice) && choice.rangeId !== null;
export const canAddAssignment = (choices: Choices) => [...choices.values()].some(isComplete);
/** Any choice made marks pending changes (spec §4). */
export const hasChoices = (choices: Choices) =>
  [...choices.values()].some((c) => c.domainId !== null || c.rangeId !== null);

/** The range a student's latest score falls in, for a domain: what the second choice starts on. */
export function initialRangeOf(
  assessment: ThirdPartyAssessmentName,
  scores: StudentThirdPartyScores | undefined,
  domainId: number,
  mappings: readonly ScoreRange[],
): string | null {
  const score =
    assessment === 'NWEA'
      ? scores?.nwea.find((n) => n.domain_id === domainId)?.rit
      : scores?.quantile?.measure;
  if (score === undefined || mappings.length === 0) return null;
  const clamped = Math.min(mappings.at(-1)!.max, Math.max(mappings[0]!.min, score));
  return mappings.find((m) => m.min <= clamped && clamped <= m.max)?.id ?? null;
}

/** A student's new choice after picking a domain: the range follows their score in it. */
export function withDomain(
  choices: Choices,
  studentId: number,
  domainId: number | null,
  rangeOf: (domainId: number) => string | null,
): Map<number, StudentChoice> {
  const next = new Map(choices);
  const rangeId = domainId === null || domainId === DONT_ASSIGN_DOMAIN_ID ? null : rangeOf(domainId);
  next.set(studentId, { domainId, rangeId });
  return next;
}

export function withRange(choices: Choices, studentId: number, rangeId: string | null) {
  const next = new Map(choices);
  next.set(studentId, { ...choiceOf(choices, studentId), rangeId });
  return next;
}

/** The request for the choices made: students with a domain, in the order given. */
export function requestOf(
  assessment: ThirdPartyAssessmentName,
  classroomId: number,
  studentIds: readonly number[],
  choices: Choices,
): CreateThirdPartyAssignmentsRequest {
  const items = studentIds.flatMap((userId): ThirdPartyItem[] => {
    const choice = choiceOf(choices, userId);
    if (!assigns(choice)) return [];
    if (assessment === 'QUANTILE')
      return choice.rangeId === null
        ? []
        : [{ user_id: userId, domain_id: choice.domainId!, measure: Number(choice.rangeId) }];
    return [{ user_id: userId, domain_id: choice.domainId!, score_range: choice.rangeId ?? undefined }];
  });
  return { classroom_id: classroomId, assessment, items };
}

/**
 * The choices left after the server refused them (spec §5): a duplicate of an active focus discards the
 * selection; any other refusal keeps it for the teacher to correct.
 */
export const choicesAfterRefusal = (choices: Choices, refusal: AssignErrorMessage): Choices =>
  'key' in refusal && refusal.key === 'assign.error.duplicate' ? new Map() : choices;

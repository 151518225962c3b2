/**
 * The rules of the Topic or Standard form (spec §4 Assign forms, §5 "At most 2 active assignments", §9
 * durations): who may be chosen, when "Add Assignment" is enabled, the duration options of each type and the
 * request it sends. Pure, so the form and its tests read the same rules.
 */
import {
  ASSIGNMENT_DURATION_WEEKS,
  MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT,
  SPOT_LESSONS_ASSIGNED,
  assignmentKindOf,
  durationOptionsOf,
  type CreateAssignmentRequest,
} from '@dash/contracts';

/** The two types this form creates (third-party ones have their own forms). */
export type FocusAssignmentType = 'SPOT' | 'GOAL';

/** A chosen focus: a whole cluster or one standard. */
export interface ChosenFocus {
  type: 'CLUSTER' | 'STANDARD';
  id: number;
  code: string;
  description: string;
}

export interface AssignFormState {
  checkedIds: ReadonlySet<number>;
  focus: ChosenFocus | null;
  assignmentType: FocusAssignmentType;
  weeks: number;
}

/** The form as it opens: nobody checked (or the student assign mode started from), a spot check of 1 week. */
export function initialFormState(checkedIds: Iterable<number> = []): AssignFormState {
  return {
    checkedIds: new Set(checkedIds),
    focus: null,
    assignmentType: 'SPOT',
    weeks: ASSIGNMENT_DURATION_WEEKS.spot.default,
  };
}

/** A student who already has the most active assignments allowed cannot be given another. */
export function isSelectable(activeCount: number): boolean {
  return activeCount < MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT;
}

/** The students who may be chosen, given each one's count of active assignments (missing counts as none). */
export function selectableIdsOf(
  studentIds: readonly number[],
  activeCounts: ReadonlyMap<number, number>,
): Set<number> {
  return new Set(studentIds.filter((id) => isSelectable(activeCounts.get(id) ?? 0)));
}

/** The checked students who may be chosen: the ones the request names. */
export function chosenIdsOf(state: AssignFormState, selectable: ReadonlySet<number>): number[] {
  return [...state.checkedIds].filter((id) => selectable.has(id));
}

/** "Add Assignment" is enabled once a focus is chosen and at least one selectable student is checked. */
export function canAddAssignment(state: AssignFormState, selectable: ReadonlySet<number>): boolean {
  return state.focus !== null && chosenIdsOf(state, selectable).length > 0;
}

/** Changing the type resets the duration to that type's default (spec §4). */
export function withAssignmentType(state: AssignFormState, type: FocusAssignmentType): AssignFormState {
  if (type === state.assignmentType) return state;
  return { ...state, assignmentType: type, weeks: ASSIGNMENT_DURATION_WEEKS[assignmentKindOf(type)].default };
}

/** The week counts offered for a type (spot 1–2, goal 2–10). */
export const weekOptionsOf = (type: FocusAssignmentType): number[] => durationOptionsOf(type);

/** Select all checks every selectable student; when all are checked it clears them. */
export function withAllToggled(state: AssignFormState, selectable: ReadonlySet<number>): AssignFormState {
  const isAllChecked = [...selectable].every((id) => state.checkedIds.has(id));
  return { ...state, checkedIds: isAllChecked ? new Set() : new Set(selectable) };
}

export function withStudentToggled(state: AssignFormState, studentId: number): AssignFormState {
  const checkedIds = new Set(state.checkedIds);
  if (!checkedIds.delete(studentId)) checkedIds.add(studentId);
  return { ...state, checkedIds };
}

/** True once the teacher has chosen anything, so leaving asks first (lose-selections confirmation). */
export function hasSelections(state: AssignFormState, initial: AssignFormState): boolean {
  const sameStudents =
    state.checkedIds.size === initial.checkedIds.size &&
    [...state.checkedIds].every((id) => initial.checkedIds.has(id));
  return !sameStudents || state.focus !== null || state.assignmentType !== initial.assignmentType;
}

/** The last day of an assignment that starts on `startDate` (YYYY-MM-DD) and lasts `weeks`: 7·weeks − 1 days on. */
export function endDateOf(startDate: string, weeks: number): string {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  return new Date(start + (7 * weeks - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** The POST /m/assignments body; null until the form can be sent. */
export function createRequestOf(
  state: AssignFormState,
  classroomId: number,
  startDate: string,
  selectable: ReadonlySet<number>,
): CreateAssignmentRequest | null {
  if (!state.focus || !canAddAssignment(state, selectable)) return null;
  return {
    classroom_id: classroomId,
    focus_id: state.focus.id,
    focus_type: state.focus.type,
    assignment_type: state.assignmentType,
    start_date: startDate,
    end_date: endDateOf(startDate, state.weeks),
    user_ids: chosenIdsOf(state, selectable),
    ...(state.assignmentType === 'SPOT' ? { lessons_assigned: SPOT_LESSONS_ASSIGNED } : {}),
  };
}

import { assignmentKindOf, type AssignmentType } from '@dash/contracts';

/**
 * The message key naming an assignment's type on screen: spot check, goal, or for third-party ones the
 * assessment they came from (spec §3 Assignment "category (NWEA)"): NWEA goal, Quantile goal.
 */
export function assignmentTypeKey(type: AssignmentType) {
  if (type === 'NWEA') return 'assignment.type.nwea' as const;
  if (type === 'QUANTILE') return 'assignment.type.quantile' as const;
  return `assignment.type.${assignmentKindOf(type)}` as const;
}

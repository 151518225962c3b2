/**
 * Assignments from third-party scores (spec §4 Assign forms, §5, §9 third-party 10 weeks): each chosen student's
 * domain and NWEA score range or Quantile measure becomes a focus (score-mapping.ts); students with the same
 * focus share one assignment; all are written in one transaction with the limits of every assignment
 * (assignment-writes.ts writeAssignments), or none is.
 */
import {
  ASSIGNMENT_DURATION_WEEKS,
  DONT_ASSIGN_DOMAIN_ID,
  THIRD_PARTY_PANES,
  addDays,
  localDay,
  type CreateThirdPartyAssignmentsRequest,
  type ThirdPartyAssessmentName,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { assertMayAssign, refuseAudited } from '../assignments/assignment-access.js';
import {
  duplicateFocusRefusal,
  writeAssignments,
  type AssignmentWrite,
} from '../assignments/assignment-writes.js';
import { getCatalogue } from '../curriculum/catalogue.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/app-error.js';
import { canOpenPane } from '../policy/policy.js';
import { gradesOfDistrictStudents } from '../roster/district-students.js';
import * as repository from './third-party.repository.js';
import {
  gradeOfDomain,
  isPlayableBy,
  nweaClusterOf,
  quantileDomainOf,
  scoreRangeById,
} from './score-mapping.js';

const ASSESSMENT_LABEL: Record<ThirdPartyAssessmentName, string> = { NWEA: 'NWEA', QUANTILE: 'Quantile' };

const selectionRefusal = (message: string, field: string) =>
  badRequest(message, [{ path: 'INVALID_SCORE_RANGE_SELECTION', message: field }]);

/**
 * Guardians never; staff when the policy opens the assessment's assign pane (spec §2, §6: NWEA enabled and not
 * disabled for them, and an active assessment naming it).
 */
async function assertMayUseForm(
  db: Db,
  actor: Actor,
  assessment: ThirdPartyAssessmentName,
  classroomId: number,
) {
  if (actor.role !== 'guardian' && canOpenPane(actor, 'classroom', THIRD_PARTY_PANES[assessment])) return;
  await refuseAudited(db, actor, {
    target: `classroom:${classroomId}`,
    detail: `${assessment} assignment`,
    message: `You cannot make ${ASSESSMENT_LABEL[assessment]} assignments.`,
  });
}

/** The focus one student's selection points to, or why it cannot be made. */
function focusOf(
  assessment: ThirdPartyAssessmentName,
  item: CreateThirdPartyAssignmentsRequest['items'][number],
  gradeId: number,
) {
  const catalogue = getCatalogue();
  if (gradeOfDomain(catalogue, item.domain_id) === null)
    throw badRequest(`No domain of the curriculum has the id ${item.domain_id}.`);
  let focus: { type: 'CLUSTER' | 'DOMAIN'; id: number; low: number; high: number };
  if (assessment === 'NWEA') {
    const range = item.score_range === undefined ? undefined : scoreRangeById(item.score_range);
    if (!range)
      throw selectionRefusal(
        'Choose a score range for every student you chose a domain for; nothing was assigned.',
        item.score_range === undefined ? 'missing score range' : `${item.score_range} is not a score range`,
      );
    focus = {
      type: 'CLUSTER',
      id: nweaClusterOf(catalogue, item.domain_id, range)!,
      low: range.min,
      high: range.max,
    };
  } else {
    focus = {
      type: 'DOMAIN',
      id: quantileDomainOf(catalogue, item.domain_id, item.measure!)!,
      low: item.measure!,
      high: item.measure!,
    };
  }
  const focusDomain =
    focus.type === 'DOMAIN' ? focus.id : catalogue.clusters.find((c) => c.cluster_id === focus.id)!.domain_id;
  const focusGrade = gradeOfDomain(catalogue, focusDomain)!;
  return { ...focus, playable: isPlayableBy(gradeId, focusGrade), focusGrade };
}

export async function createThirdPartyAssignments(
  db: Db,
  actor: Actor,
  request: CreateThirdPartyAssignmentsRequest,
  now = Date.now(),
) {
  const { assessment, classroom_id: classroomId } = request;
  const userIds = request.items.map((item) => item.user_id);
  if (new Set(userIds).size !== userIds.length) throw badRequest('Each student can be chosen only once.');
  await assertMayUseForm(db, actor, assessment, classroomId);
  await assertMayAssign(db, actor, classroomId, userIds);
  const chosen = request.items.filter((item) => item.domain_id !== DONT_ASSIGN_DOMAIN_ID);
  if (chosen.length === 0)
    throw selectionRefusal(
      'Choose a domain for at least one student; nothing was assigned.',
      'no domain chosen',
    );
  // Spec §5: for Quantile only students with a measure are assigned.
  const withScore = assessment === 'QUANTILE' ? chosen.filter((item) => item.measure !== undefined) : chosen;
  if (withScore.length === 0)
    throw selectionRefusal(
      'None of the students you chose a domain for has a Quantile measure; nothing was assigned.',
      'missing measure',
    );
  const grades = await gradesOfDistrictStudents(db, actor.districtId, userIds);
  const selections = withScore.map((item) => ({
    item,
    focus: focusOf(assessment, item, grades.get(item.user_id)!),
  }));
  const unplayable = selections.filter((s) => !s.focus.playable);
  if (unplayable.length > 0)
    throw badRequest(
      `${unplayable.length} of the chosen students are in the Primary learning environment (kindergarten to grade 2) and cannot play lessons of grade ${unplayable[0]!.focus.focusGrade}; choose a domain of their own grade.`,
      unplayable.map((s) => ({ path: 'NOT_PLAYABLE_IN_PRIMARY', message: `student ${s.item.user_id}` })),
    );

  const today = localDay(now, actor.district.timeZone);
  const endDate = addDays(today, ASSIGNMENT_DURATION_WEEKS.third_party.default * 7 - 1);
  const byFocus = new Map<string, typeof selections>();
  for (const selection of selections) {
    const key = `${selection.focus.type}:${selection.focus.id}`;
    byFocus.set(key, [...(byFocus.get(key) ?? []), selection]);
  }
  const groups = [...byFocus.values()];
  const writes: AssignmentWrite[] = groups.map((group) => ({
    row: {
      classroom_id: classroomId,
      assignment_type: assessment,
      focus_type: group[0]!.focus.type,
      focus_id: group[0]!.focus.id,
      lessons_assigned: null,
      start_date: today,
      end_date: endDate,
    },
    studentIds: group.map((s) => s.item.user_id),
  }));
  const duplicate = () =>
    duplicateFocusRefusal(
      assessment === 'QUANTILE'
        ? 'A chosen student already has an active assignment on the domain their measure points to; leave that student out.'
        : 'A chosen student already has an active assignment on the cluster their score range points to; leave that student out.',
    );
  const ids = await writeAssignments(db, actor, writes, today, now, duplicate, (trx, assignmentIds) =>
    repository.insertAssignmentStudents(
      trx,
      groups.flatMap((group, index) =>
        group.map((s) => ({
          district_id: actor.districtId,
          assignment_id: assignmentIds[index]!,
          student_id: s.item.user_id,
          assessment_name: assessment,
          domain_id: s.item.domain_id,
          score_low: s.focus.low,
          score_high: s.focus.high,
        })),
      ),
    ),
  );
  return {
    assignments: writes.map((write, index) => ({
      assignment_id: ids[index]!,
      assignment_type: assessment,
      focus_type: write.row.focus_type as 'CLUSTER' | 'DOMAIN',
      focus_id: write.row.focus_id,
      start_date: today,
      end_date: endDate,
      user_ids: write.studentIds,
    })),
  };
}

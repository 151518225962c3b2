/**
 * Creating and cancelling focus-lesson assignments (spec §4 Assignment states, §5 validation, §9 limits); the
 * writes and their rules are in assignment-writes.ts.
 */
import {
  ASSIGNMENT_DURATION_WEEKS,
  SPOT_LESSONS_ASSIGNED,
  assignmentKindOf,
  localDay,
  type CreateAssignmentRequest,
  type UpdateAssignmentRequest,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { withTransaction, type Db } from '../db/database.js';
import { badRequest, notFound } from '../http/app-error.js';
import { moveVersions } from '../live/live-versions.repository.js';
import * as repository from './assignments.repository.js';
import { assertMayAssign } from './assignment-access.js';
import { districtWrites, writeAssignments } from './assignment-writes.js';
import { standardIdsOfFocus } from './focus.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole weeks from the start day to the end day, both counted (a Monday to the Sunday after is 1 week). */
function weeksBetween(startDate: string, endDate: string): number {
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
  return Math.ceil(days / 7);
}

function checkDates(request: CreateAssignmentRequest, today: string) {
  if (request.start_date < today) throw badRequest('An assignment cannot start before today.');
  if (request.end_date < request.start_date)
    throw badRequest('The end date must not be before the start date.');
  const { min, max } = ASSIGNMENT_DURATION_WEEKS[assignmentKindOf(request.assignment_type)];
  const weeks = weeksBetween(request.start_date, request.end_date);
  if (weeks < min || weeks > max) {
    const allowed = min === max ? `${min} weeks` : `${min} to ${max} weeks`;
    throw badRequest(`This kind of assignment lasts ${allowed}; the dates chosen span ${weeks}.`);
  }
}

export async function createAssignment(
  db: Db,
  actor: Actor,
  request: CreateAssignmentRequest,
  now = Date.now(),
) {
  if (request.assignment_type === 'NWEA' || request.assignment_type === 'QUANTILE')
    throw badRequest(
      'NWEA and Quantile assignments start from each student’s score: send them to /m/assignments/third_party with a score range or measure per student.',
      [{ path: 'INVALID_SCORE_RANGE_SELECTION', message: 'needs a score range or measure per student' }],
    );
  const studentIds = [...new Set(request.user_ids)];
  await assertMayAssign(db, actor, request.classroom_id, studentIds);
  const standardIds = standardIdsOfFocus(request.focus_type, request.focus_id);
  if (standardIds.length === 0)
    throw badRequest(
      `No ${request.focus_type.toLowerCase()} of the curriculum has the id ${request.focus_id}.`,
    );
  const today = localDay(now, actor.district.timeZone);
  checkDates(request, today);
  const lessonsAssigned = request.assignment_type === 'SPOT' ? SPOT_LESSONS_ASSIGNED : null;
  const [assignmentId] = await writeAssignments(
    db,
    actor,
    [
      {
        row: {
          classroom_id: request.classroom_id,
          assignment_type: request.assignment_type,
          focus_type: request.focus_type,
          focus_id: request.focus_id,
          lessons_assigned: lessonsAssigned,
          start_date: request.start_date,
          end_date: request.end_date,
        },
        studentIds,
      },
    ],
    today,
    now,
  );
  return {
    assignment_id: assignmentId!,
    assignment_type: request.assignment_type,
    focus_type: request.focus_type,
    focus_id: request.focus_id,
    classroom_id: request.classroom_id,
    start_date: request.start_date,
    end_date: request.end_date,
    lessons_assigned: lessonsAssigned,
    user_ids: studentIds,
  };
}

/**
 * Cancels an assignment for its whole classroom, or removes chosen students from it; once no student is left
 * on it the assignment is cancelled (spec §4: ACTIVE becomes CANCELLED after a confirmed cancel).
 */
export async function cancelAssignment(
  db: Db,
  actor: Actor,
  assignmentId: number,
  request: UpdateAssignmentRequest,
  now = Date.now(),
) {
  const districtId = actor.districtId;
  const assignment = await repository.findAssignment(db, districtId, assignmentId);
  const members = assignment ? await repository.studentsOfAssignment(db, districtId, assignmentId) : [];
  const memberIds = members.map((m) => m.student_id);
  const chosen = request.user_ids ? [...new Set(request.user_ids)] : memberIds;
  await assertMayAssign(db, actor, assignment?.classroom_id ?? null, chosen);
  if (!assignment) throw notFound('That assignment does not exist.');
  if (request.classroom_id !== undefined && request.classroom_id !== assignment.classroom_id)
    throw badRequest('That assignment belongs to another classroom.');
  if (chosen.some((id) => !memberIds.includes(id)))
    throw badRequest('A chosen student is not on this assignment.');
  if (assignment.status === 'CANCELLED') return { assignment_id: assignmentId, status: 'CANCELLED' as const };

  const stillOn = members.filter((m) => m.student_status === null && !chosen.includes(m.student_id));
  const wholeAssignment = request.classroom_id !== undefined || stillOn.length === 0;
  await districtWrites.run(districtId, () =>
    withTransaction(
      db,
      async (trx) => {
        await repository.lockStudents(trx, districtId, chosen);
        if (request.user_ids)
          await repository.removeStudentsFromAssignment(trx, districtId, assignmentId, chosen);
        if (wholeAssignment) await repository.cancelAssignment(trx, districtId, assignmentId, now);
        await moveVersions(trx, districtId, {
          classroomIds: [assignment.classroom_id],
          studentIds: wholeAssignment ? memberIds : chosen,
        });
      },
      { districtId },
    ),
  );
  return {
    assignment_id: assignmentId,
    status: wholeAssignment ? ('CANCELLED' as const) : ('ACTIVE' as const),
  };
}

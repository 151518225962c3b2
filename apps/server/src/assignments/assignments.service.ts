/**
 * Creating and cancelling focus-lesson assignments (spec §4 Assignment states, §5 validation, §9 limits). Every
 * write runs in one transaction that first locks the students' rows, so the limit of active assignments per
 * student holds however many requests arrive at once.
 */
import {
  ASSIGNMENT_DURATION_WEEKS,
  MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT,
  SPOT_LESSONS_ASSIGNED,
  assignmentKindOf,
  localDay,
  type CreateAssignmentRequest,
  type UpdateAssignmentRequest,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import type { Insertable } from 'kysely';
import { withTransaction, type Db, type DbOrTrx } from '../db/database.js';
import { OneAtATime } from '../db/one-at-a-time.js';
import { badRequest, notFound } from '../http/app-error.js';
import { moveVersions } from '../live/live-versions.repository.js';
import * as repository from './assignments.repository.js';
import { assertMayAssign } from './assignment-access.js';
import type { AssignmentTable } from './assignments.table.js';
import { standardIdsOfFocus } from './focus.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Assignment writes of a district take turns in this process (db/one-at-a-time.ts). */
const districtWrites = new OneAtATime<number>();

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

/** A student's percent on a focus: the mean percent complete over its standards (not started counts 0). */
export function focusPercent(
  standardIds: readonly number[],
  percentOf: (standardId: number) => number | undefined,
) {
  let total = 0;
  for (const id of standardIds) total += percentOf(id) ?? 0;
  return Math.round(total / standardIds.length);
}

/** Each student's percent on the focus standards now. */
async function startingPercents(db: Db, districtId: number, studentIds: number[], standardIds: number[]) {
  const rows = await repository.standardPercentsOf(db, districtId, studentIds, standardIds);
  const percents = new Map<number, Map<number, number>>(studentIds.map((id) => [id, new Map()]));
  for (const row of rows) percents.get(row.student_id)?.set(row.standard_id, row.percent_complete);
  return new Map(
    studentIds.map((id) => [
      id,
      focusPercent(standardIds, (standardId) => percents.get(id)!.get(standardId)),
    ]),
  );
}

/** One assignment to write: its row, and the students it is for. */
export interface AssignmentWrite {
  row: Omit<
    Insertable<AssignmentTable>,
    'district_id' | 'status' | 'created_by' | 'created_at' | 'cancelled_at'
  >;
  studentIds: number[];
  /**
   * The students' percents on the focus when it started, for an assignment written after its start day (the
   * simulator's school year); otherwise they are read from the students' standards as they are now.
   */
  startingPercents?: ReadonlyMap<number, number>;
}

/** The sentence and key a refusal of a focus some student already has active carries (spec §5, §8). */
export function duplicateFocusRefusal(
  message = 'A chosen student already has an active assignment on this focus.',
) {
  return badRequest(message, [
    { path: 'DUPLICATE_ASSIGNMENT', message: 'Choose another focus or leave that student out.' },
  ]);
}

/**
 * Writes assignments in one transaction, after the caller checked who may assign: the district's writes take
 * turns, the students' rows are locked, then no student may get a focus they already have active (refused with
 * `duplicate`) nor more than the limit of active assignments; all are written or none.
 */
export async function writeAssignments(
  db: Db,
  actor: Actor,
  writes: AssignmentWrite[],
  today: string,
  now: number,
  duplicate: () => Error = () => duplicateFocusRefusal(),
  afterInsert?: (trx: DbOrTrx, assignmentIds: number[]) => Promise<void>,
): Promise<number[]> {
  const districtId = actor.districtId;
  const studentIds = [...new Set(writes.flatMap((w) => w.studentIds))];
  const percents = await Promise.all(
    writes.map(
      (w) =>
        w.startingPercents ??
        startingPercents(db, districtId, w.studentIds, standardIdsOfFocus(w.row.focus_type, w.row.focus_id)),
    ),
  );
  return districtWrites.run(districtId, () =>
    withTransaction(
      db,
      async (trx) => {
        await repository.lockStudents(trx, districtId, studentIds);
        const active = await repository.activeAssignmentsOf(trx, districtId, studentIds, today);
        const hasFocus = (w: AssignmentWrite) =>
          active.some(
            (a) =>
              w.studentIds.includes(a.student_id) &&
              a.focus_type === w.row.focus_type &&
              a.focus_id === w.row.focus_id,
          );
        if (writes.some(hasFocus)) throw duplicate();
        const counts = new Map<number, number>();
        for (const a of active) counts.set(a.student_id, (counts.get(a.student_id) ?? 0) + 1);
        const full = studentIds.filter((id) => (counts.get(id) ?? 0) >= MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT);
        if (full.length > 0)
          throw badRequest(
            `${full.length} of the chosen students already have ${MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT} active assignments; leave them out or cancel one first.`,
            full.map((id) => ({
              path: `user_ids.${studentIds.indexOf(id)}`,
              message: 'has 2 active assignments',
            })),
          );
        const ids: number[] = [];
        for (const [index, write] of writes.entries()) {
          const id = await repository.insertAssignment(trx, {
            ...write.row,
            district_id: districtId,
            status: 'ACTIVE',
            created_by: actor.customerId,
            created_at: now,
            cancelled_at: null,
          });
          await repository.insertStudentAssignments(
            trx,
            write.studentIds.map((studentId) => ({
              district_id: districtId,
              assignment_id: id,
              student_id: studentId,
              student_status: null,
              assigned_by: actor.customerId,
              starting_percent: percents[index]!.get(studentId) ?? 0,
              lessons_passed: 0,
              time_spent_ms: 0,
              struggling: false,
              last_activity_at: null,
            })),
          );
          ids.push(id);
        }
        // Open pages of the classrooms and students follow the new assignments (live/).
        await moveVersions(trx, districtId, {
          classroomIds: writes.map((w) => w.row.classroom_id),
          studentIds,
        });
        await afterInsert?.(trx, ids);
        return ids;
      },
      { districtId },
    ),
  );
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

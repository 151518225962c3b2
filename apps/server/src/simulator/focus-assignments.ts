/**
 * The simulated teachers' focus assignments (focus-plan.ts), made through the API's own code
 * (assignments.service.ts): each teacher assigns on the start day, to the whole class or a small group, under the
 * same rules as a person (no focus a student already has active, at most 2 active each), a spot check when the
 * focus lasts a week, a goal when it lasts two; about one in eight is cancelled a few days in. Their students'
 * play already carries the assignment ids (student-simulator.ts); their percents on the day come from
 * starting-percents.ts.
 */
import { SPOT_LESSONS_ASSIGNED, localDay } from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { loadActor } from '../accounts/accounts.service.js';
import { cancelAssignment, writeAssignments } from '../assignments/assignments.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import type { FocusAssignment } from './focus-plan.js';
import { existingAssignmentIds, teacherAccountsOfClassrooms } from './focus-assignments.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fixed, evenly spread choice of about one id in eight (the top 3 bits of a multiplicative hash). */
const isOneInEight = (id: number) => Math.imul(id, 2654435761) >>> 29 === 0;

/** The instant a simulated teacher makes an assignment: mid-morning of its start day. */
export const assignedAt = (focus: Pick<FocusAssignment, 'from'>) => Date.parse(`${focus.from}T15:00:00Z`);

/** The students' percents on a focus when it was assigned, by student id. */
export type StartingPercentsOf = (focus: FocusAssignment) => ReadonlyMap<number, number>;

/**
 * The district's simulated teachers, ready to write the plan's assignments that have started by `now` and are
 * not written yet; counts how many it wrote and how many the rules refused (the simulate command prints both;
 * the district test expects none refused).
 */
export async function focusAssigner(db: Db, districtId: number, timeZone: string, now: number) {
  const today = localDay(now, timeZone);
  const teacherOf = await teacherAccountsOfClassrooms(db, districtId);
  const written = await existingAssignmentIds(db, districtId);
  const actors = new Map<number, Actor | null>();
  const teacherActor = async (customerId: number) => {
    if (!actors.has(customerId))
      actors.set(customerId, await loadActor(db, districtId, customerId, 'simulator'));
    return actors.get(customerId)!;
  };
  const counts = { written: 0, refused: 0 };

  const assign = async (
    actor: Actor,
    classroomId: number,
    focus: FocusAssignment,
    percents: StartingPercentsOf,
  ) => {
    const startedAt = assignedAt(focus);
    const isSpot = focus.to <= localDay(startedAt + 7 * DAY_MS, 'UTC');
    try {
      await writeAssignments(
        db,
        actor,
        [
          {
            row: {
              assignment_id: focus.assignmentId,
              classroom_id: classroomId,
              assignment_type: isSpot ? 'SPOT' : 'GOAL',
              focus_type: 'STANDARD',
              focus_id: focus.standardId,
              lessons_assigned: isSpot ? SPOT_LESSONS_ASSIGNED : null,
              start_date: focus.from,
              end_date: focus.to,
            },
            studentIds: [...focus.studentIds],
            startingPercents: percents(focus),
          },
        ],
        focus.from,
        startedAt,
      );
    } catch (error) {
      // Refused as a person would be (a student at the limit, a focus already active): the teacher moves on.
      if (!(error instanceof AppError && error.statusCode === 400)) throw error;
      counts.refused++;
      return;
    }
    counts.written++;
    if (isOneInEight(focus.assignmentId))
      await cancelAssignment(
        db,
        actor,
        focus.assignmentId,
        { classroom_id: classroomId, status: 'CANCELLED' },
        startedAt + 3 * DAY_MS,
      );
  };

  return {
    counts,
    /** Writes a classroom's assignments that are due, in start order, before its students' play is ingested. */
    async write(classroomId: number, assignments: readonly FocusAssignment[], percents: StartingPercentsOf) {
      const customerId = teacherOf.get(classroomId);
      const actor = customerId === undefined ? null : await teacherActor(customerId);
      if (!actor) return;
      const due = assignments
        .filter((focus) => focus.from <= today && !written.has(focus.assignmentId))
        .sort((a, b) => a.from.localeCompare(b.from));
      for (const focus of due) await assign(actor, classroomId, focus, percents);
    },
  };
}

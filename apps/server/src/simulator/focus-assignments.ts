/**
 * The simulated teachers' focus assignments (focus-plan.ts), made through the API's own write code
 * (assignment-writes.ts, the due ones of a batch's classrooms in the batch's ingest transaction): each teacher
 * assigns on the start day, to the whole class or a small group, under the same rules as a person (no focus a
 * student already has active, at most 2 active each), a spot check when the focus lasts a week, a goal when it lasts
 * two; about one in eight is cancelled a few days in. Their students' play already carries the assignment ids
 * (student-simulator.ts); their percents on the day come from starting-percents.ts.
 */
import { SPOT_LESSONS_ASSIGNED, localDay } from '@dash/contracts';
import {
  districtWrites,
  writeDatedAssignments,
  writeDatedAssignmentsIn,
  type DatedAssignmentWrite,
} from '../assignments/assignment-writes.js';
import type { Db, DbOrTrx, Engine } from '../db/database.js';
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
export async function focusAssigner(
  db: Db,
  engine: Engine,
  districtId: number,
  timeZone: string,
  now: number,
) {
  const today = localDay(now, timeZone);
  const teacherOf = await teacherAccountsOfClassrooms(db, districtId);
  const written = await existingAssignmentIds(db, districtId);
  const counts = { written: 0, refused: 0 };
  const count = (result: { written: readonly number[]; refused: number }) => {
    counts.written += result.written.length;
    counts.refused += result.refused;
  };

  /** The assignment as its teacher makes it on its start day, cancelled three days in one time in eight (by now). */
  const datedWrite = (
    createdBy: number,
    classroomId: number,
    focus: FocusAssignment,
    percents: StartingPercentsOf,
  ): DatedAssignmentWrite => {
    const startedAt = assignedAt(focus);
    const cancelledAt = startedAt + 3 * DAY_MS;
    const isSpot = focus.to <= localDay(startedAt + 7 * DAY_MS, 'UTC');
    return {
      createdBy,
      write: {
        row: {
          assignment_id: focus.assignmentId,
          classroom_id: classroomId,
          assignment_type: isSpot ? ('SPOT' as const) : ('GOAL' as const),
          focus_type: 'STANDARD' as const,
          focus_id: focus.standardId,
          lessons_assigned: isSpot ? SPOT_LESSONS_ASSIGNED : null,
          start_date: focus.from,
          end_date: focus.to,
        },
        studentIds: [...focus.studentIds],
        startingPercents: percents(focus),
      },
      today: focus.from,
      now: startedAt,
      ...(isOneInEight(focus.assignmentId) && cancelledAt <= now ? { cancelledAt } : {}),
    };
  };

  return {
    counts,
    /** A classroom's assignments that are due and not written yet, as its teacher makes them. */
    due(
      classroomId: number,
      assignments: readonly FocusAssignment[],
      percents: StartingPercentsOf,
    ): DatedAssignmentWrite[] {
      const createdBy = teacherOf.get(classroomId);
      if (createdBy === undefined) return [];
      return assignments
        .filter((focus) => focus.from <= today && !written.has(focus.assignmentId))
        .map((focus) => datedWrite(createdBy, classroomId, focus, percents));
    },
    /** Writes due assignments of any classrooms in one transaction, in the order of their days. */
    async write(due: readonly DatedAssignmentWrite[]) {
      count(await writeDatedAssignments(db, engine, districtId, due));
    },
    /**
     * Due assignments to write in the transaction of the ingest batch that carries their first play (`write`, as
     * ingest.service.ts `alsoWrite`), taking the district's assignment writes' turn; `settle` counts them once the
     * batch committed and says whether they were written (a batch that stored nothing never wrote them).
     */
    inBatch(due: readonly DatedAssignmentWrite[]) {
      let last: { written: number[]; refused: number } | undefined;
      return {
        write: (trx: DbOrTrx) =>
          districtWrites.run(districtId, async () => {
            const { moves, ...result } = await writeDatedAssignmentsIn(trx, engine, districtId, due);
            last = result;
            return moves;
          }),
        settle() {
          if (last) count(last);
          return last !== undefined;
        },
      };
    },
  };
}

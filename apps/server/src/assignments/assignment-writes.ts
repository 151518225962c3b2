/**
 * Writing focus-lesson assignments under the rules of spec §5 and §9: every write runs in one transaction that
 * first locks the students' rows, so the limit of active assignments per student holds however many requests
 * arrive at once; no student gets a focus they already have active.
 */
import { MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT } from '@dash/contracts';
import type { Insertable } from 'kysely';
import type { Actor } from '../accounts/actor.js';
import { withTransaction, type Db, type DbOrTrx, type Engine } from '../db/database.js';
import { OneAtATime } from '../db/one-at-a-time.js';
import { badRequest } from '../http/app-error.js';
import { moveVersions, type VersionMoves } from '../live/live-versions.repository.js';
import * as repository from './assignments.repository.js';
import type { AssignmentTable, StudentAssignmentTable } from './assignments.table.js';
import { standardIdsOfFocus } from './focus.js';

/** Assignment writes of a district take turns in this process (db/one-at-a-time.ts). */
export const districtWrites = new OneAtATime<number>();

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

const uniqueStudentsOf = (writes: readonly AssignmentWrite[]) => [
  ...new Set(writes.flatMap((w) => w.studentIds)),
];

/** A student's row on an assignment active on some day, as `activeAssignmentsOf` reads it. */
type ActiveRow = Awaited<ReturnType<typeof repository.activeAssignmentsOf>>[number];

/**
 * The refusal of `writes` given the students' assignments active on their day: a student would get a focus they
 * have active (`duplicate`) or more than the limit of active assignments. Null when they may be written.
 */
function refusalOf(
  active: readonly ActiveRow[],
  writes: readonly AssignmentWrite[],
  duplicate: () => Error,
): Error | null {
  const studentIds = uniqueStudentsOf(writes);
  const hasFocus = (w: AssignmentWrite) =>
    active.some(
      (a) =>
        w.studentIds.includes(a.student_id) &&
        a.focus_type === w.row.focus_type &&
        a.focus_id === w.row.focus_id,
    );
  if (writes.some(hasFocus)) return duplicate();
  const counts = new Map<number, number>();
  for (const a of active) counts.set(a.student_id, (counts.get(a.student_id) ?? 0) + 1);
  const full = studentIds.filter((id) => (counts.get(id) ?? 0) >= MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT);
  if (full.length === 0) return null;
  return badRequest(
    `${full.length} of the chosen students already have ${MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT} active assignments; leave them out or cancel one first.`,
    full.map((id) => ({
      path: `user_ids.${studentIds.indexOf(id)}`,
      message: 'has 2 active assignments',
    })),
  );
}

/** Who writes an assignment: the district and the customer it is created by. */
type Author = Pick<Actor, 'districtId' | 'customerId'>;

/** The row of an assignment `actor` creates at `now`. */
const assignmentRow = (actor: Author, write: AssignmentWrite, now: number): Insertable<AssignmentTable> => ({
  ...write.row,
  district_id: actor.districtId,
  status: 'ACTIVE',
  created_by: actor.customerId,
  created_at: now,
  cancelled_at: null,
});

/** The students' rows of assignment `id`, each starting at their percent on the focus. */
const studentRows = (
  actor: Author,
  id: number,
  write: AssignmentWrite,
  percents: ReadonlyMap<number, number>,
): Insertable<StudentAssignmentTable>[] =>
  write.studentIds.map((studentId) => ({
    district_id: actor.districtId,
    assignment_id: id,
    student_id: studentId,
    student_status: null,
    assigned_by: actor.customerId,
    starting_percent: percents.get(studentId) ?? 0,
    lessons_passed: 0,
    time_spent_ms: 0,
    struggling: false,
    last_activity_at: null,
  }));

/** Inserts one assignment and its students' rows, created by `actor` at `now`; returns its id. */
async function insertAssignmentRows(
  trx: DbOrTrx,
  actor: Actor,
  write: AssignmentWrite,
  percents: ReadonlyMap<number, number>,
  now: number,
): Promise<number> {
  const id = await repository.insertAssignment(trx, assignmentRow(actor, write, now));
  await repository.insertStudentAssignments(trx, studentRows(actor, id, write, percents));
  return id;
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
  const studentIds = uniqueStudentsOf(writes);
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
        const refusal = refusalOf(active, writes, duplicate);
        if (refusal) throw refusal;
        const ids: number[] = [];
        for (const [index, write] of writes.entries())
          ids.push(await insertAssignmentRows(trx, actor, write, percents[index]!, now));
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

/**
 * An assignment a teacher made on a past day, with its own id and the students' percents then; cancelled at
 * `cancelledAt` if set.
 */
export interface DatedAssignmentWrite {
  /** The teacher's customer id: who made it. */
  createdBy: number;
  write: AssignmentWrite & {
    row: AssignmentWrite['row'] & { assignment_id: number };
    startingPercents: ReadonlyMap<number, number>;
  };
  today: string;
  now: number;
  cancelledAt?: number;
}

/**
 * Writes teachers' assignments of several past days in one transaction, in the order of their days (a school
 * year imported at once): each under the rules of writeAssignments as of its own day, and cancelled if it was.
 * One the rules refuse is left out and counted; the others are written, with two bulk inserts in all.
 */
export async function writeDatedAssignments(
  db: Db,
  engine: Engine,
  districtId: number,
  dated: readonly DatedAssignmentWrite[],
) {
  if (dated.length === 0) return { written: [], refused: 0 };
  return districtWrites.run(districtId, () =>
    withTransaction(
      db,
      async (trx) => {
        const { moves, ...result } = await writeDatedAssignmentsIn(trx, engine, districtId, dated);
        await moveVersions(trx, districtId, moves);
        return result;
      },
      { districtId },
    ),
  );
}

/**
 * What writeDatedAssignments does, in a transaction of the caller's (the simulator's ingest batch that carries the
 * assignments' first play), which takes the district's assignment writes' turn and moves the live versions
 * returned (`moves`) itself.
 *
 * The students' active assignments are read once, as of the earliest day: inside the students' lock only these
 * writes change them, and an assignment active on a day is active on a later one until its end date. Each write
 * is checked against those still active on its day and the ones written before it (not cancelled).
 */
export async function writeDatedAssignmentsIn(
  trx: DbOrTrx,
  engine: Engine,
  districtId: number,
  unordered: readonly DatedAssignmentWrite[],
): Promise<{ written: number[]; refused: number; moves: VersionMoves }> {
  const dated = [...unordered].sort((a, b) => a.today.localeCompare(b.today));
  const writes = dated.map((d) => d.write);
  const studentIds = uniqueStudentsOf(writes);
  const moves = { classroomIds: [...new Set(writes.map((w) => w.row.classroom_id))], studentIds };
  if (dated.length === 0) return { written: [], refused: 0, moves };
  await repository.lockStudents(trx, districtId, studentIds);
  const held = await repository.activeAssignmentsOf(trx, districtId, studentIds, dated[0]!.today);
  const assignments: Insertable<AssignmentTable>[] = [];
  const students: Insertable<StudentAssignmentTable>[] = [];
  let refused = 0;
  for (const { createdBy, write, today, now, cancelledAt } of dated) {
    const activeToday = held.filter((a) => a.end_date >= today);
    if (refusalOf(activeToday, [write], () => duplicateFocusRefusal())) {
      refused++;
      continue;
    }
    const author = { districtId, customerId: createdBy };
    const row = assignmentRow(author, write, now);
    assignments.push(
      cancelledAt === undefined ? row : { ...row, status: 'CANCELLED', cancelled_at: cancelledAt },
    );
    students.push(...studentRows(author, write.row.assignment_id, write, write.startingPercents));
    if (cancelledAt === undefined)
      for (const studentId of write.studentIds)
        held.push({
          ...write.row,
          lessons_assigned: write.row.lessons_assigned ?? null,
          student_id: studentId,
        });
  }
  await repository.insertPastAssignments(trx, engine, assignments, students);
  return { written: assignments.map((a) => Number(a.assignment_id)), refused, moves };
}

/**
 * Stores new events and keeps the derived learning state in step with them, written in the caller's transaction
 * (DESIGN §2): a batch is folded (`foldNewEvents`, reads only; ingest does it before its transaction and checks it is
 * still current there, `foldStillCurrent`), then written (`writeFoldedBatch`).
 * A student whose new events all come after their last stored event continues the fold from the stored
 * rows (loading only days from a week before the new events); any other student is replayed from all
 * of their events, so late or out-of-order events give the same state as a rebuild.
 */
import type { CompiledQuery } from 'kysely';
import type { DbOrTrx, Engine } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { runWritesAhead, type WritesAhead } from '../db/writes-ahead.js';
import { writesTogether } from '../db/writes-together.js';
import { turnsForBatch } from '../db/next-turn.js';
import { getCatalogue } from '../curriculum/catalogue.js';
import { findEventsByStudent, findStoredUids } from './learning.repository.js';
import type { EventTable, StudentLearningTable } from './learning.table.js';
import { writeFoldedRows } from './folded-writes.js';
import { addDays, localClockOf } from './local-time.js';
import {
  rowChangesOf,
  rowsBefore,
  storedRowsBefore,
  type RowsBefore,
  type StudentRowChanges,
} from './row-changes.js';
import { selectOfStudents } from './rows-of-students.js';
import { foldKeysOf } from './student-row-updates.js';
import { eventsByStudent, foldContinuing, foldReplayed, setEventCounts } from './fold-students.js';
import { findStudentLearning, loadStudentStates } from './student-state.repository.js';
import { compareEvents, type FoldContext, type StudentState } from './student-state.js';

/** The fold context of a district (clocks are made once per time zone). */
export function foldContextFor(district: { districtId: number; timeZone: string }): FoldContext {
  return {
    districtId: district.districtId,
    clock: localClockOf(district.timeZone),
    catalogue: getCatalogue(),
  };
}

export interface StoreResult {
  /** The events stored by this call: the batch's rows whose uid the district did not hold. */
  fresh: EventTable[];
  students: number;
  replayedStudents: number;
  /** With `rowChanges`: what the batch changed of its students' day and start rows. */
  rowChanges?: StudentRowChanges[];
}

/**
 * Thrown when the fast store of a batch meets a stored key: a row dated after its student's last event reuses a
 * uid the district holds, or a student without a summary row already has derived rows. The caller's transaction
 * rolls back and the batch is stored again carefully (`careful`: every uid checked, every derived row upserted).
 */
export class StoredKeyMet extends Error {
  constructor() {
    super('a row of the batch meets a stored key');
  }
}

/**
 * A batch folded and not yet written (`foldNewEvents`): its students' summary rows as read, the events new to the
 * district, the folded states and what they change.
 */
export interface FoldedBatch {
  careful: boolean;
  /** The summary rows (student_learning) the fold started from, by student; none for a student without one. */
  summaries: Map<number, StudentLearningTable>;
  fresh: EventTable[];
  states: StudentState[];
  /** Earlier events of replayed students whose counts the replay changed. */
  rewritten: EventTable[];
  newStudents: Set<number>;
  replayedStudents: number;
  /** With `rowChanges`: each student's day and start rows before the fold. */
  before?: Map<number, RowsBefore>;
  /** The writes of its rows, compiled before its transaction (folded-writes.ts `withWritesAhead`). */
  writesAhead?: WritesAhead;
}

/**
 * Reads what a batch's fold needs and folds it, writing nothing. An event after its student's last stored event is
 * new; only the others are looked up by uid (a lookup reads the whole events table on DuckDB, so live batches skip
 * it). Each event gets its lesson's plays so far (the fold counts them); a replayed student's earlier events whose
 * counts change are listed to be rewritten. Not `careful`, the rows of students new to the district are to be
 * inserted with plain inserts (writeFoldedBatch); `careful`, every uid is looked up and every row upserted.
 */
export async function foldNewEvents(
  db: DbOrTrx,
  ctx: FoldContext,
  rows: readonly EventTable[],
  options: { careful?: boolean; rowChanges?: boolean } = {},
): Promise<FoldedBatch> {
  const studentIds = [...new Set(rows.map((row) => row.student_id))];
  const stored = new Map(
    (await findStudentLearning(db, ctx.districtId, studentIds)).map((row) => [row.student_id, row]),
  );
  const lastOf = (studentId: number) => {
    const row = stored.get(studentId);
    return row && { occurred_at: row.last_event_at, uid: row.last_event_uid };
  };
  const careful = options.careful ?? false;
  const mayRepeat = careful
    ? rows
    : rows.filter((row) => {
        const last = lastOf(row.student_id);
        return last !== undefined && compareEvents(row, last) <= 0;
      });
  const held = await findStoredUids(
    db,
    ctx.districtId,
    mayRepeat.map((row) => row.uid),
  );
  // Copies: the fold sets each event's counts, and a batch folded again starts from the rows as received.
  const fresh = rows.filter((row) => !held.has(row.uid)).map((row) => ({ ...row }));

  const byStudent = eventsByStudent(fresh);
  const continuing: number[] = [];
  const replaying: number[] = [];
  let earliest: number | null = null;
  for (const [studentId, list] of byStudent) {
    list.sort(compareEvents);
    const last = lastOf(studentId);
    if (!last || compareEvents(list[0]!, last) > 0) {
      continuing.push(studentId);
      if (last) earliest = Math.min(earliest ?? Infinity, list[0]!.occurred_at);
    } else {
      replaying.push(studentId);
    }
  }

  const states: StudentState[] = [];
  const before = new Map<number, RowsBefore>();
  const turn = turnsForBatch(rows.length); // a large batch is folded in pieces (db/next-turn.ts)
  if (continuing.length > 0) {
    // Students new to the district start empty: no need to look for their rows.
    const known = continuing.filter((id) => stored.has(id));
    const loaded = await loadStudentStates(db, ctx.districtId, known, {
      daysFrom: earliest === null ? undefined : addDays(ctx.clock.dateOf(earliest), -7),
      summaries: known.map((id) => ({ ...stored.get(id)! })),
      keysOf: new Map(known.map((id) => [id, foldKeysOf(ctx.catalogue, byStudent.get(id)!)])),
    });
    if (options.rowChanges) for (const [id, state] of loaded) before.set(id, rowsBefore(state));
    await foldContinuing(ctx, continuing, loaded, byStudent, states, turn);
  }
  const rewritten: EventTable[] = [];
  if (replaying.length > 0) {
    if (options.rowChanges)
      for (const [id, rows] of await storedRowsBefore(db, ctx.districtId, replaying)) before.set(id, rows);
    const eventsOf = await findEventsByStudent(db, ctx.districtId, replaying);
    await foldReplayed(ctx, eventsOf, byStudent, states, rewritten, turn);
  }
  setEventCounts(states, byStudent);

  return {
    careful,
    summaries: stored,
    fresh,
    states,
    rewritten,
    // Students with no summary row have no derived rows either: theirs are all inserted.
    newStudents: new Set(careful ? [] : continuing.filter((id) => !stored.has(id))),
    replayedStudents: replaying.length,
    before: options.rowChanges ? before : undefined,
  };
}

/** The students a folded batch writes: those of its new events (one whose events were all stored writes none). */
const studentsWritten = (folded: FoldedBatch) => [...new Set(folded.fresh.map((row) => row.student_id))];

/**
 * Whether a batch folded before its transaction may be written in it: its students' summary rows are as the fold
 * read them. Every write of a student's derived rows (a fold, a replay) changes their summary row, so rows folded
 * from a summary that is still current are still current too.
 */
export async function foldStillCurrent(
  trx: DbOrTrx,
  ctx: FoldContext,
  folded: FoldedBatch,
): Promise<boolean> {
  return foldMatches(folded, await findStudentLearning(trx, ctx.districtId, studentsWritten(folded)));
}

/**
 * What `foldStillCurrent` reads (the written students' summary rows) as one select, for a caller that sends it with
 * a read of its own (db/reads-together.ts); null when it reads nothing, or in several statements.
 */
export function foldCheckRead(trx: DbOrTrx, ctx: FoldContext, folded: FoldedBatch): CompiledQuery | null {
  const studentIds = studentsWritten(folded);
  if (studentIds.length === 0) return null;
  return selectOfStudents(trx, 'student_learning', ctx.districtId, studentIds)?.compile() ?? null;
}

/** `foldStillCurrent` given the written students' summary rows as they are now (`foldCheckRead`'s rows). */
export function foldMatches(folded: FoldedBatch, summaries: readonly StudentLearningTable[]): boolean {
  const now = new Map(summaries.map((row) => [Number(row.student_id), row]));
  return studentsWritten(folded).every((id) => sameRow(now.get(id), folded.summaries.get(id)));
}

function sameRow(row: StudentLearningTable | undefined, other: StudentLearningTable | undefined): boolean {
  if (!row || !other) return row === other;
  return (Object.keys(row) as (keyof StudentLearningTable)[]).every(
    (key) => String(row[key]) === String(other[key]),
  );
}

/**
 * Writes a folded batch in the caller's transaction: its new events, the rewritten counts of a replay's events, and
 * the students' changed derived rows (as compiled ahead, when they were: folded-writes.ts); then `alongside`, the
 * caller's writes that follow from them, sent with them in one script (db/writes-together.ts). A key already stored
 * met by a plain insert (not `careful`) throws StoredKeyMet: the caller's transaction rolls back and the batch is
 * folded and stored again carefully.
 */
export async function writeFoldedBatch(
  trx: DbOrTrx,
  engine: Engine,
  ctx: FoldContext,
  folded: FoldedBatch,
  alongside: (stored: StoreResult) => Promise<void> = async () => {},
): Promise<StoreResult> {
  const { careful, fresh, states, before, writesAhead } = folded;
  const rowChanges = before && states.map((state) => rowChangesOf(state, before.get(state.studentId)));
  const stored = { fresh, students: states.length, replayedStudents: folded.replayedStudents, rowChanges };
  try {
    await writesTogether(trx, async () => {
      if (writesAhead) await runWritesAhead(trx, writesAhead);
      else await writeFoldedRows(trx, engine, ctx, folded);
      await alongside(stored);
    });
  } catch (error) {
    if (!careful && isUniqueViolation(error)) throw new StoredKeyMet();
    throw error;
  }
  return stored;
}

/**
 * Event ingest (spec §3 activity records, §4 event codes): each record is checked on its own; the valid
 * ones are stored and the derived state updated in one transaction, all or nothing. Idempotent by uid:
 * a record whose uid the district already holds is counted as a duplicate and changes nothing.
 */
import { EVENT_CODES, type ActivityRecord, type IngestResult, type RejectedRecord } from '@dash/contracts';
import { applyAssignmentPlay } from '../assignments/assignment-play.js';
import { getCatalogue } from '../curriculum/catalogue.js';
import { readForWrite, withTransaction, type Db, type DbOrTrx, type Engine } from '../db/database.js';
import { isLargeBatch, turnsForBatch } from '../db/next-turn.js';
import { OneAtATime } from '../db/one-at-a-time.js';
import type { Place } from '../db/write-counts.js';
import { notFound } from '../http/app-error.js';
import type { EventTable } from '../learning/learning.table.js';
import type { FoldContext } from '../learning/student-state.js';
import { withWritesAhead } from '../learning/folded-writes.js';
import {
  foldContextFor,
  foldNewEvents,
  StoredKeyMet,
  writeFoldedBatch,
} from '../learning/learning.service.js';
import { rebuildSchoolSums, rosterMatchesSchoolSums } from '../learning/school-sums.js';
import { keepSchoolSums } from '../learning/school-sums-keep.js';
import { moveVersions, type VersionMoves } from '../live/live-versions.repository.js';
import {
  findDistrict,
  findStudentPlaces,
  lockDistrictForIngest,
  type StudentPlaces,
} from './ingest.repository.js';
import { checkRecord, parseRecord } from './check-record.js';
import { readUnderLock } from './reads-under-lock.js';

/** Records checked between two looks at the clock for a turn (`turnsForBatch`): about half a millisecond's work. */
const RECORDS_PER_PIECE = 256;

/** One ingest at a time per district in this process: batches of a district never interleave. */
const districtIngests = new OneAtATime<number>();

/** The stored event of a valid activity record (also how the simulator folds its own records). */
export function toEventRow(
  districtId: number,
  record: ActivityRecord,
  localDate: string,
  receivedAt: number,
): EventTable {
  const catalogue = getCatalogue();
  const slot = record.lesson_slot_id != null ? catalogue.slotById.get(record.lesson_slot_id)! : undefined;
  // A placement is about its slot or its standard alone: no group of its own (not a play of the group).
  const placement = record.event_code === EVENT_CODES.PLACEMENT;
  const standardId =
    record.standard_id ??
    (record.standards?.length ? catalogue.standardByCode.get(record.standards[0]!)!.standard_id : null);
  return {
    district_id: districtId,
    uid: record.uid,
    student_id: record.student_id,
    event_code: record.event_code,
    occurred_at: record.timestamp,
    local_date: localDate,
    lesson_slot_id: record.lesson_slot_id ?? null,
    lesson_group_id: placement ? null : (record.lesson_group_id ?? slot?.lesson_group_id ?? null),
    standard_id: placement
      ? record.lesson_slot_id == null
        ? (record.standard_id ?? null)
        : null
      : record.event_code === EVENT_CODES.STANDARD_COMPLETED
        ? standardId
        : (standardId ?? slot?.standard_id ?? null),
    lesson_passed: record.lesson_passed ?? null,
    time_spent_ms: record.total_lesson_time ?? 0,
    assignment_id: record.assignment_id ?? null,
    lesson_goal_id: record.lesson_goal_id ?? null,
    milestone_trigger_lesson_slot_id: record.milestone_trigger_lesson_slot_id ?? null,
    label: record.label ?? null,
    received_at: receivedAt,
    // The fold counts them when the event is stored (learning.service.ts).
    lesson_plays: null,
    lesson_fails: null,
  };
}

/**
 * The places of the district a batch's rows may change (db/write-counts.ts): their students, the classrooms
 * they are enrolled in and those classrooms' schools.
 */
function placesOf(known: ReadonlyMap<number, StudentPlaces>, rows: readonly EventTable[]): Place[] {
  const places = new Set<Place>();
  for (const studentId of new Set(rows.map((row) => row.student_id))) {
    const { classroomIds, schoolIds } = known.get(studentId)!;
    places.add(`student:${studentId}`);
    for (const id of classroomIds) places.add(`classroom:${id}`);
    for (const id of schoolIds) places.add(`school:${id}`);
  }
  return [...places];
}

/** What a caller of `ingestEvents` may know or ask beyond the records. */
export interface IngestOptions {
  /**
   * The district's time zone, when the caller read it with the district (the ingest key's lookup, the simulator's
   * district): the batch does not read it again. Without it the district is looked up, and must exist.
   */
  timeZone?: string;
  // How the simulator's batches of a school year are stored (simulator/simulate-district.ts):
  /** The batch before, stored first: this one is folded meanwhile and stored once it has settled. */
  after?: Promise<unknown>;
  /**
   * A write the batch's rows build on (the teachers' assignments its events' play is added to), made in the
   * batch's transaction before its rows; it returns the live versions it moves, moved with the batch's own.
   */
  alsoWrite?: (trx: DbOrTrx) => Promise<VersionMoves>;
}

async function timeZoneOf(db: Db, districtId: number): Promise<string> {
  const district = await findDistrict(db, districtId);
  if (!district) throw notFound(`District ${districtId} does not exist.`);
  return district.time_zone;
}

/** A valid record of a batch, with its index in the batch. */
interface Candidate {
  index: number;
  record: ActivityRecord;
}

/**
 * Checks a batch's records one by one: the valid ones (each uid once), the rejected with their reasons, and how many
 * repeated a uid of the batch. A large batch is checked in pieces, the event loop given turns between them
 * (db/next-turn.ts), so that the batch before it, holding the district's lock, has its statements' answers meanwhile.
 * The loops count: an iterator's `[index, value]` pairs, kept across the turns, were 3.5% of what an import allocated.
 * The loops with a turn in them are functions of their own: in `ingestEvents`, whose other awaits came after them, the
 * code V8 optimised for a loop was thrown away at the next await of every large batch (an "out of bounds" deopt,
 * 170 in the 175 batches of an import at preset m) and optimised again.
 */
async function checkRecords(records: readonly unknown[], now: number, turn: () => Promise<void>) {
  const rejected: RejectedRecord[] = [];
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (let index = 0; index < records.length; index++) {
    if (index % RECORDS_PER_PIECE === RECORDS_PER_PIECE - 1) await turn();
    const raw = records[index];
    const uid =
      typeof raw === 'object' && raw !== null && typeof (raw as { uid?: unknown }).uid === 'string'
        ? (raw as { uid: string }).uid
        : null;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      rejected.push({ index, uid, reason: 'a record must be a JSON object' });
      continue;
    }
    const parsed = parseRecord(raw);
    if ('reason' in parsed) {
      rejected.push({ index, uid, reason: parsed.reason });
      continue;
    }
    const { record } = parsed;
    const reason = checkRecord(record, now);
    if (reason) {
      rejected.push({ index, uid, reason });
      continue;
    }
    if (seen.has(record.uid)) {
      duplicates++;
      continue;
    }
    seen.add(record.uid);
    candidates.push({ index, record });
  }
  return { candidates, rejected, duplicates };
}

/**
 * The events to store of the valid records whose student the district holds; the others are added to `rejected`.
 * In pieces as `checkRecords`.
 */
async function eventRowsOf(
  ctx: FoldContext,
  candidates: readonly Candidate[],
  known: ReadonlyMap<number, StudentPlaces>,
  now: number,
  rejected: RejectedRecord[],
  turn: () => Promise<void>,
): Promise<EventTable[]> {
  const rows: EventTable[] = [];
  for (let n = 0; n < candidates.length; n++) {
    if (n % RECORDS_PER_PIECE === RECORDS_PER_PIECE - 1) await turn();
    const { index, record } = candidates[n]!;
    if (!known.has(record.student_id))
      rejected.push({
        index,
        uid: record.uid,
        reason: `student_id ${record.student_id} is not a student of this district`,
      });
    else rows.push(toEventRow(ctx.districtId, record, ctx.clock.dateOf(record.timestamp), now));
  }
  return rows;
}

/** Validates, stores and applies one batch of activity records for a district. */
export async function ingestEvents(
  db: Db,
  engine: Engine,
  districtId: number,
  records: readonly unknown[],
  now = Date.now(),
  order: IngestOptions = {},
): Promise<IngestResult> {
  const ctx = foldContextFor({ districtId, timeZone: order.timeZone ?? (await timeZoneOf(db, districtId)) });
  const turn = turnsForBatch(records.length);
  const { candidates, rejected, duplicates } = await checkRecords(records, now, turn);
  const known = await findStudentPlaces(db, districtId, [
    ...new Set(candidates.map((c) => c.record.student_id)),
  ]);
  const rows = await eventRowsOf(ctx, candidates, known, now, rejected, turn);
  rejected.sort((a, b) => a.index - b.index);

  let accepted = 0;
  if (rows.length > 0) {
    /**
     * Stores the batch in one transaction under the district's ingest lock. The fold's reads and the fold itself (and
     * for a large batch its writes' compilation) are done first, outside both (`early`), so another batch of the
     * district writes meanwhile; in the transaction the early fold is written if its students' summaries are
     * unchanged, and otherwise the batch is folded again there.
     */
    const foldEarly = async () => {
      // With what it changes of the rows the sums are kept from (unused where the district keeps no sums).
      const folded = await readForWrite(db, (connection) =>
        foldNewEvents(connection, ctx, rows, { rowChanges: true }),
      );
      return isLargeBatch(records.length) ? withWritesAhead(db, engine, ctx, folded, turn) : folded;
    };
    const storeBatch = async (careful: boolean) => {
      const early = careful ? null : await foldEarly();
      await order.after;
      return districtIngests.run(districtId, () =>
        withTransaction(
          db,
          async (trx) => {
            await lockDistrictForIngest(trx, districtId);
            const { sums, earlyCurrent } = await readUnderLock(trx, ctx, [...known.keys()], early);
            const folded =
              early && earlyCurrent
                ? early
                : await foldNewEvents(trx, ctx, rows, { careful, rowChanges: sums !== null });
            const alsoMoved = await order.alsoWrite?.(trx);
            // The sums, the assignments' play and the versions follow from the rows: sent with them.
            const { fresh } = await writeFoldedBatch(trx, engine, ctx, folded, async (stored) => {
              if (stored.fresh.length > 0) {
                if (stored.rowChanges && sums) await keepSchoolSums(trx, districtId, sums, stored.rowChanges);
                await applyAssignmentPlay(trx, districtId, stored.fresh);
              }
              const studentIds = [...new Set(stored.fresh.map((row) => row.student_id))];
              const classroomIds = studentIds.flatMap((id) => known.get(id)!.classroomIds);
              await moveVersions(trx, districtId, {
                classroomIds: [...classroomIds, ...(alsoMoved?.classroomIds ?? [])],
                studentIds: [...studentIds, ...(alsoMoved?.studentIds ?? [])],
              });
            });
            return fresh.length;
          },
          // A batch with a write of its own changed more than its students' places: the whole district, as declared.
          order.alsoWrite ? { districtId } : { districtId, places: placesOf(known, rows) },
        ),
      );
    };
    accepted = await storeBatch(false).catch((error: unknown) => {
      if (error instanceof StoredKeyMet) return storeBatch(true);
      throw error;
    });
  }
  return { received: records.length, accepted, duplicates: duplicates + rows.length - accepted, rejected };
}

/**
 * Builds a district's per-school sums whole (learning/school-sums.ts) between its ingest batches, holding the
 * district's ingest lock, so that no batch writes the rows while they are summed; unless, once it holds the lock,
 * they match the roster already (another server on the same PostgreSQL rebuilt them first).
 */
export function rebuildSchoolSumsBetweenBatches(db: Db, districtId: number): Promise<void> {
  return districtIngests.run(districtId, () =>
    withTransaction(
      db,
      async (trx) => {
        await lockDistrictForIngest(trx, districtId);
        if (!(await rosterMatchesSchoolSums(trx, districtId))) await rebuildSchoolSums(trx, districtId);
      },
      { districtId },
    ),
  );
}

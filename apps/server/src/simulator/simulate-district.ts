/**
 * Simulates a district's school year up to "now" and sends every record through the ingest service, in
 * batches of whole students (at most SIMULATION_BATCH_RECORDS records), the same code path as POST /api/v1/events.
 */
import type { ActivityRecord } from '@dash/contracts';
import type { Db, DbOrTrx, Engine } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';
import { ingestEvents } from '../ingest/ingest.service.js';
import type { DatedAssignmentWrite } from '../assignments/assignment-writes.js';
import { classroomPlays } from './classroom-plays.js';
import { focusAssigner } from './focus-assignments.js';
import { planSimulation, simStudentsOf, type SimulationInput } from './simulation-plan.js';
import type { SimStudent } from './student-simulator.js';

/**
 * Records per ingest batch of a simulated year: four times a request's most (INGEST_BATCH_MAX). Most of a batch's
 * statements cost about as much for 20,000 records as for 5,000 (its derived rows' inserts, its reads, the
 * versions, the commit: the demo build's statements took 16.0 s in 2,092 against 25.5 s in 3,703), so the demo's
 * ingest went from 28,600–29,700 to 37,500–44,000 events/s, preset m's from 24,400 to 32,500–33,000 (the same
 * afternoon); 50,000 and 100,000 were no faster at the demo (36,200–43,500).
 */
export const SIMULATION_BATCH_RECORDS = 20_000;

export interface SimulationResult {
  districtId: number;
  students: number;
  events: number;
  batches: number;
  rejected: number;
  /** Focus assignments its teachers made, and those the assignment rules refused. */
  assignments: { written: number; refused: number };
  /** Time generating the students' records and the assignments' starting percents took. */
  generateMs: number;
  /** Time writing the teachers' focus assignments took. */
  assignMs: number;
  /** Time a batch was at work in ingest, counted once while two were. */
  ingestMs: number;
}

/** The students of a district with their grade and (first) classroom. */
export async function loadSimStudents(db: Db, districtId: number): Promise<SimStudent[]> {
  const rows = await db
    .selectFrom('enrollments')
    .innerJoin('students', sameTenant('students.student_id', 'enrollments.student_id'))
    .select(['students.student_id', 'students.grade_id', 'enrollments.classroom_id'])
    .where('enrollments.district_id', '=', districtId)
    .orderBy('students.student_id')
    .orderBy('enrollments.classroom_id')
    .execute();
  return simStudentsOf(rows);
}

/** What the simulation of a district's year is made from: its roster and time zone. */
async function simulationInputOf(
  db: Db,
  districtId: number,
  seed: number,
  now: number,
): Promise<SimulationInput> {
  const district = await db
    .selectFrom('districts')
    .select('time_zone')
    .where('district_id', '=', districtId)
    .executeTakeFirstOrThrow();
  return {
    districtId,
    students: await loadSimStudents(db, districtId),
    timeZone: district.time_zone,
    seed,
    now,
  };
}

/** Plays the district's school year up to `now` and ingests it in-process. */
export async function simulateDistrict(
  db: Db,
  engine: Engine,
  districtId: number,
  options: {
    seed: number;
    now: number;
    onProgress?: (done: number, total: number) => void;
    /** Records per ingest batch: SIMULATION_BATCH_RECORDS unless given. */
    batchRecords?: number;
    /** Whether the records are generated in a worker thread: by default for a large district (classroom-plays.ts). */
    inWorker?: boolean;
  },
): Promise<SimulationResult> {
  const batchRecords = options.batchRecords ?? SIMULATION_BATCH_RECORDS;
  const input = await simulationInputOf(db, districtId, options.seed, options.now);
  const plan = planSimulation(input);
  const assigner = await focusAssigner(db, engine, districtId, plan.timeZone, options.now);
  const result: SimulationResult = {
    districtId,
    students: plan.students.length,
    events: 0,
    batches: 0,
    rejected: 0,
    assignments: assigner.counts,
    generateMs: 0,
    assignMs: 0,
    ingestMs: 0,
  };
  // Two batches are at work at once: one is folded (its reads and JavaScript) while the one before it is stored, as a
  // live server folds a batch before it takes the district's lock (ingest.service.ts), and the next classrooms are
  // generated meanwhile (in a worker for a large district, classroom-plays.ts). A batch's due assignments are
  // written in its own transaction, before its records: their play is added to them.
  let batch: ActivityRecord[] = [];
  let due: DatedAssignmentWrite[] = [];
  let stored: Promise<void> = Promise.resolve(); // the newest batch handed to ingest
  let storedBefore: Promise<void> = Promise.resolve(); // the one before it
  let ingesting = 0;
  let ingestingSince = 0;
  const timedAssigning = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      result.assignMs += performance.now() - started;
    }
  };
  const write = async (
    records: ActivityRecord[],
    assignments: DatedAssignmentWrite[],
    after: Promise<void>,
  ) => {
    const assigning = assignments.length > 0 ? assigner.inBatch(assignments) : null;
    // Ingest time: while a batch is at work (its assignments included), counted once while two are.
    if (ingesting++ === 0) ingestingSince = performance.now();
    try {
      // A batch without assignments declares its students' places (ingest.service.ts); one with them, its district.
      const outcome = await ingestEvents(db, engine, districtId, records, options.now, {
        timeZone: input.timeZone,
        after,
        ...(assigning && { alsoWrite: (trx: DbOrTrx) => timedAssigning(() => assigning.write(trx)) }),
      });
      // A batch that stored nothing (none of its records, or none at all) wrote no assignments: they go alone.
      if (assigning && !assigning.settle()) {
        await after;
        await timedAssigning(() => assigner.write(assignments));
      }
      result.events += outcome.accepted;
      result.rejected += outcome.rejected.length;
      if (records.length > 0) result.batches++;
    } finally {
      if (--ingesting === 0) result.ingestMs += performance.now() - ingestingSince;
    }
  };
  const flush = async () => {
    await storedBefore; // at most two batches at work; a failed write stops the simulation here
    storedBefore = stored;
    stored = write(batch, due, stored);
    stored.catch(() => undefined); // awaited at a later flush
    batch = [];
    due = [];
  };
  let done = 0;
  const classrooms = plan.classrooms();
  let index = 0;
  for await (const { recordsOf, percents, generateMs } of classroomPlays(input, plan, options.inWorker)) {
    const classroom = classrooms[index++]!;
    result.generateMs += generateMs;
    due.push(
      ...assigner.due(classroom.classroomId, classroom.assignments, (focus) =>
        percents.get(focus.assignmentId)!,
      ),
    );
    for (const records of recordsOf.values()) {
      if (batch.length + records.length > batchRecords) await flush();
      for (const record of records) {
        if (batch.length >= batchRecords) await flush();
        batch.push(record);
      }
      options.onProgress?.(++done, plan.students.length);
    }
  }
  await flush();
  await storedBefore;
  await stored;
  result.generateMs = Math.round(result.generateMs);
  result.assignMs = Math.round(result.assignMs);
  result.ingestMs = Math.round(result.ingestMs);
  return result;
}

/**
 * A simulated district's classrooms in the plan's order, each with its students' records and their percents on its
 * focus assignments when they were made (starting-percents.ts). A small district's are generated on the calling
 * thread; a large one's in a worker thread (classroom-plays.worker.ts) a few classrooms ahead, so that the main
 * thread is left to ingest. Both give the same plays: the worker runs the same plan from the same input.
 */
import { Worker } from 'node:worker_threads';
import type { ActivityRecord } from '@dash/contracts';
import { nextTurn } from '../db/next-turn.js';
import { foldContextFor } from '../learning/learning.service.js';
import { planSimulation, type SimulationInput, type SimulationPlan } from './simulation-plan.js';
import { classroomStartingPercents } from './starting-percents.js';

/**
 * From this many students a district's plays are generated in a worker. Starting one costs about a second
 * (loading the modules and the catalogue again); preset m has about 10,000 students, the demo about 1,850.
 */
export const WORKER_FROM_STUDENTS = 5_000;

/** Classrooms the worker keeps generated ahead of the one ingest is on. */
const CLASSROOMS_AHEAD = 6;

export interface ClassroomPlay {
  classroomId: number;
  /** Each student's records of the year so far, by student id. */
  recordsOf: Map<number, ActivityRecord[]>;
  /** Each focus assignment's students' percents when it was made, by assignment and student id. */
  percents: Map<number, Map<number, number>>;
  /** The time generating it took, on the thread that did. */
  generateMs: number;
}

/** What a worker sends for a classroom: the play's maps as entry lists, in one JSON text. */
interface PlayOnTheWire {
  classroomId: number;
  records: [number, ActivityRecord[]][];
  percents: [number, [number, number][]][];
  generateMs: number;
}

/**
 * The simulation of `input` (its `plan`, made here unless given): its classrooms, and how to generate the play of the
 * one at an index.
 */
export function classroomPlayer(input: SimulationInput, plan = planSimulation(input)) {
  const classrooms = plan.classrooms();
  const ctx = foldContextFor({ districtId: input.districtId, timeZone: input.timeZone });
  return {
    count: classrooms.length,
    play(index: number): ClassroomPlay {
      const started = performance.now();
      const classroom = classrooms[index]!;
      const recordsOf = new Map<number, ActivityRecord[]>();
      for (const student of classroom.students)
        recordsOf.set(student.studentId, plan.recordsOf(student, input.now));
      const percents = classroomStartingPercents(ctx, classroom.assignments, recordsOf);
      return {
        classroomId: classroom.classroomId,
        recordsOf,
        percents,
        generateMs: performance.now() - started,
      };
    },
  };
}

export function playToWire(play: ClassroomPlay): string {
  const wire: PlayOnTheWire = {
    classroomId: play.classroomId,
    records: [...play.recordsOf],
    percents: [...play.percents].map(([assignmentId, of]) => [assignmentId, [...of]]),
    generateMs: play.generateMs,
  };
  return JSON.stringify(wire);
}

function playFromWire(text: string): ClassroomPlay {
  const wire = JSON.parse(text) as PlayOnTheWire;
  return {
    classroomId: wire.classroomId,
    recordsOf: new Map(wire.records),
    percents: new Map(wire.percents.map(([assignmentId, of]) => [assignmentId, new Map(of)])),
    generateMs: wire.generateMs,
  };
}

/** The plays on this thread, yielding to the event loop between classrooms so that statements' answers get through. */
async function* playsHere(input: SimulationInput, plan: SimulationPlan): AsyncGenerator<ClassroomPlay> {
  const player = classroomPlayer(input, plan);
  for (let index = 0; index < player.count; index++) {
    await nextTurn();
    yield player.play(index);
  }
}

/**
 * A worker thread running a TypeScript module, loaded through tsx's API as the server's own modules are (a worker's
 * `--import tsx` does not reach its main module on Node 20).
 */
function typeScriptWorker(module: URL, workerData: unknown): Worker {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const href = JSON.stringify(module.href);
  return new Worker(`import(${tsx}).then((api) => api.tsImport(${href}, ${href}))`, {
    eval: true,
    workerData,
  });
}

/**
 * The plays from a worker thread, which is granted a classroom to generate for each one taken, so that it stays
 * CLASSROOMS_AHEAD ahead and no further.
 */
async function* playsInWorker(input: SimulationInput, count: number): AsyncGenerator<ClassroomPlay> {
  const worker = typeScriptWorker(new URL('./classroom-plays.worker.ts', import.meta.url), input);
  const arrived: string[] = [];
  let failure: Error | undefined;
  let wake = () => {};
  worker.on('message', (text: string) => {
    arrived.push(text);
    wake();
  });
  worker.on('error', (error) => {
    failure = error;
    wake();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`the simulation's worker stopped (exit code ${code}) before its last classroom`);
    wake();
  });
  try {
    worker.postMessage(CLASSROOMS_AHEAD);
    for (let index = 0; index < count; index++) {
      while (arrived.length === 0) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      worker.postMessage(1);
      yield playFromWire(arrived.shift()!);
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}

/**
 * The plays of the classrooms of `plan` (made from `input`) in its order, in a worker when `inWorker` (by default
 * from WORKER_FROM_STUDENTS).
 */
export function classroomPlays(
  input: SimulationInput,
  plan: SimulationPlan,
  inWorker = input.students.length >= WORKER_FROM_STUDENTS,
): AsyncGenerator<ClassroomPlay> {
  return inWorker ? playsInWorker(input, plan.classrooms().length) : playsHere(input, plan);
}

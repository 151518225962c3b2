/**
 * Resolves in a later turn of the event loop, once the I/O answers waiting now are handled: a long computation that
 * awaits it between its parts lets database answers to other work through (a statement's answer waits for the event
 * loop, so a transaction waiting on one is as slow as the longest piece of JavaScript run meanwhile).
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How long a computation runs before it gives the event loop a turn (`turnsEvery`). An ingest batch's checks and
 * fold take 50–100 ms at a time for 20,000 records, and the batch before it, holding the district's lock, waited that
 * long for each statement's answer: preset m imported again (tools/bench/reimport.ts, every statement timed) at
 * 47,001–47,226 events/s without turns, 50,728–51,277 with turns every 10 ms, 51,824–57,417 every 4 ms and
 * 54,763–56,148 every 2 ms.
 */
export const COMPUTATION_SLICE_MS = 2;

/**
 * A computation's pauses: awaited between its pieces, it gives the event loop a turn once `sliceMs` have passed since
 * the last turn, and otherwise returns at once.
 */
export function turnsEvery(sliceMs = COMPUTATION_SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/** Pauses that never pause: a computation's turns when it is to run in one piece. */
export const noTurns = async () => {};

/**
 * Batches of at least this many records (a preset's build or an import: 20,000 each) are checked and folded in pieces
 * (`turnsForBatch`), and have their writes compiled before their lock (learning/folded-writes.ts); the live
 * stream's, about a hundred records, do neither. Under `npm run bench:live -- l`, 90 s, alternating: with turns the
 * server read 6,046 and 6,715 requests/s at p95 35.9 and 32.4 ms, an event shown at p95 1,314 and 680 ms, against
 * 7,133 and 7,534 at 30.1 and 27.5 ms, 728 and 665 ms without; with writes compiled ahead 5,210 and 5,868 requests/s,
 * an event shown at p95 761 and 881 ms, against 5,583 and 6,421, 752 and 806 ms without (on a slower night).
 */
export const PIECES_FROM_RECORDS = 1_000;

/** Whether a batch of `records` records is a large one (PIECES_FROM_RECORDS). */
export const isLargeBatch = (records: number) => records >= PIECES_FROM_RECORDS;

/** The pauses of an ingest batch of `records` records: turns every COMPUTATION_SLICE_MS if it is a large one. */
export const turnsForBatch = (records: number): (() => Promise<void>) =>
  isLargeBatch(records) ? turnsEvery() : noTurns;

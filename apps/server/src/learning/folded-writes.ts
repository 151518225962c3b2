/**
 * The writes of a folded batch's own rows (learning.service.ts): its new events, the rewritten counts of a replay's
 * events, and its students' changed derived rows. Made in the batch's transaction, or compiled ahead of it
 * (db/writes-ahead.ts) for a large batch folded before its district's lock (ingest/ingest.service.ts): at preset m the
 * values of a batch of 20,000 records took about 47 ms of JSON to build, all of it while the batch held the lock.
 */
import type { Db, DbOrTrx, Engine } from '../db/database.js';
import { compileWritesAhead } from '../db/writes-ahead.js';
import { loadColumns } from './bulk-write.js';
import { LEARNING_BULK_TABLES } from './learning-bulk-tables.js';
import { insertNewEvents, rewriteEvents } from './learning.repository.js';
import type { FoldedBatch } from './learning.service.js';
import { saveStudentStates } from './student-state.repository.js';
import type { FoldContext } from './student-state.js';

/** Writes the folded batch's rows on `db`: a transaction, or a recorder (`withWritesAhead`). */
export async function writeFoldedRows(
  db: DbOrTrx,
  engine: Engine,
  ctx: FoldContext,
  folded: FoldedBatch,
): Promise<void> {
  await insertNewEvents(db, engine, folded.fresh);
  await rewriteEvents(db, engine, folded.rewritten);
  await saveStudentStates(db, engine, ctx.districtId, folded.states, folded.newStudents);
}

/** The folded batch with its rows' writes compiled ahead, giving the event loop `turn`s meanwhile. */
export async function withWritesAhead(
  db: Db,
  engine: Engine,
  ctx: FoldContext,
  folded: FoldedBatch,
  turn: () => Promise<void>,
): Promise<FoldedBatch> {
  await loadColumns(db, engine, LEARNING_BULK_TABLES);
  const write = (recorder: Db) => writeFoldedRows(recorder, engine, ctx, folded);
  return { ...folded, writesAhead: await compileWritesAhead(engine, write, turn) };
}

/**
 * What an ingest batch reads once it holds its district's lock: the district's per-school sums as the batch adds to
 * them, and whether the batch's early fold is still current. Under `npm run bench:live -- l` a trip to a DuckDB
 * thread and back costs 7–17 ms, and the stream's batch holds the lock all the while, so the two go as one statement
 * where they can (db/reads-together.ts).
 */
import type { DbOrTrx } from '../db/database.js';
import { readTogether } from '../db/reads-together.js';
import type { StudentLearningTable } from '../learning/learning.table.js';
import {
  foldCheckRead,
  foldMatches,
  foldStillCurrent,
  type FoldedBatch,
} from '../learning/learning.service.js';
import {
  sumsOfBatchFrom,
  sumsOfBatchRead,
  type SumsOfBatch,
  type SumsOfBatchRow,
} from '../learning/school-sums-keep.js';
import type { FoldContext } from '../learning/student-state.js';

export interface ReadUnderLock {
  /** The district's sums as the batch adds to them; null when it keeps none. */
  sums: SumsOfBatch | null;
  /** Whether the early fold may be written as it is (false without one). */
  earlyCurrent: boolean;
}

/** The batch's reads under its lock, for the batch of these students (`studentIds`) folded early as `early`. */
export async function readUnderLock(
  trx: DbOrTrx,
  ctx: FoldContext,
  studentIds: readonly number[],
  early: FoldedBatch | null,
): Promise<ReadUnderLock> {
  const sumsRead = sumsOfBatchRead(trx, ctx.districtId, studentIds);
  const check = early ? foldCheckRead(trx, ctx, early) : null;
  if (!early || !check) {
    const sums = sumsOfBatchFrom((await trx.executeQuery(sumsRead)).rows);
    return { sums, earlyCurrent: early !== null && (await foldStillCurrent(trx, ctx, early)) };
  }
  const [sumsRows, summaries] = await readTogether(trx, [sumsRead, check]);
  return {
    sums: sumsOfBatchFrom(sumsRows as unknown as SumsOfBatchRow[]),
    earlyCurrent: foldMatches(early, summaries as unknown as StudentLearningTable[]),
  };
}

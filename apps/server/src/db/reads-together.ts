/**
 * Reads sent together. On DuckDB several selects go as one statement, each row as JSON text tagged with the select it
 * came from: one trip from the event loop to a database thread and back instead of one each. Under
 * `npm run bench:live -- l` each trip waits for the loop to come round past a hundred readers' answers; a live
 * ingest batch's fold reads five tables after its students' summaries, and under its lock two more reads
 * (ingest/reads-under-lock.ts; ARCHITECTURE "Fewer trips for a live batch").
 *
 * The selects' parameters are written into the text as literals (`inlinedText`); when one cannot be, or on
 * PostgreSQL, the selects run one by one as before. Rows come back as the pg driver shapes them (duckdb-dialect.ts):
 * BIGINT as a number, DATE as 'YYYY-MM-DD'; so only selects of numbers, strings, booleans and dates belong here.
 */
import { CompiledQuery } from 'kysely';
import type { DbOrTrx } from './database.js';
import { engineOf } from './duckdb-dialect.js';
import { inlinedText } from './writes-together.js';

/** The rows of each select, in the order given. */
export async function readTogether(
  db: DbOrTrx,
  selects: readonly CompiledQuery[],
): Promise<Record<string, unknown>[][]> {
  const texts = engineOf(db) === 'duckdb' && selects.length > 1 ? selects.map(inlinedText) : [];
  if (texts.length === 0 || texts.includes(null)) {
    return Promise.all(
      selects.map(async (select) => (await db.executeQuery<Record<string, unknown>>(select)).rows),
    );
  }
  const union = texts
    .map(
      (text, index) =>
        `SELECT ${index} AS part, to_json(q${index})::VARCHAR AS row FROM (${text}) AS q${index}`,
    )
    .join('\nUNION ALL\n');
  const { rows } = await db.executeQuery<{ part: number; row: string }>(CompiledQuery.raw(union));
  const parts = selects.map((): Record<string, unknown>[] => []);
  for (const { part, row } of rows) parts[part]!.push(JSON.parse(row) as Record<string, unknown>);
  return parts;
}

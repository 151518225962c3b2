/**
 * Rewrites a DuckDB file into blocks of DUCKDB_BLOCK_SIZE bytes. A file keeps the block size it was made with, so
 * a file made before the server chose 16 KiB blocks stays in DuckDB's 256 KiB ones, and each of its live ingest
 * batches checkpoints alone (ARCHITECTURE "Small blocks"). The copy is checked against the original before it
 * replaces it, and the original is kept beside it; nothing is changed when the copy fails or differs.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { DUCKDB_BLOCK_SIZE } from './database.js';

export interface RewriteOutcome {
  /** The file's block size before (the same as after when there was nothing to do). */
  blockSizeBefore: number;
  /** Whether the file was rewritten. */
  rewritten: boolean;
  /** Where the original is kept, when rewritten. */
  keptAs?: string;
  tables: number;
  rows: number;
}

/** The suffix of the original kept beside a rewritten file. */
export const KEPT_SUFFIX = '.before-rewrite';

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf(connection: DuckDBConnection, query: string): Promise<Record<string, unknown>[]> {
  return (await connection.runAndReadAll(query)).getRowObjectsJson() as Record<string, unknown>[];
}

/**
 * What must be the same in the copy: every table's row count, the indexes, the constraints and the sequences'
 * next values of the database `alias`.
 */
async function contentsOf(connection: DuckDBConnection, alias: string) {
  const where = `database_name = ${quoteLiteral(alias)}`;
  const tables = await rowsOf(
    connection,
    `SELECT schema_name, table_name FROM duckdb_tables() WHERE ${where} ORDER BY schema_name, table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { schema_name, table_name } of tables) {
    const name = `${quoteName(alias)}.${quoteName(String(schema_name))}.${quoteName(String(table_name))}`;
    const [row] = await rowsOf(connection, `SELECT count(*) AS n FROM ${name}`);
    counts[`${String(schema_name)}.${String(table_name)}`] = Number(row!.n);
  }
  const listed = async (query: string) =>
    (await rowsOf(connection, query)).map((row) => Object.values(row).join(' ')).sort();
  return {
    counts,
    indexes: await listed(`SELECT table_name, sql FROM duckdb_indexes() WHERE ${where}`),
    constraints: await listed(
      `SELECT table_name, constraint_text FROM duckdb_constraints() WHERE ${where} AND constraint_type <> 'NOT NULL'`,
    ),
    sequences: await listed(`SELECT sequence_name, start_value FROM duckdb_sequences() WHERE ${where}`),
  };
}

async function blockSizeOf(connection: DuckDBConnection, alias: string): Promise<number> {
  const [row] = await rowsOf(
    connection,
    `SELECT block_size FROM pragma_database_size() WHERE database_name = ${quoteLiteral(alias)}`,
  );
  return Number(row!.block_size);
}

/** Names the first thing that differs between two contents, or null when they are the same. */
function firstDifference(before: object, after: object): string | null {
  for (const [part, value] of Object.entries(before)) {
    const other = (after as Record<string, unknown>)[part];
    if (JSON.stringify(value) !== JSON.stringify(other)) return part;
  }
  return null;
}

/**
 * Copies the DuckDB file at `file` into a new file in DUCKDB_BLOCK_SIZE blocks, checks the copy, and puts it in
 * the original's place, keeping the original as `file` + KEPT_SUFFIX. A file already in those blocks is left
 * alone. The server must be stopped: DuckDB locks a file it has open.
 */
export async function rewriteInSmallBlocks(file: string): Promise<RewriteOutcome> {
  if (!existsSync(file)) throw new Error(`There is no DuckDB file at ${file}.`);
  const kept = `${file}${KEPT_SUFFIX}`;
  const copy = `${file}.rewriting`;
  const removeCopy = () => [copy, `${copy}.wal`].forEach((leftover) => rmSync(leftover, { force: true }));
  removeCopy();

  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    try {
      await connection.run(`ATTACH ${quoteLiteral(file)} AS original`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        /could not set lock|conflicting lock/i.test(reason)
          ? `${file} is open in another process (stop the server first): ${reason}`
          : `${file} could not be opened as a DuckDB file: ${reason}`,
        { cause: error },
      );
    }
    // A pending WAL goes into the file first, so that the copy and the kept original hold the same.
    await connection.run('CHECKPOINT original');
    const blockSizeBefore = await blockSizeOf(connection, 'original');
    const before = await contentsOf(connection, 'original');
    const tables = Object.keys(before.counts).length;
    const rows = Object.values(before.counts).reduce((sum, n) => sum + n, 0);
    if (blockSizeBefore === DUCKDB_BLOCK_SIZE) return { blockSizeBefore, rewritten: false, tables, rows };
    if (existsSync(kept))
      throw new Error(`${kept} exists from an earlier rewrite; move it away (or delete it) first.`);

    await connection.run(`ATTACH ${quoteLiteral(copy)} AS rewritten (BLOCK_SIZE ${DUCKDB_BLOCK_SIZE})`);
    await connection.run('COPY FROM DATABASE original TO rewritten');
    await connection.run('CHECKPOINT rewritten');
    const difference = firstDifference(before, await contentsOf(connection, 'rewritten'));
    if (difference)
      throw new Error(`The copy of ${file} differs in its ${difference}; the file is unchanged.`);
    await connection.run('DETACH rewritten');
    await connection.run('DETACH original');
    // A WAL is the file's own: it goes with the original, never to the copy that takes the file's name.
    for (const suffix of ['', '.wal'])
      if (existsSync(`${file}${suffix}`)) renameSync(`${file}${suffix}`, `${kept}${suffix}`);
    try {
      renameSync(copy, file);
    } catch (error) {
      renameSync(kept, file);
      throw error;
    }
    return { blockSizeBefore, rewritten: true, keptAs: kept, tables, rows };
  } finally {
    connection.closeSync();
    instance.closeSync();
    removeCopy();
  }
}

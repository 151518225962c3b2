/**
 * The bulk write path of both engines, the one place where their SQL differs for learning data.
 * Rows travel as one JSON text parameter per chunk and are expanded by the engine
 * (DuckDB from_json + unnest, PostgreSQL json_to_recordset): about 10 µs a row on DuckDB, where a
 * multi-row VALUES insert with bound parameters costs about 90 µs a row.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx, Engine } from '../db/database.js';

export type ColumnType = 'INTEGER' | 'BIGINT' | 'SMALLINT' | 'TEXT' | 'BOOLEAN' | 'DATE';

export interface BulkTable<Row> {
  name: string;
  columns: { [K in keyof Row]: ColumnType };
  key: readonly (keyof Row & string)[];
}

/** Rows per statement: keeps each JSON parameter around a megabyte. */
const CHUNK_ROWS = 5000;

const DUCKDB_TYPES: Record<ColumnType, string> = {
  INTEGER: 'INTEGER',
  BIGINT: 'BIGINT',
  SMALLINT: 'SMALLINT',
  TEXT: 'VARCHAR',
  BOOLEAN: 'BOOLEAN',
  DATE: 'DATE',
};

function rowSource<Row>(engine: Engine, table: BulkTable<Row>, json: string): RawBuilder<unknown> {
  const entries = Object.entries(table.columns) as [string, ColumnType][];
  if (engine === 'duckdb') {
    const shape = JSON.stringify([
      Object.fromEntries(entries.map(([name, type]) => [name, DUCKDB_TYPES[type]])),
    ]);
    return sql`(SELECT unnest(from_json(${json}::VARCHAR, ${sql.lit(shape)}), recursive := true)) AS src`;
  }
  const definition = entries.map(([name, type]) => `${name} ${type}`).join(', ');
  return sql`json_to_recordset(${json}::json) AS src(${sql.raw(definition)})`;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) out.push(rows.slice(i, i + CHUNK_ROWS));
  return out;
}

function jsonOf<Row>(table: BulkTable<Row>, rows: readonly Row[]): string {
  const names = Object.keys(table.columns) as (keyof Row)[];
  return JSON.stringify(rows.map((row) => Object.fromEntries(names.map((n) => [n, row[n] ?? null]))));
}

/** Inserts rows, skipping those whose key exists; returns the keys' first column values of rows inserted. */
export async function insertNewRows<Row>(
  db: DbOrTrx,
  engine: Engine,
  table: BulkTable<Row>,
  rows: readonly Row[],
  returning: keyof Row & string,
): Promise<unknown[]> {
  const inserted: unknown[] = [];
  const columns = sql.raw(Object.keys(table.columns).join(', '));
  for (const chunk of chunks(rows)) {
    const result = await sql<Record<string, unknown>>`
      INSERT INTO ${sql.table(table.name)} (${columns})
      SELECT ${columns} FROM ${rowSource(engine, table, jsonOf(table, chunk))}
      ON CONFLICT (${sql.raw(table.key.join(', '))}) DO NOTHING
      RETURNING ${sql.ref(returning)}`.execute(db);
    for (const row of result.rows) inserted.push(row[returning]);
  }
  return inserted;
}

/** Inserts rows or, when the key exists, overwrites every other column. Keys must be unique within `rows`. */
export async function upsertRows<Row>(
  db: DbOrTrx,
  engine: Engine,
  table: BulkTable<Row>,
  rows: readonly Row[],
): Promise<void> {
  const names = Object.keys(table.columns);
  const columns = sql.raw(names.join(', '));
  const updates = sql.raw(
    names
      .filter((n) => !table.key.includes(n as keyof Row & string))
      .map((n) => `${n} = excluded.${n}`)
      .join(', '),
  );
  for (const chunk of chunks(rows)) {
    await sql`
      INSERT INTO ${sql.table(table.name)} (${columns})
      SELECT ${columns} FROM ${rowSource(engine, table, jsonOf(table, chunk))}
      ON CONFLICT (${sql.raw(table.key.join(', '))}) DO UPDATE SET ${updates}`.execute(db);
  }
}

/** Plain bulk insert (no conflict handling). */
export async function insertRows<Row>(
  db: DbOrTrx,
  engine: Engine,
  table: BulkTable<Row>,
  rows: readonly Row[],
): Promise<void> {
  const columns = sql.raw(Object.keys(table.columns).join(', '));
  for (const chunk of chunks(rows)) {
    await sql`INSERT INTO ${sql.table(table.name)} (${columns}) SELECT ${columns} FROM ${rowSource(engine, table, jsonOf(table, chunk))}`.execute(
      db,
    );
  }
}

/**
 * The bulk write path of both engines, the one place where their SQL differs for learning data.
 * Rows travel as one JSON text parameter per chunk and are expanded by the engine: on DuckDB as one list per
 * column (from_json, then the lists unnested side by side), on PostgreSQL as an array of row objects
 * (json_to_recordset). A multi-row VALUES insert with bound parameters costs about 90 µs a row on DuckDB; rows as
 * objects about 9 µs; columns as lists about 4.5 µs, with a fifth of the JSON (50,000 `student_lesson` rows:
 * 20 MB and 420–500 ms as objects, 4 MB and 150–260 ms as columns).
 */
import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx, Engine } from '../db/database.js';

/** A table the bulk path writes: its name and key; its columns come from the database catalogue. */
export interface BulkTable<Row> {
  name: string;
  key: readonly (keyof Row & string)[];
}

/** A column in table order, with its type as the engine names it (DuckDB VARCHAR, PostgreSQL text, …). */
interface Column {
  name: string;
  type: string;
}

/**
 * Rows per statement: an ingest batch of the simulator (20,000 records) writes each table in one statement, its JSON
 * parameter a few megabytes. Preset m's ingest took 56.8–62.0 s against 62.4–64.4 s at 5,000 rows (2026-12-02).
 */
const CHUNK_ROWS = 20_000;

/** Columns per engine and table, read once: every database of a process has the same migrations. */
const columnsByTable = new Map<string, Promise<Column[]>>();

/** The table's columns as the migrations made them (db/migrations), so the schema is written in one place. */
function columnsOf(db: DbOrTrx, engine: Engine, table: string): Promise<Column[]> {
  const cacheKey = `${engine}:${table}`;
  let columns = columnsByTable.get(cacheKey);
  if (!columns) {
    columns = sql<Column>`
      SELECT column_name AS name, data_type AS type FROM information_schema.columns
      WHERE table_catalog = current_database() AND table_schema = current_schema() AND table_name = ${table}
      ORDER BY ordinal_position`
      .execute(db)
      .then(({ rows }) => {
        if (rows.length === 0) throw new Error(`table ${table} has no columns in the catalogue`);
        return rows;
      });
    columns.catch(() => columnsByTable.delete(cacheKey));
    columnsByTable.set(cacheKey, columns);
  }
  return columns;
}

/**
 * Reads the columns of these tables now, unless read already: writes compiled ahead of their transaction
 * (db/writes-ahead.ts) are made on a recorder, which cannot read them.
 */
export async function loadColumns(
  db: DbOrTrx,
  engine: Engine,
  tables: readonly BulkTable<never>[],
): Promise<void> {
  await Promise.all(tables.map((table) => columnsOf(db, engine, table.name)));
}

/** The rows of a chunk as a row source named `src`, with their values in one JSON parameter. */
function rowSource<Row>(
  engine: Engine,
  columns: readonly Column[],
  rows: readonly Row[],
): RawBuilder<unknown> {
  const names = columns.map((c) => c.name as keyof Row & string);
  if (engine === 'duckdb') {
    const lists: Record<string, unknown[]> = {};
    for (const name of names) lists[name] = rows.map((row) => row[name] ?? null);
    const shape = JSON.stringify(Object.fromEntries(columns.map(({ name, type }) => [name, [type]])));
    const unnested = sql.raw(names.map((name) => `unnest(j."${name}") AS "${name}"`).join(', '));
    return sql`(SELECT ${unnested} FROM (SELECT from_json(${JSON.stringify(lists)}::VARCHAR, ${sql.lit(shape)}) AS j)) AS src`;
  }
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(names.map((n) => [n, row[n] ?? null]))));
  const definition = columns.map(({ name, type }) => `${name} ${type}`).join(', ');
  return sql`json_to_recordset(${json}::json) AS src(${sql.raw(definition)})`;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) out.push(rows.slice(i, i + CHUNK_ROWS));
  return out;
}

/** Per chunk of rows, `INSERT INTO table (columns) SELECT columns FROM` the chunk as a row source. */
async function insertChunks<Row>(
  db: DbOrTrx,
  engine: Engine,
  table: BulkTable<Row>,
  rows: readonly Row[],
  rest: (columns: readonly Column[]) => RawBuilder<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = await columnsOf(db, engine, table.name);
  const list = sql.raw(columns.map((c) => c.name).join(', '));
  for (const chunk of chunks(rows)) {
    await sql`
      INSERT INTO ${sql.table(table.name)} (${list})
      SELECT ${list} FROM ${rowSource(engine, columns, chunk)} ${rest(columns)}`.execute(db);
  }
}

/** Inserts rows or, when the key exists, overwrites every other column. Keys must be unique within `rows`. */
export async function upsertRows<Row>(
  db: DbOrTrx,
  engine: Engine,
  table: BulkTable<Row>,
  rows: readonly Row[],
): Promise<void> {
  await insertChunks(db, engine, table, rows, (columns) => {
    const updates = columns
      .filter((c) => !table.key.includes(c.name as keyof Row & string))
      .map((c) => `${c.name} = excluded.${c.name}`)
      .join(', ');
    return sql`ON CONFLICT (${sql.raw(table.key.join(', '))}) DO UPDATE SET ${sql.raw(updates)}`;
  });
}

/** Plain bulk insert (no conflict handling). */
export async function insertRows<Row>(
  db: DbOrTrx,
  engine: Engine,
  table: BulkTable<Row>,
  rows: readonly Row[],
): Promise<void> {
  await insertChunks(db, engine, table, rows, () => sql``);
}

import {
  DuckDBConnection,
  DuckDBInstance,
  DuckDBTypeId,
  type DuckDBPreparedStatement,
  type DuckDBMaterializedResult,
  JSDuckDBValueConverter,
  type DuckDBValue,
  type DuckDBValueConverter,
} from '@duckdb/node-api';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { heldWritesFor, inlinedWrite, sendHeld } from './writes-together.js';

/**
 * Reads DuckDB values as the pg driver would after our type parsers: BIGINT as number,
 * DATE as 'YYYY-MM-DD', so both engines hand services the same shapes.
 */
const rowValueConverter: DuckDBValueConverter<any> = (value, type, converter) => {
  if (value === null) return null;
  switch (type.typeId) {
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UBIGINT:
      return Number(value as bigint);
    case DuckDBTypeId.DATE:
      return String(value);
    default:
      return JSDuckDBValueConverter(value, type, converter);
  }
};

/**
 * Types whose items the binding already gives as the value `rowValueConverter` would make of them (a number, a
 * boolean, a string): they are taken as they are.
 */
const ITEMS_AS_THEY_ARE = new Set<DuckDBTypeId>([
  DuckDBTypeId.BOOLEAN,
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.VARCHAR,
]);

/**
 * The rows of a statement's result as objects. DuckDB materialises a statement's whole result before `run` answers,
 * so its chunks are read here at once. Read one by one (`readAll`), each chunk and the end of the result were one
 * more trip through a database thread and back to the event loop: under `npm run bench:live -- l` a one-row
 * statement of an ingest batch took 6.3–6.9 ms so, 2.7–3.6 ms this way (docs/benchmark-log.md). A chunk is read
 * column by column: its row count, each column's vector and type asked for once (each is a call into the binding),
 * a column's items converted by its type (`ITEMS_AS_THEY_ARE`) and every row's properties set in the same order, so
 * the rows share one shape.
 */
function rowObjectsOf(result: DuckDBMaterializedResult): Record<string, unknown>[] {
  const names = result.deduplicatedColumnNames();
  const rows: Record<string, unknown>[] = [];
  for (let index = 0; index < result.chunkCount; index++) {
    const chunk = result.getChunk(index);
    const first = rows.length;
    const rowCount = chunk.rowCount;
    for (let rowIndex = 0; rowIndex < rowCount; rowIndex++) rows.push({});
    for (let column = 0; column < names.length; column++) {
      const vector = chunk.getColumnVector(column);
      const type = vector.type;
      const name = names[column]!;
      const asTheyAre = ITEMS_AS_THEY_ARE.has(type.typeId);
      for (let rowIndex = 0; rowIndex < rowCount; rowIndex++) {
        const item = vector.getItem(rowIndex);
        rows[first + rowIndex]![name] = asTheyAre ? item : rowValueConverter(item, type, rowValueConverter);
      }
    }
  }
  return rows;
}

/**
 * Statements kept prepared per connection, by SQL text: a statement run again is bound and executed without being
 * parsed and prepared again (ARCHITECTURE "Statements kept prepared"). DuckDB binds a kept statement again by
 * itself when the catalog changed since. Kysely runs one query at a time on a connection, so a kept statement is
 * never bound while it runs.
 */
export const KEPT_STATEMENTS = 32;
/**
 * Longer texts are not kept: they are built from lists whose length changes with every call (a batch's lookup of each
 * of its students), so they would push out the statements that do come back while holding large plans.
 */
export const KEPT_TEXT_MAX = 8_000;

class DuckDBKyselyConnection implements DatabaseConnection {
  /** Least recently run first. */
  #kept = new Map<string, DuckDBPreparedStatement>();

  /**
   * A transaction's BEGIN not sent yet: it goes with the transaction's first statement that can be sent as text (a plain
   * write, `inlinedWrite`; an ingest batch's lock), in one trip instead of two (ARCHITECTURE "Fewer trips for a live
   * batch").
   */
  #beginPending = false;

  constructor(readonly connection: DuckDBConnection) {}

  beginLater(): void {
    this.#beginPending = true;
  }

  /** Whether the transaction's BEGIN was still to be sent; it is not any more. */
  takePendingBegin(): boolean {
    const pending = this.#beginPending;
    this.#beginPending = false;
    return pending;
  }

  /** Runs a script of statements without parameters, after the transaction's BEGIN when that is still to be sent. */
  run(script: string): Promise<DuckDBMaterializedResult> {
    return this.connection.run(this.takePendingBegin() ? `BEGIN TRANSACTION;\n${script}` : script);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const together = heldWritesFor(this);
    if (together) {
      const text = inlinedWrite(compiled);
      if (text !== null) {
        together.owner = this;
        together.texts.push(text);
        return { rows: [] };
      }
      await sendHeld(together);
    }
    const result = await this.#send(compiled);
    const rows = rowObjectsOf(result) as R[];
    const changed = result.rowsChanged;
    return { rows, numAffectedRows: changed > 0 ? BigInt(changed) : undefined };
  }

  async #send(compiled: CompiledQuery): Promise<DuckDBMaterializedResult> {
    if (this.takePendingBegin()) {
      const text = inlinedWrite(compiled);
      if (text !== null) return this.connection.run(`BEGIN TRANSACTION;\n${text}`);
      await this.connection.run('BEGIN TRANSACTION');
    }
    const values = compiled.parameters as DuckDBValue[];
    return values.length > 0 && compiled.sql.length <= KEPT_TEXT_MAX
      ? this.#runKept(compiled.sql, values)
      : this.connection.run(compiled.sql, values);
  }

  async #runKept(sql: string, values: DuckDBValue[]): Promise<DuckDBMaterializedResult> {
    let statement = this.#kept.get(sql);
    if (statement) this.#kept.delete(sql);
    else {
      // Several statements in one text cannot be prepared as one: they run as before.
      statement = await this.connection.prepare(sql).catch(() => undefined);
      if (!statement) return this.connection.run(sql, values);
      const [oldest] = this.#kept;
      if (oldest && this.#kept.size >= KEPT_STATEMENTS) {
        this.#kept.delete(oldest[0]);
        oldest[1].destroySync();
      }
    }
    this.#kept.set(sql, statement);
    statement.bind(values);
    try {
      return await statement.run();
    } finally {
      // A bulk write's values (a JSON list per column) are not held until the text is run again.
      statement.clearBindings();
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on DuckDB.');
  }
}

/** A small pool of DuckDB connections over one database file (or :memory:). */
class DuckDBDriver implements Driver {
  #idle: DuckDBKyselyConnection[] = [];

  constructor(readonly instance: DuckDBInstance) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#idle.pop() ?? new DuckDBKyselyConnection(await this.instance.connect());
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as DuckDBKyselyConnection).beginLater();
  }

  /** A transaction that sent nothing, not even its BEGIN, has nothing to commit or roll back. */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection as DuckDBKyselyConnection).takePendingBegin())
      await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection as DuckDBKyselyConnection).takePendingBegin())
      await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (this.#idle.length < 8) this.#idle.push(connection as DuckDBKyselyConnection);
    else (connection as DuckDBKyselyConnection).connection.closeSync();
  }

  async destroy(): Promise<void> {
    for (const c of this.#idle) c.connection.closeSync();
    this.#idle = [];
    this.instance.closeSync();
  }
}

/** PostgreSQL's adapter under its own name, so that a query can tell which engine runs it (`engineOf`). */
export class DuckDBAdapter extends PostgresAdapter {}

/** The engine behind a Kysely instance or transaction, for the few statements the engines spell differently. */
export const engineOf = (db: { getExecutor(): { adapter: unknown } }): 'duckdb' | 'postgres' =>
  db.getExecutor().adapter instanceof DuckDBAdapter ? 'duckdb' : 'postgres';

/** Kysely over DuckDB with the PostgreSQL query compiler: one SQL dialect for both engines. */
export class DuckDBDialect implements Dialect {
  constructor(readonly instance: DuckDBInstance) {}
  createAdapter() {
    return new DuckDBAdapter();
  }
  createDriver() {
    return new DuckDBDriver(this.instance);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

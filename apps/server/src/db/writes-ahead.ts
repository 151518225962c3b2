/**
 * Writes compiled ahead of their transaction and run in it later, in the order they were made. An ingest batch folded
 * before its district's lock (ingest/ingest.service.ts) has its rows' statements built then as well, their values in
 * JSON parameters of megabytes for 20,000 records, so that under the lock only sending them is left.
 *
 * The writes are made by the same code as in the transaction, on a recorder: a Kysely instance of the engine's
 * adapter and compiler whose connection keeps each statement instead of running it. Only plain writes (INSERT,
 * UPDATE and DELETE returning nothing) can be kept, since nothing answers them: a read throws.
 */
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database, Db, DbOrTrx, Engine } from './database.js';
import { DuckDBAdapter } from './duckdb-dialect.js';
import { noTurns } from './next-turn.js';
import { isPlainWrite } from './writes-together.js';

/** Statements compiled for a transaction not begun yet. */
export type WritesAhead = readonly CompiledQuery[];

class RecordingConnection implements DatabaseConnection {
  constructor(
    readonly kept: CompiledQuery[],
    readonly turn: () => Promise<void>,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!isPlainWrite(compiled))
      throw new Error(`only plain writes can be compiled ahead, not: ${compiled.sql.slice(0, 60)}`);
    this.kept.push(compiled);
    await this.turn();
    return { rows: [] };
  }

  // eslint-disable-next-line require-yield -- nothing is streamed from a recorder
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('a recorder streams no rows');
  }
}

class RecordingDriver implements Driver {
  constructor(readonly connection: RecordingConnection) {}
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction() {}
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

/**
 * The plain writes `write` makes, compiled for `engine` and kept in order. `turn` is awaited after each one: a long
 * compilation gives the event loop turns (db/next-turn.ts).
 */
export async function compileWritesAhead(
  engine: Engine,
  write: (recorder: Db) => Promise<void>,
  turn: () => Promise<void> = noTurns,
): Promise<WritesAhead> {
  const kept: CompiledQuery[] = [];
  const recorder = new Kysely<Database>({
    dialect: {
      // The adapter tells the engine (duckdb-dialect.ts engineOf); both engines compile as PostgreSQL.
      createAdapter: () => (engine === 'duckdb' ? new DuckDBAdapter() : new PostgresAdapter()),
      createDriver: () => new RecordingDriver(new RecordingConnection(kept, turn)),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
  });
  await write(recorder);
  return kept;
}

/**
 * Runs writes compiled ahead in `trx`, in order. Each statement is shown to the transaction's plugins first, as
 * its compilation there would have: they note the tables it writes (db/write-tracker.ts), and change nothing.
 */
export async function runWritesAhead(trx: DbOrTrx, writes: WritesAhead): Promise<void> {
  const executor = trx.getExecutor();
  for (const compiled of writes) {
    executor.transformQuery(compiled.query, compiled.queryId);
    await trx.executeQuery(compiled);
  }
}

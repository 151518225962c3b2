import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { Kysely, sql, type Transaction } from 'kysely';
import type {
  AccountDirectoryTable,
  CustomerSchoolTable,
  CustomerTable,
  GuardianStudentTable,
  SessionTable,
} from '../accounts/accounts.table.js';
import type { AssignmentTable, StudentAssignmentTable } from '../assignments/assignments.table.js';
import type { AuditLogTable } from '../audit/audit.table.js';
import type { CurriculumTables } from '../curriculum/curriculum.table.js';
import type { LearningTables } from '../learning/learning.table.js';
import type { LicenseTables } from '../licenses/licenses.table.js';
import type { BannerTables } from '../banners/banners.table.js';
import type { PdTables } from '../pd/pd.table.js';
import type { AnalyticsTables } from '../analytics/analytics.table.js';
import type { LiveTables } from '../live/live.table.js';
import type { ManageAccountsTables } from '../manage-accounts/manage-accounts.table.js';
import type { MessagingTables } from '../messaging/messaging.table.js';
import type { ThirdPartyTables } from '../third-party/third-party.table.js';
import type {
  ClassroomTable,
  DistrictTable,
  EnrollmentTable,
  GradeTable,
  SchoolTable,
  StudentTable,
  TeacherTable,
} from '../roster/roster.table.js';
import { DuckDBDialect } from './duckdb-dialect.js';
import { createPostgresDialect } from './postgres-dialect.js';
import {
  TransactionWritesPlugin,
  WriteTrackerPlugin,
  writeTrackerOf,
  type WriteScope,
} from './write-tracker.js';

/** Every table by name: the platform tables here, the curriculum and learning ones from their modules. */
export interface Database
  extends
    CurriculumTables,
    LearningTables,
    ThirdPartyTables,
    MessagingTables,
    LiveTables,
    ManageAccountsTables,
    LicenseTables,
    BannerTables,
    PdTables,
    AnalyticsTables {
  districts: DistrictTable;
  grades: GradeTable;
  schools: SchoolTable;
  teachers: TeacherTable;
  classrooms: ClassroomTable;
  students: StudentTable;
  enrollments: EnrollmentTable;
  customers: CustomerTable;
  customer_schools: CustomerSchoolTable;
  guardian_students: GuardianStudentTable;
  account_directory: AccountDirectoryTable;
  sessions: SessionTable;
  audit_log: AuditLogTable;
  assignments: AssignmentTable;
  student_assignments: StudentAssignmentTable;
}

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type Engine = 'duckdb' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

/**
 * DuckDB's checkpoint threshold for a bulk load by a tool (the simulator, a benchmark preset's build), not a server.
 * A commit checkpoints when the WAL and the transaction's undo buffer pass it (16MB by default, which most of a
 * load's batches did): building preset m went from 124 to 110 s of ingest (26,800 to 30,300 events/s), 240 to 231 s
 * in all with the last checkpoint. A server keeps a lower one (SERVER_CHECKPOINT_THRESHOLD): its updates stay in
 * memory until a checkpoint (ARCHITECTURE "Why a batch's commit checkpointed").
 */
export const BULK_LOAD_CHECKPOINT_THRESHOLD = '1GB';

/**
 * DuckDB's checkpoint threshold for a server (DuckDB's default is 16MB). In 16 KiB blocks a live batch of 93 students
 * at preset l estimates just under 16MB, so at 16MB `bench:live -- l` checkpointed every 3–5 batches (22 times in
 * 300 s), each such batch taking 5–7 s beside the readers; at 24MB every 70 s or so (3 times in 300 s), and event →
 * visible p95 fell from 5.6–6.3 s to 2.6–3.5 s with the same peak memory (ARCHITECTURE "A server's checkpoint
 * threshold in small blocks").
 */
export const SERVER_CHECKPOINT_THRESHOLD = '24MB';

/**
 * The block size of the DuckDB files this makes (DuckDB's default is 256 KiB; a file keeps the size it was made with).
 * DuckDB counts a transaction's undo buffer in blocks towards `checkpoint_threshold`: in 256 KiB blocks every live
 * ingest batch of 93 students at preset l checkpointed alone (commits 1.1–1.45 s of 2.2–2.6 s batches); in 16 KiB
 * blocks several batches share one checkpoint (one in 4–8, idle) and the others commit in 21–56 ms (ARCHITECTURE
 * "Small blocks").
 */
export const DUCKDB_BLOCK_SIZE = 16_384;

/**
 * Opens PostgreSQL when a URL is given, else DuckDB at `duckdbPath` (':memory:' for tests), its memory capped at
 * `duckdbMemoryLimit` when given (DuckDB's `memory_limit`, e.g. '1GB'; its own default is 80% of the machine's), its
 * threads `duckdbThreads` when given (its own default is one per core) and its `checkpoint_threshold` set to
 * `duckdbCheckpointThreshold` (SERVER_CHECKPOINT_THRESHOLD unless given); a file it makes has blocks of
 * `DUCKDB_BLOCK_SIZE` bytes.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  duckdbPath: string;
  duckdbMemoryLimit?: string;
  duckdbThreads?: number;
  duckdbCheckpointThreshold?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const db = new Kysely<Database>({
      dialect: createPostgresDialect(options.databaseUrl),
      plugins: [new WriteTrackerPlugin()],
    });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (options.duckdbPath !== ':memory:') mkdirSync(path.dirname(options.duckdbPath), { recursive: true });
  const instance = await DuckDBInstance.create(options.duckdbPath, {
    default_block_size: String(DUCKDB_BLOCK_SIZE),
    ...(options.duckdbMemoryLimit ? { memory_limit: options.duckdbMemoryLimit } : {}),
    ...(options.duckdbThreads ? { threads: String(options.duckdbThreads) } : {}),
    checkpoint_threshold: options.duckdbCheckpointThreshold ?? SERVER_CHECKPOINT_THRESHOLD,
  });
  const db = new Kysely<Database>({
    dialect: new DuckDBDialect(instance),
    plugins: [new WriteTrackerPlugin()],
  });
  return { db, engine: 'duckdb', close: () => db.destroy() };
}

/**
 * The block size of an open DuckDB file, or null for PostgreSQL and DuckDB in memory. A file made before
 * DUCKDB_BLOCK_SIZE has DuckDB's 256 KiB blocks until `npm run db:rewrite-blocks` copies it (db/rewrite-blocks.ts).
 */
export async function fileBlockSize({ db, engine }: DatabaseHandle): Promise<number | null> {
  if (engine !== 'duckdb') return null;
  const { rows } = await sql<{ block_size: number }>`
    SELECT block_size FROM pragma_database_size() WHERE database_name = current_database()`.execute(db);
  const size = Number(rows[0]?.block_size ?? 0);
  return size > 0 ? size : null;
}

/** A hint for a DuckDB file in other blocks than DUCKDB_BLOCK_SIZE, or null when there is nothing to say. */
export async function blockSizeHint(database: DatabaseHandle): Promise<string | null> {
  const size = await fileBlockSize(database);
  if (size === null || size === DUCKDB_BLOCK_SIZE) return null;
  return (
    `The DuckDB file has blocks of ${size / 1024} KiB; in ${DUCKDB_BLOCK_SIZE / 1024} KiB blocks live ingest ` +
    'commits faster. With the server stopped, `npm run db:rewrite-blocks` rewrites it (about 2½ minutes per ' +
    '100,000 students) and keeps the original beside it.'
  );
}

/** DuckDB fails the second of two transactions writing the same row; PostgreSQL may report serialization failures. */
export function isWriteConflict(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /conflict|could not serialize|deadlock detected/i.test(message);
}

/**
 * The engine could not get the memory a statement needed (DuckDB past its `memory_limit`, PostgreSQL out of
 * memory). The statement failed whole and its transaction rolls back, so the request can be sent again.
 */
export function isOutOfMemory(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /out of memory/i.test(message);
}

let transactionsRunning = 0;

/** How many `withTransaction` calls are at work in this process (report reads give way to them, http/read-turns.ts). */
export const transactionsInFlight = () => transactionsRunning;

/**
 * Runs `work` in a transaction, retrying a few times when the engine reports a write conflict. After the
 * commit the write counts of the tables it wrote move again (db/write-tracker.ts), so no cache keeps a read
 * that overlapped the transaction, and the write is announced to other servers before this resolves. A
 * transaction that writes the rows of one district only says so in `scope`; without it every cached read of
 * the tables it wrote is dropped.
 */
export async function withTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
  scope: WriteScope = {},
): Promise<T> {
  return countedInFlight(() => transactionRetried(db, work, scope));
}

/** Runs a transaction counted in `transactionsInFlight` while it runs. */
async function countedInFlight<T>(run: () => Promise<T>): Promise<T> {
  transactionsRunning++;
  try {
    return await run();
  } finally {
    transactionsRunning--;
  }
}

/**
 * Runs the reads that prepare a write (an ingest batch's fold) on one connection, one statement after another as in
 * the write's own transaction, and report reads give way to them as they do to a write (http/read-turns.ts). They
 * run outside a transaction, which saved its begin and commit: what they read is checked again under the write's
 * lock (an ingest batch compares its students' summary rows, which every write of their rows changes), and
 * PostgreSQL's read-committed transactions gave each statement a snapshot of its own anyway.
 */
export function readForWrite<T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> {
  return countedInFlight(() => db.connection().execute(work));
}

async function transactionRetried<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
  scope: WriteScope,
): Promise<T> {
  const tracker = writeTrackerOf(db);
  for (let attempt = 1; ; attempt++) {
    const writes = new TransactionWritesPlugin(scope, tracker);
    let result: T;
    try {
      result = await db.transaction().execute((trx) => work(trx.withPlugin(writes)));
    } catch (error) {
      writes.afterRollback();
      if (attempt >= 5 || !isWriteConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
      continue;
    }
    await writes.afterCommit();
    return result;
  }
}

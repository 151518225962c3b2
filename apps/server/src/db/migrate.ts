import { readdir, readFile } from 'node:fs/promises';
import { totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Splits a plain-SQL migration into statements (no semicolons inside our string literals). */
function splitStatements(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Applies every migrations/*.sql not yet recorded, each in its own transaction, in file-name order; with `until`,
 * only those whose name sorts before it (an upgrade test stops there, writes rows, then applies the rest).
 */
export async function migrate(db: Kysely<any>, options: { until?: string } = {}): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT NOT NULL PRIMARY KEY, applied_at BIGINT NOT NULL)`.execute(
    db,
  );
  const done = new Set(
    (await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(db)).rows.map(
      (r) => r.version,
    ),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    if (options.until !== undefined && file >= options.until) break;
    const statements = splitStatements(await readFile(MIGRATIONS_DIR + file, 'utf8'));
    await db.transaction().execute(async (trx) => {
      for (const statement of statements) await sql.raw(statement).execute(trx);
      await sql`INSERT INTO schema_migrations (version, applied_at) VALUES (${file}, ${Date.now()})`.execute(
        trx,
      );
    });
    applied.push(file);
  }
  return applied;
}

/**
 * `migrate` for a server or a tool opening its database. On DuckDB a checkpoint follows any migration applied: a
 * backfill's updated rows stay beside the table until one, and every scan merges them (district→schools at preset
 * l answered p50 131 ms instead of 66 after migration 024 filled `student_day.standards_grown`). A server's memory
 * cap is lifted to DuckDB's own default (80% of the machine) while migrations run: one that moves a large table's
 * rows needs more than serving does (025 at preset l: 42 M rows, 3.3 GB at its peak; under the default 1152MB cap
 * it failed), and the cap is set again before the server serves.
 */
export async function migrateDatabase(
  handle: Pick<DatabaseHandle, 'db' | 'engine' | 'memoryLimit'>,
): Promise<string[]> {
  return withMemoryCapLifted(handle, async () => {
    const applied = await migrate(handle.db);
    if (applied.length > 0 && handle.engine === 'duckdb') await sql`CHECKPOINT`.execute(handle.db);
    return applied;
  });
}

/** Runs `work` with a capped DuckDB's `memory_limit` at 80% of the machine, and sets the cap again after. */
export async function withMemoryCapLifted<T>(
  { db, engine, memoryLimit }: Pick<DatabaseHandle, 'db' | 'engine' | 'memoryLimit'>,
  work: () => Promise<T>,
): Promise<T> {
  if (engine !== 'duckdb' || memoryLimit === undefined) return work();
  // A size such as '1152MB', which config.ts checks.
  const setLimit = (size: string) => sql`SET memory_limit = ${sql.lit(size)}`.execute(db);
  await setLimit(`${Math.floor((totalmem() * 0.8) / 2 ** 20)}MB`);
  try {
    return await work();
  } finally {
    await setLimit(memoryLimit);
  }
}

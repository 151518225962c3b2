import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { engineOf } from './duckdb-dialect.js';

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

/** A migration file named `*.duckdb.sql` or `*.postgres.sql` is that engine's only. */
const ENGINE_OF_FILE = /\.(duckdb|postgres)\.sql$/;

/**
 * Applies every migrations/*.sql not yet recorded, each in its own transaction, in file-name order; with `until`,
 * only those whose name sorts before it (an upgrade test stops there, writes rows, then applies the rest). A file
 * named for one engine (`ENGINE_OF_FILE`) applies on that engine only.
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
  const engine = engineOf(db);
  const files = (await readdir(MIGRATIONS_DIR))
    .filter((f) => f.endsWith('.sql') && (ENGINE_OF_FILE.exec(f)?.[1] ?? engine) === engine)
    .sort();
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
 * l answered p50 131 ms instead of 66 after migration 024 filled `student_day.standards_grown`).
 */
export async function migrateDatabase({
  db,
  engine,
}: Pick<DatabaseHandle, 'db' | 'engine'>): Promise<string[]> {
  const applied = await migrate(db);
  if (applied.length > 0 && engine === 'duckdb') await sql`CHECKPOINT`.execute(db);
  return applied;
}

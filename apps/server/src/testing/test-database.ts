import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { createScratchPostgres } from './scratch-postgres.js';

/** The engine this test run uses: PostgreSQL when DATABASE_URL is set, else DuckDB in memory. */
export const testEngine = process.env.DATABASE_URL ? 'postgres' : 'duckdb';

/**
 * A fresh, migrated database for one test file: DuckDB in memory, or a new PostgreSQL database
 * created beside DATABASE_URL's and dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ duckdbPath: ':memory:' });
    await migrate(handle.db);
    return handle;
  }
  const scratch = await createScratchPostgres(adminUrl, 'test');
  const handle = await openDatabase({ databaseUrl: scratch.url, duckdbPath: ':memory:' });
  await migrate(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

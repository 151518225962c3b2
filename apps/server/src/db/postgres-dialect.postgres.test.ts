/**
 * The PostgreSQL pool's sessions: JIT is off (postgres-dialect.ts), since compiling a report's plan cost more than
 * running it. PostgreSQL only (`npm test` leaves `*.postgres.test.ts` out of the DuckDB pass).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('PostgreSQL sessions (skipped on DuckDB)', () => {
  it('run without JIT on every pooled connection', async () => {
    const { db, close } = await openDatabase({ databaseUrl: url, duckdbPath: ':memory:' });
    try {
      // Several at once, so that more than one connection of the pool answers.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          sql<{ jit: string }>`select current_setting('jit') as jit, pg_sleep(0.05)`.execute(db),
        ),
      );
      expect(answers.map((answer) => answer.rows[0]!.jit)).toEqual(['off', 'off', 'off', 'off']);
    } finally {
      await close();
    }
  });
});

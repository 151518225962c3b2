/**
 * Upgrading a database that already holds rows: migrations written after the last release must apply to a
 * table with data, not only to the empty tables a fresh database has (DuckDB, for one, refuses to commit a
 * transaction that altered a table holding rows twice).
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgres, type ScratchPostgres } from '../testing/scratch-postgres.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrate } from './migrate.js';

let handle: DatabaseHandle;
let scratch: ScratchPostgres | undefined;

async function openEmpty() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openDatabase({ duckdbPath: ':memory:' });
  scratch = await createScratchPostgres(adminUrl, 'upgrade');
  return openDatabase({ databaseUrl: scratch.url, duckdbPath: ':memory:' });
}

afterAll(async () => {
  await handle?.close();
  await scratch?.drop();
});

describe('migrating a database that holds rows', () => {
  it('adds the placement-growth columns to standards already folded, as false', async () => {
    handle = await openEmpty();
    await migrate(handle.db, { until: '015' });
    await sql`
      INSERT INTO student_standard (district_id, student_id, standard_id, slots_count, slots_passed,
        completed_by_event, percent_complete, proficiency_status, needs_attention, started_at, started_date,
        proficient_at, proficient_date, last_activity_at)
      VALUES (1, 2, 3, 4, 4, true, 100, 'PROFICIENT', false, 1000, '2026-09-01', 2000, '2026-09-02', 2000)`.execute(
      handle.db,
    );

    // 015 and 016 first, then whatever later migrations exist.
    expect((await migrate(handle.db)).slice(0, 2)).toEqual([
      '015_placement_growth.sql',
      '016_placement_proficient.sql',
    ]);
    const { rows } = await sql<{ started: boolean; proficient: boolean }>`
      SELECT started_by_placement AS started, proficient_by_placement AS proficient FROM student_standard`.execute(
      handle.db,
    );
    expect(rows).toEqual([{ started: false, proficient: false }]);
    expect(await migrate(handle.db)).toEqual([]);
  });
});

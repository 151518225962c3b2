/** A server's DuckDB memory cap holds again once its migrations are applied (migrateDatabase lifts it meanwhile). */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrateDatabase, withMemoryCapLifted } from './migrate.js';

const handle = await openDatabase({ duckdbPath: ':memory:', duckdbMemoryLimit: '640MB' });
const limit = async () =>
  (await sql<{ v: string }>`SELECT current_setting('memory_limit') AS v`.execute(handle.db)).rows[0]!.v;
const capped = await limit();

afterAll(() => handle.close());

describe('migrating a capped DuckDB', () => {
  it('lifts the memory cap while the work runs and sets it again after, also when the work fails', async () => {
    expect(await withMemoryCapLifted(handle, limit)).not.toBe(capped);
    expect(await limit()).toBe(capped);
    await expect(
      withMemoryCapLifted(handle, () => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed');
    expect(await limit()).toBe(capped);
  });

  it('leaves the cap as opened once the migrations are applied', async () => {
    expect((await migrateDatabase(handle)).length).toBeGreaterThan(0);
    expect(await limit()).toBe(capped);
  });
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BULK_LOAD_CHECKPOINT_THRESHOLD, openDatabase } from './database.js';

/** DuckDB's setting as it reports it (e.g. '16.0 MiB'). */
async function settingOf(options: Parameters<typeof openDatabase>[0], name: string) {
  const database = await openDatabase(options);
  try {
    const { rows } = await sql<{ value: string }>`select current_setting(${name}) as value`.execute(
      database.db,
    );
    return rows[0]!.value;
  } finally {
    await database.close();
  }
}

describe('openDatabase on DuckDB', () => {
  it('keeps DuckDB’s checkpoint threshold unless a bulk load asks for its own, and caps memory when told', async () => {
    expect(await settingOf({ duckdbPath: ':memory:' }, 'checkpoint_threshold')).toBe('16.0 MiB');
    expect(
      await settingOf(
        { duckdbPath: ':memory:', duckdbCheckpointThreshold: BULK_LOAD_CHECKPOINT_THRESHOLD },
        'checkpoint_threshold',
      ),
    ).toBe('953.6 MiB');
    expect(await settingOf({ duckdbPath: ':memory:', duckdbMemoryLimit: '512MB' }, 'memory_limit')).toBe(
      '488.2 MiB',
    );
  });
});

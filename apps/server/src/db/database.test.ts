import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BULK_LOAD_CHECKPOINT_THRESHOLD,
  DUCKDB_BLOCK_SIZE,
  fileBlockSize,
  openDatabase,
} from './database.js';

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
  it('uses the server’s checkpoint threshold unless a bulk load asks for its own, and caps memory when told', async () => {
    // SERVER_CHECKPOINT_THRESHOLD, 24MB, as DuckDB reports it.
    expect(await settingOf({ duckdbPath: ':memory:' }, 'checkpoint_threshold')).toBe('22.8 MiB');
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

  it('makes a new file in blocks of DUCKDB_BLOCK_SIZE bytes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'block-size-'));
    const database = await openDatabase({ duckdbPath: path.join(dir, 'db.duckdb') });
    try {
      expect(await fileBlockSize(database)).toBe(DUCKDB_BLOCK_SIZE);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

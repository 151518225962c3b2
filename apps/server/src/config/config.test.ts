import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { availableParallelism } from 'node:os';
import { DUCKDB_THREADS_DEFAULT, loadConfig } from './config.js';

describe('server settings', () => {
  it('caps DuckDB at 896 MB unless told otherwise, and refuses a limit that is not a size', () => {
    expect(loadConfig({}).duckdbMemoryLimit).toBe('896MB');
    expect(loadConfig({ DUCKDB_MEMORY_LIMIT: '512MB' }).duckdbMemoryLimit).toBe('512MB');
    expect(() => loadConfig({ DUCKDB_MEMORY_LIMIT: 'lots' })).toThrow(
      'DUCKDB_MEMORY_LIMIT must be a size such as 1GB or 512MB, got "lots".',
    );
    expect(() => loadConfig({ REPORT_CACHE_SECONDS: '-1' })).toThrow(
      /REPORT_CACHE_SECONDS must be a whole number/,
    );
  });

  it('opens DuckDB with the memory limit it is given', async () => {
    const limitOf = async (duckdbMemoryLimit?: string) => {
      const handle = await openDatabase({ duckdbPath: ':memory:', duckdbMemoryLimit });
      try {
        const { rows } = await sql<{
          limit: string;
        }>`select current_setting('memory_limit') as "limit"`.execute(handle.db);
        return rows[0]!.limit;
      } finally {
        await handle.close();
      }
    };
    expect(await limitOf('256MB')).toMatch(/^(244\.1 MiB|256\.0 MB|256MB)$/);
    expect(await limitOf(undefined)).not.toBe(await limitOf('256MB'));
  });

  it('leaves a core to the event loop unless told how many threads DuckDB may use', async () => {
    expect(DUCKDB_THREADS_DEFAULT).toBe(Math.max(1, availableParallelism() - 1));
    expect(loadConfig({}).duckdbThreads).toBe(DUCKDB_THREADS_DEFAULT);
    expect(loadConfig({ DUCKDB_THREADS: '3' }).duckdbThreads).toBe(3);
    expect(() => loadConfig({ DUCKDB_THREADS: '0' })).toThrow(
      'DUCKDB_THREADS must be a positive whole number, got "0".',
    );
    const threadsOf = async (duckdbThreads?: number) => {
      const handle = await openDatabase({ duckdbPath: ':memory:', duckdbThreads });
      try {
        const { rows } = await sql<{ threads: number }>`select current_setting('threads') as threads`.execute(
          handle.db,
        );
        return Number(rows[0]!.threads);
      } finally {
        await handle.close();
      }
    };
    expect(await threadsOf(1)).toBe(1);
    expect(await threadsOf(3)).toBe(3);
  });
});

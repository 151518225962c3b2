import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import { blockSizeHint, DUCKDB_BLOCK_SIZE, fileBlockSize, openDatabase } from './database.js';
import { migrateDatabase } from './migrate.js';
import { KEPT_SUFFIX, rewriteInSmallBlocks } from './rewrite-blocks.js';
import { isUniqueViolation } from './unique-violation.js';

/** DuckDB's default block size, which files made before DUCKDB_BLOCK_SIZE have. */
const DUCKDB_DEFAULT_BLOCK_SIZE = 262_144;

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rewrite-blocks-'));
  file = path.join(dir, 'dashboard.duckdb');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A migrated file with the curriculum, made in DuckDB's default blocks as an older server made it. */
async function makeOlderFile() {
  const instance = await DuckDBInstance.create(file, {
    default_block_size: String(DUCKDB_DEFAULT_BLOCK_SIZE),
  });
  instance.closeSync();
  const database = await openDatabase({ duckdbPath: file });
  try {
    await migrateDatabase(database);
    await ensureCurriculum(database.db);
    for (let i = 0; i < 3; i++) await sql`SELECT nextval('assignment_id_seq')`.execute(database.db);
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM lesson_slots`.execute(database.db);
    return {
      slots: Number(rows[0]!.n),
      blockSize: await fileBlockSize(database),
      hint: await blockSizeHint(database),
    };
  } finally {
    await database.close();
  }
}

describe('rewriteInSmallBlocks', () => {
  it('copies a file in 256 KiB blocks into DUCKDB_BLOCK_SIZE blocks with its rows, keys and sequences', async () => {
    const older = await makeOlderFile();
    expect(older.blockSize).toBe(DUCKDB_DEFAULT_BLOCK_SIZE);
    expect(older.hint).toMatch(/blocks of 256 KiB.*npm run db:rewrite-blocks/);
    expect(older.slots).toBeGreaterThan(100);

    const outcome = await rewriteInSmallBlocks(file);
    expect(outcome).toMatchObject({ rewritten: true, blockSizeBefore: DUCKDB_DEFAULT_BLOCK_SIZE });
    expect(outcome.keptAs).toBe(`${file}${KEPT_SUFFIX}`);
    expect(existsSync(outcome.keptAs!)).toBe(true);
    expect(existsSync(`${file}.rewriting`)).toBe(false);

    const database = await openDatabase({ duckdbPath: file });
    try {
      expect(await fileBlockSize(database)).toBe(DUCKDB_BLOCK_SIZE);
      expect(await blockSizeHint(database)).toBeNull();
      expect(await migrateDatabase(database)).toEqual([]);
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM lesson_slots`.execute(database.db);
      expect(Number(rows[0]!.n)).toBe(older.slots);
      // The sequence goes on from where it was (100000000 + 3 taken), and the keys still refuse a duplicate.
      const next = await sql<{ id: number }>`SELECT nextval('assignment_id_seq') AS id`.execute(database.db);
      expect(Number(next.rows[0]!.id)).toBe(100_000_003);
      const duplicate = sql`INSERT INTO lesson_slots SELECT * FROM lesson_slots LIMIT 1`.execute(database.db);
      await expect(duplicate).rejects.toSatisfy(isUniqueViolation);
    } finally {
      await database.close();
    }
  });

  it('leaves a file already in DUCKDB_BLOCK_SIZE blocks alone', async () => {
    await (await openDatabase({ duckdbPath: file })).close();
    const bytes = readFileSync(file);
    const outcome = await rewriteInSmallBlocks(file);
    expect(outcome).toMatchObject({ rewritten: false, blockSizeBefore: DUCKDB_BLOCK_SIZE });
    expect(existsSync(`${file}${KEPT_SUFFIX}`)).toBe(false);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('refuses a file that is not DuckDB’s, a missing one, and one whose earlier original is still kept', async () => {
    writeFileSync(file, 'not a database');
    await expect(rewriteInSmallBlocks(file)).rejects.toThrow(/could not be opened as a DuckDB file/);
    expect(readFileSync(file, 'utf8')).toBe('not a database');
    await expect(rewriteInSmallBlocks(path.join(dir, 'missing.duckdb'))).rejects.toThrow(/no DuckDB file/);

    rmSync(file);
    await makeOlderFile();
    writeFileSync(`${file}${KEPT_SUFFIX}`, 'an earlier original');
    await expect(rewriteInSmallBlocks(file)).rejects.toThrow(/exists from an earlier rewrite/);
    const database = await openDatabase({ duckdbPath: file });
    expect(await fileBlockSize(database)).toBe(DUCKDB_DEFAULT_BLOCK_SIZE);
    await database.close();
  });

  it('refuses a file another process has open, and leaves it as it was', async () => {
    await makeOlderFile();
    // Another process holds the file open, as a running server does, until its input closes.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const { DuckDBInstance } = require('@duckdb/node-api');
         DuckDBInstance.create(${JSON.stringify(file)}).then(() => { console.log('open'); process.stdin.resume(); });
         process.stdin.on('end', () => process.exit(0));`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      await once(holder.stdout, 'data');
      await expect(rewriteInSmallBlocks(file)).rejects.toThrow(
        /open in another process \(stop the server first\)/,
      );
    } finally {
      holder.stdin.end();
      await once(holder, 'exit');
    }
    expect(existsSync(`${file}${KEPT_SUFFIX}`)).toBe(false);
    const database = await openDatabase({ duckdbPath: file });
    expect(await fileBlockSize(database)).toBe(DUCKDB_DEFAULT_BLOCK_SIZE);
    await database.close();
  });
});

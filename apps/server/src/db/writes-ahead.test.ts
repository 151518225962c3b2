import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, withTransaction, type DatabaseHandle, type Db } from './database.js';
import { engineOf } from './duckdb-dialect.js';
import { tablesVersion } from './write-counts.js';
import { compileWritesAhead, runWritesAhead } from './writes-ahead.js';

let database: DatabaseHandle;

beforeEach(async () => {
  database = await openDatabase({ duckdbPath: ':memory:' });
  await sql`create table notes (id integer primary key, body text)`.execute(database.db);
});

afterEach(async () => {
  await database.close();
});

const rowsOf = async () =>
  (await sql<{ id: number; body: string }>`select id, body from notes order by id`.execute(database.db)).rows;

/** Two notes written, the first rewritten, then the second taken out. */
async function writeNotes(db: Db) {
  await db
    .insertInto('notes' as never)
    .values([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ] as never)
    .execute();
  await db
    .updateTable('notes' as never)
    .set({ body: "O'Brien's" } as never)
    .where('id' as never, '=', 1 as never)
    .execute();
  await db
    .deleteFrom('notes' as never)
    .where('id' as never, '=', 2 as never)
    .execute();
}

describe('writes compiled ahead', () => {
  it('keeps the writes in order, runs none of them, and gives a turn after each one', async () => {
    let turns = 0;
    const writes = await compileWritesAhead('duckdb', writeNotes, async () => void turns++);
    expect(writes.map((w) => w.sql.split(' ')[0])).toEqual(['insert', 'update', 'delete']);
    expect(turns).toBe(3);
    expect(await rowsOf()).toEqual([]);
  });

  it('compiles for the engine asked: the recorder tells its engine as the database does', async () => {
    for (const engine of ['duckdb', 'postgres'] as const) {
      let seen: string | undefined;
      await compileWritesAhead(engine, async (recorder) => void (seen = engineOf(recorder)));
      expect(seen).toBe(engine);
    }
  });

  it('refuses a read, which nothing could answer', async () => {
    await expect(
      compileWritesAhead('duckdb', async (recorder) => {
        await recorder
          .selectFrom('notes' as never)
          .selectAll()
          .execute();
      }),
    ).rejects.toThrow(/only plain writes/);
  });

  it('runs in a transaction as if made there, and moves the written tables’ counts at its commit', async () => {
    const writes = await compileWritesAhead('duckdb', writeNotes);
    const before = tablesVersion(['notes'], 7);
    await withTransaction(database.db, (trx) => runWritesAhead(trx, writes), { districtId: 7 });
    expect(await rowsOf()).toEqual([{ id: 1, body: "O'Brien's" }]);
    expect(tablesVersion(['notes'], 7)).toBeGreaterThan(before);
  });

  it('writes nothing when its transaction rolls back', async () => {
    const writes = await compileWritesAhead('duckdb', writeNotes);
    await expect(
      withTransaction(database.db, async (trx) => {
        await runWritesAhead(trx, writes);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await rowsOf()).toEqual([]);
  });
});

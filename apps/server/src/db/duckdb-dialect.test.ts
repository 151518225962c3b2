import { DuckDBConnection } from '@duckdb/node-api';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, withTransaction, type DatabaseHandle } from './database.js';
import { KEPT_STATEMENTS, KEPT_TEXT_MAX } from './duckdb-dialect.js';

let database: DatabaseHandle;

beforeEach(async () => {
  database = await openDatabase({ duckdbPath: ':memory:' });
  await sql`create table kept (id integer primary key, name text)`.execute(database.db);
  await sql`insert into kept values (1, 'one'), (2, 'two'), (3, 'three')`.execute(database.db);
});

afterEach(() => database.close());

const nameOf = async (db: DatabaseHandle['db'], id: number) =>
  (await sql<{ name: string }>`select name from kept where id = ${id}`.execute(db)).rows[0]?.name;

describe('statements kept prepared on DuckDB', () => {
  it('binds each run’s own values to a statement run again', async () => {
    expect(await nameOf(database.db, 1)).toBe('one');
    expect(await nameOf(database.db, 2)).toBe('two');
    expect(await nameOf(database.db, 4)).toBeUndefined();
    expect(await nameOf(database.db, 3)).toBe('three');
  });

  it('reads the table as it is after it was replaced', async () => {
    expect(await nameOf(database.db, 1)).toBe('one');
    await sql`drop table kept`.execute(database.db);
    await sql`create table kept (id integer primary key, extra integer, name text)`.execute(database.db);
    await sql`insert into kept values (1, 7, 'uno')`.execute(database.db);
    expect(await nameOf(database.db, 1)).toBe('uno');
  });

  it('prepares a text again once more texts than it keeps have pushed it out', async () => {
    expect(await nameOf(database.db, 1)).toBe('one');
    for (let n = 0; n < KEPT_STATEMENTS + 10; n++) {
      const { rows } = await sql<{ n: number }>`select ${n} + ${sql.lit(n)} as n`.execute(database.db);
      expect(Number(rows[0]!.n)).toBe(2 * n);
    }
    expect(await nameOf(database.db, 2)).toBe('two');
  });

  it('runs a text too long to keep, again with other values', async () => {
    const padding = sql.raw(`/* ${'-'.repeat(KEPT_TEXT_MAX)} */`);
    const long = (id: number) => sql<{ name: string }>`select name ${padding} from kept where id = ${id}`;
    expect((await long(1).execute(database.db)).rows[0]?.name).toBe('one');
    expect((await long(3).execute(database.db)).rows[0]?.name).toBe('three');
  });

  it('reports a failed run as before and runs the text again afterwards', async () => {
    const insert = (id: number) => sql`insert into kept values (${id}, 'again')`.execute(database.db);
    await expect(insert(1)).rejects.toThrow(/constraint/i);
    await insert(9);
    expect(await nameOf(database.db, 9)).toBe('again');
  });
});

describe('results read from DuckDB', () => {
  it('reads every row of a result of several chunks, bound or not, as the pg driver would shape them', async () => {
    const read = async (bound: boolean) =>
      (
        await sql<{ n: number; day: string; label: string | null }>`
          select range::BIGINT as n, (DATE '2026-01-01' + range::INTEGER) as day,
            case when range % 2 = 0 then 'even' end as label, range % 2 = 0 as even,
            (range % 3)::SMALLINT as small, range / 2 as half, [range::INTEGER] as list
          from range(${bound ? sql`${5_000}` : sql.lit(5_000)})`.execute(database.db)
      ).rows;
    for (const rows of [await read(true), await read(false)]) {
      expect(rows).toHaveLength(5_000);
      expect(rows[0]).toStrictEqual({
        n: 0,
        day: '2026-01-01',
        label: 'even',
        even: true,
        small: 0,
        half: 0,
        list: [0],
      });
      expect(rows[4_097]).toStrictEqual({
        n: 4_097,
        day: '2037-03-21',
        label: null,
        even: false,
        small: 2,
        half: 2_048.5,
        list: [4_097],
      });
      expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe((4_999 * 5_000) / 2);
    }
  });

  it('counts the rows a write changed', async () => {
    const result = await sql`update kept set name = 'changed' where id < 3`.execute(database.db);
    expect(result.numAffectedRows).toBe(2n);
  });
});

describe('a transaction’s BEGIN on DuckDB', () => {
  const sent = () => vi.spyOn(DuckDBConnection.prototype, 'run');
  afterEach(() => vi.restoreAllMocks());

  it('goes with the first statement when that is a plain write, and the transaction commits or rolls back whole', async () => {
    const run = sent();
    await withTransaction(database.db, async (trx) => {
      await sql`update kept set name = ${'uno'} where id = ${1}`.execute(trx);
      await sql`insert into kept values (${4}, ${'four'})`.execute(trx);
    });
    expect(run.mock.calls[0]![0]).toBe("BEGIN TRANSACTION;\nupdate kept set name = 'uno' where id = 1");
    expect(run.mock.calls[0]![1]).toBeUndefined();
    expect(await nameOf(database.db, 1)).toBe('uno');
    expect(await nameOf(database.db, 4)).toBe('four');

    const failing = withTransaction(database.db, async (trx) => {
      await sql`update kept set name = ${'eins'} where id = ${1}`.execute(trx);
      await sql`insert into kept values (${2}, ${'again'})`.execute(trx);
    });
    await expect(failing).rejects.toThrow(/duplicate key|constraint/i);
    expect(await nameOf(database.db, 1)).toBe('uno');
  });

  it('goes alone before a first statement that is not a plain write, which then reads inside the transaction', async () => {
    const run = sent();
    const other = withTransaction(database.db, async (trx) => {
      const before = await nameOf(trx, 1);
      // Written outside meanwhile: the transaction still reads what it read first.
      await sql`update kept set name = ${'changed'} where id = ${1}`.execute(database.db);
      return [before, await nameOf(trx, 1)];
    });
    expect(await other).toEqual(['one', 'one']);
    expect(run.mock.calls[0]![0]).toBe('BEGIN TRANSACTION');
  });

  it('is not sent at all, nor a COMMIT or ROLLBACK, by a transaction that runs nothing', async () => {
    const run = sent();
    await withTransaction(database.db, async () => {});
    await expect(
      withTransaction(database.db, async () => {
        throw new Error('nothing ran');
      }),
    ).rejects.toThrow('nothing ran');
    expect(run).not.toHaveBeenCalled();
    // The connections are as they were: a transaction after them writes and commits.
    await withTransaction(database.db, (trx) => sql`delete from kept where id = ${3}`.execute(trx));
    expect(await nameOf(database.db, 3)).toBeUndefined();
  });

  it('fails a first write as before, and leaves its connection free for the next transaction', async () => {
    const failing = withTransaction(database.db, (trx) =>
      sql`insert into kept values (${1}, ${'clash'})`.execute(trx),
    );
    await expect(failing).rejects.toThrow(/duplicate key|constraint/i);
    await withTransaction(database.db, (trx) => sql`insert into kept values (${5}, ${'five'})`.execute(trx));
    expect(await nameOf(database.db, 5)).toBe('five');
    expect(await nameOf(database.db, 1)).toBe('one');
  });
});

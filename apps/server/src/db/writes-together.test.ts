import { DuckDBConnection } from '@duckdb/node-api';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, withTransaction, type DatabaseHandle } from './database.js';
import { HELD_VALUES_MAX, inlinedWrite, writesTogether } from './writes-together.js';

let database: DatabaseHandle;

beforeEach(async () => {
  database = await openDatabase({ duckdbPath: ':memory:' });
  await sql`create table notes (id integer primary key, body text, score double, seen boolean, big bigint)`.execute(
    database.db,
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await database.close();
});

const rowsOf = async () =>
  (
    await sql<{ id: number; body: string | null }>`select id, body from notes order by id`.execute(
      database.db,
    )
  ).rows;

describe('writesTogether on DuckDB', () => {
  it('sends a transaction’s writes as one script, in order, before a read, with their values as they were', async () => {
    const run = vi.spyOn(DuckDBConnection.prototype, 'run');
    const seen = await withTransaction(database.db, (trx) =>
      writesTogether(trx, async () => {
        const note = (id: number, body: string | null) =>
          trx
            .insertInto('notes' as never)
            .values({ id, body, score: 1.25, seen: true, big: 2n ** 40n } as never)
            .execute();
        await note(1, "O'Brien's $1 note");
        await note(2, null);
        await trx
          .updateTable('notes' as never)
          .set({ body: 'two' } as never)
          .where('id' as never, '=', 2 as never)
          .execute();
        // A read sends what is held first, and sees it.
        return (await sql<{ n: number }>`select count(*)::int as n from notes`.execute(trx)).rows[0]!.n;
      }),
    );
    expect(seen).toBe(2);
    const scripts = run.mock.calls.filter(([text]) => /insert into "notes"/i.test(text));
    expect(scripts).toHaveLength(1);
    // The transaction's BEGIN goes with its first write (duckdb-dialect.ts).
    const [begin, ...writes] = scripts[0]![0].split(';\n');
    expect(begin).toBe('BEGIN TRANSACTION');
    expect(writes).toHaveLength(3);
    expect(scripts[0]![1]).toBeUndefined();
    expect(await rowsOf()).toEqual([
      { id: 1, body: "O'Brien's $1 note" },
      { id: 2, body: 'two' },
    ]);
    const { rows } = await sql<{ score: number; seen: boolean; big: number }>`
      select score, seen, big from notes where id = 1`.execute(database.db);
    expect(rows[0]).toEqual({ score: 1.25, seen: true, big: 2 ** 40 });
  });

  it('fails the transaction when a held write fails, and keeps none of its writes', async () => {
    await sql`insert into notes (id, body) values (7, 'stored')`.execute(database.db);
    const written = withTransaction(database.db, (trx) =>
      writesTogether(trx, async () => {
        await sql`insert into notes (id, body) values (${1}, ${'new'})`.execute(trx);
        await sql`insert into notes (id, body) values (${7}, ${'again'})`.execute(trx);
      }),
    );
    await expect(written).rejects.toThrow(/duplicate key|constraint/i);
    expect(await rowsOf()).toEqual([{ id: 7, body: 'stored' }]);
  });

  it('runs statements as they come outside a transaction', async () => {
    const run = vi.spyOn(DuckDBConnection.prototype, 'run');
    const seenBetween = await writesTogether(database.db, async () => {
      await sql`insert into notes (id) values (${1})`.execute(database.db);
      const seen = await rowsOf();
      await sql`insert into notes (id) values (${2})`.execute(database.db);
      return seen;
    });
    expect(seenBetween).toEqual([{ id: 1, body: null }]);
    // Each went alone, with its value as a parameter: no script of held writes was sent.
    expect(run.mock.calls.filter(([text]) => /insert into notes/i.test(text))).toEqual([]);
  });
});

describe('inlinedWrite', () => {
  const raw = (text: string, parameters: unknown[]) => CompiledQuery.raw(text, parameters);

  it('writes each parameter in as a literal, and only outside quotes', () => {
    expect(
      inlinedWrite(
        raw(`insert into notes (id, body, big) select $1, '$2 stays', $10 where "a$1" = $2`, [
          5,
          "it's",
          ...Array(7).fill(null),
          -3n,
        ]),
      ),
    ).toBe(`insert into notes (id, body, big) select 5, '$2 stays', -3 where "a$1" = 'it''s'`);
  });

  it('leaves reads, writes that return rows and values without a plain literal to run as they are', () => {
    expect(inlinedWrite(raw('select $1', [1]))).toBeNull();
    expect(inlinedWrite(raw("insert into notes (id) values ($1) -- the student's", [1]))).toBeNull();
    expect(inlinedWrite(raw('insert into notes (id) values ($1) returning id', [1]))).toBeNull();
    expect(inlinedWrite(raw('insert into notes (body) values ($1)', [new Date(0)]))).toBeNull();
    expect(inlinedWrite(raw('insert into notes (body) values ($1)', ['nul\0']))).toBeNull();
    expect(inlinedWrite(raw('insert into notes (score) values ($1)', [Number.NaN]))).toBeNull();
    const long = 'x'.repeat(HELD_VALUES_MAX);
    expect(inlinedWrite(raw('insert into notes (body) values ($1)', [long]))).toBeNull();
    expect(inlinedWrite(raw('insert into notes (body) values ($1)', [long.slice(2)]))).toBe(
      `insert into notes (body) values ('${long.slice(2)}')`,
    );
  });
});

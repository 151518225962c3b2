import { DuckDBConnection } from '@duckdb/node-api';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { readTogether } from './reads-together.js';

let database: DatabaseHandle;

beforeEach(async () => {
  database = await openDatabase({ duckdbPath: ':memory:' });
  await sql`create table days (id integer, student bigint, day date, seen boolean, note text, score double)`.execute(
    database.db,
  );
  await sql`insert into days values
    (1, 9007199254740991, '2026-12-06', true, 'it''s "one"', 0.1),
    (2, 5, null, false, null, 1e300),
    (3, 6, '2026-01-31', null, '$1', -2.5)`.execute(database.db);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await database.close();
});

const selects = () => [
  sql`select * from days where id <= ${2} order by id`.compile(database.db),
  sql`select note, day from days where note = ${'$1'} or day >= ${'2026-12-01'} order by id`.compile(
    database.db,
  ),
  sql`select id from days where id > ${10}`.compile(database.db),
];

describe('readTogether on DuckDB', () => {
  it('reads several selects in one statement and gives each one’s rows as each read alone gives them', async () => {
    const alone = await Promise.all(
      selects().map(async (select) => (await database.db.executeQuery(select)).rows),
    );
    const run = vi.spyOn(DuckDBConnection.prototype, 'run');
    const prepare = vi.spyOn(DuckDBConnection.prototype, 'prepare');
    const together = await readTogether(database.db, selects());
    expect(run.mock.calls.length + prepare.mock.calls.length).toBe(1);
    expect(together).toEqual(alone);
    expect(together[0]).toEqual([
      { id: 1, student: 9007199254740991, day: '2026-12-06', seen: true, note: 'it\'s "one"', score: 0.1 },
      { id: 2, student: 5, day: null, seen: false, note: null, score: 1e300 },
    ]);
    expect(together[1]).toEqual([
      { note: 'it\'s "one"', day: '2026-12-06' },
      { note: '$1', day: '2026-01-31' },
    ]);
    expect(together[2]).toEqual([]);
  });

  it('reads them one by one when a value cannot be written into the text', async () => {
    const withNaN = [
      ...selects(),
      sql`select id from days where score <> ${Number.NaN} and id = ${3}`.compile(database.db),
    ];
    const run = vi.spyOn(DuckDBConnection.prototype, 'run');
    const prepare = vi.spyOn(DuckDBConnection.prototype, 'prepare');
    const rows = await readTogether(database.db, withNaN);
    expect(run.mock.calls.length + prepare.mock.calls.length).toBe(4);
    expect(rows[3]).toEqual([{ id: 3 }]);
    expect(rows[0]).toHaveLength(2);
  });
});

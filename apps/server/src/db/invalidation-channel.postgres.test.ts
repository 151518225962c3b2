/**
 * The invalidation channel on a real PostgreSQL: publishes this process's committed writes with their district,
 * applies another process's, and listens again after its connection is killed, dropping everything then.
 * PostgreSQL only (`npm test` leaves `*.postgres.test.ts` out of the DuckDB pass).
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres, type ScratchPostgres } from '../testing/scratch-postgres.js';
import { openDatabase, withTransaction, type DatabaseHandle } from './database.js';
import {
  INVALIDATION_CHANNEL,
  startInvalidationChannel,
  type InvalidationChannel,
} from './invalidation-channel.js';
import { migrate } from './migrate.js';
import { tablesVersion } from './write-counts.js';

const adminUrl = process.env.DATABASE_URL;

async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!adminUrl)('invalidation channel (skipped on DuckDB: no NOTIFY)', () => {
  let scratch: ScratchPostgres;
  let database: DatabaseHandle;
  let channel: InvalidationChannel;
  let other: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgres(adminUrl!, 'channel');
    database = await openDatabase({ databaseUrl: scratch.url, duckdbPath: ':memory:' });
    await migrate(database.db);
    channel = startInvalidationChannel(database.db, scratch.url, () => undefined);
    other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    other.on('notification', (message) => heard.push(message.payload ?? ''));
    await other.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    await until(() => channel.listening());
  });
  afterAll(async () => {
    await channel?.close();
    await other?.end();
    await database?.close();
    await scratch?.drop();
  });

  it("publishes a committed write with its district, and applies another process's", async () => {
    await withTransaction(
      database.db,
      (trx) =>
        trx
          .updateTable('enrollments')
          .set({ classroom_id: sql`classroom_id` })
          .where('district_id', '=', -1)
          .execute(),
      { districtId: 7 },
    );
    await until(() => heard.length > 0);
    expect(JSON.parse(heard.at(-1)!).w).toEqual([[['enrollments'], 7]]);

    const [five, six] = [tablesVersion(['student_day'], 5), tablesVersion(['student_day'], 6)];
    const payload = JSON.stringify({ o: 'another-server', w: [[['student_day'], 5]] });
    await other.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, payload]);
    await until(() => tablesVersion(['student_day'], 5) !== five);
    expect(tablesVersion(['student_day'], 6)).toBe(six);
  });

  it('listens again after its connection is killed and drops everything then', async () => {
    const before = tablesVersion(['student_day'], 6);
    const killed = await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = $1`,
      [`LISTEN ${INVALIDATION_CHANNEL}`],
    );
    // This test's own client is running the select, so only the channel's connection matches.
    expect(killed.rowCount).toBeGreaterThan(0);
    await until(() => !channel.listening());
    await until(() => channel.listening());
    expect(tablesVersion(['student_day'], 6)).not.toBe(before);
  });
});

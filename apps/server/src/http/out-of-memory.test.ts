import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, withTransaction, type DatabaseHandle } from '../db/database.js';
import { routePipeline } from '../testing/route-pipeline.js';

/** A statement that needs far more than the database's 16 MB: a list of ten million numbers. */
const tooLarge = sql`select len(list(i)) from range(10000000) t(i)`;

let database: DatabaseHandle;
let app: FastifyInstance;

describe('a database short of memory', () => {
  beforeAll(async () => {
    database = await openDatabase({ duckdbPath: ':memory:', duckdbMemoryLimit: '16MB' });
    await sql`create table written (id integer)`.execute(database.db);
    app = await routePipeline('/test/too-large', z.unknown(), async () => tooLarge.execute(database.db));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps nothing of a write whose transaction ran out of memory', async () => {
    const write = withTransaction(database.db, async (trx) => {
      await sql`insert into written values (${1})`.execute(trx);
      await tooLarge.execute(trx);
    });
    await expect(write).rejects.toThrow(/out of memory/i);
    const { rows } = await sql`select * from written`.execute(database.db);
    expect(rows).toEqual([]);
  });

  it('answers a request that cannot get the memory with a 503 asking to try again soon', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/too-large' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    const { apiError } = response.json();
    expect(apiError).toMatchObject({ errorType: 'UNAVAILABLE', code: 5030 });
    expect(apiError.message).toMatch(/try again in a few seconds/i);
    expect(response.body).not.toMatch(/memory_limit|Out of Memory/i);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routePipeline } from '../testing/route-pipeline.js';

const figures = z.object({ data: z.object({ minutes: z.number().int() }) });

/** The route answers whatever `answer` holds. */
let answer: unknown;
let app: FastifyInstance;

describe('an answer goes through its contract', () => {
  const nodeEnv = process.env.NODE_ENV;
  beforeAll(async () => {
    // As a deployment runs: the contract is applied there too.
    process.env.NODE_ENV = 'production';
    app = await routePipeline('/test/figures', figures, async () => answer as z.infer<typeof figures>);
  });
  afterAll(async () => {
    process.env.NODE_ENV = nodeEnv;
    await app.close();
  });

  it('leaves out a field the contract does not name, in production too', async () => {
    answer = { data: { minutes: 12, password_hash: 'secret' }, internal: true };
    const response = await app.inject({ method: 'GET', url: '/test/figures' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { minutes: 12 } });
  });

  it('answers a 500 without its details when the figures break the contract', async () => {
    answer = { data: { minutes: 'twelve' } };
    const response = await app.inject({ method: 'GET', url: '/test/figures' });
    expect(response.statusCode).toBe(500);
    expect(response.json().apiError.errorType).toBe('UNKNOWN');
    expect(response.body).not.toContain('twelve');
  });
});

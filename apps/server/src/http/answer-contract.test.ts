import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler } from './error-handler.js';
import { registerRoutes } from './register-routes.js';
import { defineRoute, type AppContext } from './route.js';

const figures = z.object({ data: z.object({ minutes: z.number().int() }) });

/** A public route answering whatever `answer` holds, so that no session or database is needed. */
let answer: unknown;
const app = Fastify({ logger: false });

describe('an answer goes through its contract', () => {
  const nodeEnv = process.env.NODE_ENV;
  beforeAll(async () => {
    // As a deployment runs: the contract is applied there too.
    process.env.NODE_ENV = 'production';
    installErrorHandler(app);
    registerRoutes(app, {} as AppContext, [
      defineRoute({
        method: 'GET',
        url: '/test/figures',
        summary: 'Answers the figures the test sets.',
        policy: { access: 'public' },
        response: figures,
        handler: async () => answer as z.infer<typeof figures>,
      }),
    ]);
    await app.ready();
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

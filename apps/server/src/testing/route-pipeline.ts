/**
 * The route pipeline alone (http/register-routes.ts and the error handler) around one public GET route: for tests
 * of what every route's answer goes through, without a session, a district or the other routes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { installErrorHandler } from '../http/error-handler.js';
import { registerRoutes } from '../http/register-routes.js';
import { defineRoute, type AppContext } from '../http/route.js';

export async function routePipeline<R extends z.ZodType>(
  url: string,
  response: R,
  handler: () => Promise<z.infer<R>>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  const route = defineRoute({
    method: 'GET',
    url,
    summary: 'A route of the test.',
    policy: { access: 'public' },
    response,
    handler,
  });
  registerRoutes(app, {} as AppContext, [route]);
  await app.ready();
  return app;
}

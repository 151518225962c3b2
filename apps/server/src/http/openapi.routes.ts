import { z } from 'zod';
import { defineRoute, type RouteDefinition } from './route.js';

const toJsonSchema = (schema: z.ZodType | undefined, io: 'input' | 'output') =>
  schema ? z.toJSONSchema(schema, { io, unrepresentable: 'any' }) : undefined;

/** Builds an OpenAPI 3.1 document from the same zod schemas the server validates with. */
export function buildOpenApi(routes: readonly RouteDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const params = route.params ? Object.keys((route.params as z.ZodObject).shape ?? {}) : [];
    const query = toJsonSchema(route.query, 'input') as { properties?: Record<string, unknown> } | undefined;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      'x-policy': route.policy.access,
      parameters: [
        ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer' } })),
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', schema })),
      ],
      ...(route.body
        ? { requestBody: { content: { 'application/json': { schema: toJsonSchema(route.body, 'input') } } } }
        : {}),
      responses: {
        '200': { content: { 'application/json': { schema: toJsonSchema(route.response, 'output') } } },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Math Dashboard API', version: '1' }, paths };
}

let routesForDocs: readonly RouteDefinition[] = [];
/** The document of `routesForDocs`, built at its first request: the routes do not change while the server runs. */
let document: ReturnType<typeof buildOpenApi> | undefined;
export const setDocumentedRoutes = (routes: readonly RouteDefinition[]) => {
  routesForDocs = routes;
  document = undefined;
};

export const openApiRoute = defineRoute({
  method: 'GET',
  url: '/api/docs',
  summary: 'The OpenAPI document of this API, generated from its zod schemas.',
  policy: { access: 'session' },
  response: z.object({ openapi: z.string(), info: z.unknown(), paths: z.record(z.string(), z.unknown()) }),
  handler: async () => (document ??= buildOpenApi(routesForDocs)),
});

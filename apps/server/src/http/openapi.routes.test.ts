import { describe, expect, it } from 'vitest';
import { allRoutes } from '../routes.js';
import { openApiRoute, setDocumentedRoutes } from './openapi.routes.js';

const docs = () => openApiRoute.handler({} as never) as Promise<{ paths: Record<string, object> }>;

describe('GET /api/docs', () => {
  it('documents every route once, in OpenAPI path form', async () => {
    setDocumentedRoutes(allRoutes);
    const { paths } = await docs();
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = allRoutes.map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...new Set(declared)].sort());
  });

  it('builds the document once and again only when the routes change', async () => {
    setDocumentedRoutes(allRoutes);
    const first = await docs();
    expect(await docs()).toBe(first);
    setDocumentedRoutes([openApiRoute]);
    expect(Object.keys((await docs()).paths)).toEqual(['/api/docs']);
    setDocumentedRoutes(allRoutes);
    expect(Object.keys((await docs()).paths).length).toBe(Object.keys(first.paths).length);
  });
});

/** JSON bodies for generated requests: a valid sample from a route's schema and field-by-field copies of it. */
import { z } from 'zod';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A plausible valid body from a route's schema, for routes without a hand-written sample. */
export function sampleFromSchema(schema: z.ZodType | undefined): Json {
  if (!schema) return {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, any>;
  const build = (node: Record<string, any>): Json => {
    switch (node.type) {
      case 'object':
        return Object.fromEntries(
          Object.entries((node.properties ?? {}) as Record<string, Record<string, any>>).map(
            ([key, child]) => [key, build(child)],
          ),
        );
      case 'array':
        return node.minItems ? [build(node.items ?? {})] : [];
      case 'string':
        return 'x'.repeat(Math.max(1, node.minLength ?? 1));
      case 'integer':
      case 'number':
        return node.minimum ?? 1;
      case 'boolean':
        return true;
      default:
        return 'x';
    }
  };
  return build(json);
}

/** Every path into a JSON value (objects' keys and arrays' items), for field-by-field mutation. */
export function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => [
      [...prefix, key],
      ...pathsOf(child, [...prefix, key]),
    ]);
  return [];
}

/** A copy of `base` with `change` applied to the parent of `path` at its last key. */
export function withPath(
  base: Json,
  path: (string | number)[],
  change: (parent: any, key: string | number) => void,
): Json {
  const copy = structuredClone(base);
  let parent: any = copy;
  for (const key of path.slice(0, -1)) parent = parent[key];
  change(parent, path.at(-1)!);
  return copy;
}

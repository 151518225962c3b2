import type { z } from 'zod';
import { badRequest } from './app-error.js';

const WHERE: Record<string, string> = {
  params: 'in the address',
  query: 'in the query string',
  body: 'in the request body',
};

/** NUL (PostgreSQL text cannot hold it) and UTF-16 halves without their pair (not encodable as UTF-8). */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string (value or key) that no database can store, or null. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
function findUnstorableText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return at;
        pending.push([child, at]);
      }
    }
  }
  return null;
}

/** Parses one part of a request, turning zod issues into a 400 a person can act on. */
export function parseInput<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  part: keyof typeof WHERE,
): z.infer<S> {
  if (!schema) return undefined as z.infer<S>;
  const unstorable = findUnstorableText(value);
  if (unstorable !== null) {
    const message = 'contains a character that is not allowed (a NUL or an unpaired UTF-16 surrogate)';
    throw badRequest(`Invalid ${unstorable ? `"${unstorable}" ` : ''}${WHERE[part]}: ${message}`, [
      { path: unstorable || part, message },
    ]);
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || part,
    message: issue.message,
  }));
  const first = fields[0]!;
  const label = first.path === part ? '' : `"${first.path}" `;
  throw badRequest(`Invalid ${label}${WHERE[part]}: ${first.message}`, fields);
}

import type { z } from 'zod';
import { badRequest } from './app-error.js';

const WHERE: Record<string, string> = { params: 'in the address', query: 'in the query string', body: 'in the request body' };

/** Parses one part of a request, turning zod issues into a 400 a person can act on. */
export function parseInput<S extends z.ZodType>(schema: S | undefined, value: unknown, part: keyof typeof WHERE): z.infer<S> {
  if (!schema) return undefined as z.infer<S>;
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

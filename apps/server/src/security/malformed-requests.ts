/**
 * Deterministic generator of malformed requests for one route: bad path ids, bad query values (numbers,
 * dates, timeframes, odd unicode), bodies with wrong types, missing and extra fields, bad JSON, wrong
 * content types, oversized and deeply nested bodies. Seeded, so a failure can be replayed.
 */
import { z } from 'zod';
import type { RouteDefinition } from '../http/route.js';

export interface MalformedRequest {
  label: string;
  url: string;
  /** Raw body text or bytes; `undefined` sends no body. */
  payload?: string | Buffer;
  contentType?: string;
}

/** A small fast PRNG (mulberry32) so every run sends the same requests. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

/** Path segments and query values, already URL-encoded (some deliberately badly). */
const BAD_URL_VALUES = [
  'abc',
  '-1',
  '-5',
  '-999999999999',
  '1.5',
  '1e3',
  '1e999',
  '0x1F',
  '2147483648',
  '99999999999999999999999',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  'null',
  'undefined',
  'true',
  '%5B%5D',
  '%7B%7D',
  '%20',
  '%20%201',
  '1%20',
  '+1',
  '%00',
  '1%00',
  '%0A',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AF',
  '%E2%80%AE1',
  '%F0%9F%98%80',
  '%EF%BC%91',
  '%D9%A3',
  'ａ',
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  'x'.repeat(3000),
  '%',
  '%zz',
  '%E2%82',
];

/** Dates and timeframes in every wrong shape. */
const BAD_DATES = [
  '2026-13-45',
  '2026-02-30',
  '0000-00-00',
  '20261345',
  '99999999',
  '-20260101',
  '2026/01/01',
  'yesterday',
  '1767225600000',
  '1e20',
  '2026-01-01T99:99',
  '%E2%80%8B2026-01-01',
  'P1Y',
  '365000',
  '-30',
  '0',
  '30.5',
];

/** Query keys a report route might read; unknown keys must be ignored or refused, never crash. */
const PROBE_QUERY_KEYS = [
  'timeframe',
  'timeframeId',
  'days',
  'fd',
  'td',
  'from',
  'to',
  'sy',
  'page',
  'size',
  'format',
  'pane',
  'order',
  'sort',
  'by',
  'untilNow',
  'level_id',
  'ast',
  'classroom_id',
  'student_id',
];

/** JSON values of the wrong type or size for any field. */
const BAD_JSON_VALUES: unknown[] = [
  0,
  -1,
  -1e308,
  1e308,
  2 ** 53 + 1,
  1.5,
  -0.000001,
  '',
  ' ',
  'x'.repeat(70_000),
  true,
  false,
  null,
  [],
  {},
  [1, 'a', null],
  { nested: { deeper: [1] } },
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\u200b',
  '😀'.repeat(50),
  'Ａｄｍｉｎ',
  'é'.normalize('NFD'),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '2026-13-45',
  '-1',
  '1e999',
  'NaN',
  { $gt: '' },
  ['__proto__'],
];

/** Bodies that are not valid JSON, or JSON of the wrong shape, or hostile. */
const BAD_BODY_TEXTS = [
  '{',
  '}',
  '{"a":',
  '[',
  'nul',
  'tru',
  '{"a":1,}',
  "{'a':1}",
  '{"a":undefined}',
  '{"a":NaN}',
  '\ufeff{}',
  '\u0000',
  '{"a":"\\ud800"}',
  'null',
  'true',
  '0',
  '-1',
  '"text"',
  '[]',
  '[{}]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(50_000) + ']'.repeat(50_000),
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  ' '.repeat(1000),
  '{"a":"' + 'b'.repeat(100_000) + '"}',
];

const BAD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  '',
];

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
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => [
      [...prefix, key],
      ...pathsOf(child, [...prefix, key]),
    ]);
  return [];
}

function withPath(
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

const encodeJson = (value: unknown) => JSON.stringify(value);

export interface GeneratorInput {
  route: RouteDefinition;
  /** The route's URL with valid ids filled in. */
  validUrl: string;
  /** A body the route would accept (or reject only for business reasons). */
  sampleBody: Json;
  seed: number;
  minimum: number;
}

/** At least `minimum` malformed requests for one route. */
export function generateMalformedRequests({
  route,
  validUrl,
  sampleBody,
  seed,
  minimum,
}: GeneratorInput): MalformedRequest[] {
  const random = seededRandom(seed);
  const requests: MalformedRequest[] = [];
  const hasBody = route.method !== 'GET';
  const json = 'application/json';
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const querySchema = route.query
    ? (z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
      })
    : {};
  const declared = Object.keys(querySchema.properties ?? {});
  // Routes with a body and no query get fewer query probes: their body is the input that matters.
  const probes = hasBody && declared.length === 0 ? PROBE_QUERY_KEYS.slice(0, 3) : PROBE_QUERY_KEYS;
  const queryKeys = [...new Set([...declared, ...probes])];
  const validBody = hasBody ? encodeJson(sampleBody) : undefined;
  const add = (
    label: string,
    url: string,
    payload: string | Buffer | undefined = validBody,
    contentType: string | undefined = hasBody ? json : undefined,
  ) => requests.push({ label, url, payload, contentType });

  const urlWithParam = (name: string, value: string) => {
    const segments = route.url.split('/');
    const valid = validUrl.split('?')[0]!.split('/');
    return segments.map((segment, i) => (segment === `:${name}` ? value : valid[i])).join('/');
  };

  for (const name of paramNames)
    for (const value of BAD_URL_VALUES) add(`param ${name}=${value.slice(0, 20)}`, urlWithParam(name, value));
  for (const key of queryKeys) {
    for (const value of [...BAD_URL_VALUES.slice(0, 14), ...BAD_DATES.slice(0, 6)])
      add(`query ${key}=${value.slice(0, 20)}`, `${validUrl}?${key}=${value}`);
    add(`query ${key} repeated`, `${validUrl}?${key}=1&${key}=2&${key}=abc`);
    add(`query ${key}[]`, `${validUrl}?${key}[]=1&${key}[a]=2`);
    add(`query ${key} empty`, `${validUrl}?${key}=`);
  }
  for (const value of BAD_DATES)
    add(`dates fd/td=${value}`, `${validUrl}?fd=${value}&td=${value}&days=${value}&timeframe=${value}`);
  add('query broken encoding', `${validUrl}?%=%&%zz=%E2%82`);
  add('query huge', `${validUrl}?${'k'.repeat(50)}=${'v'.repeat(6000)}`);
  add('query many keys', `${validUrl}?${Array.from({ length: 500 }, (_, i) => `k${i}=${i}`).join('&')}`);

  if (hasBody) {
    const paths = pathsOf(sampleBody);
    for (const path of paths) {
      add(
        `body without ${path.join('.')}`,
        validUrl,
        encodeJson(
          withPath(sampleBody, path, (p, k) => (Array.isArray(p) ? p.splice(Number(k), 1) : delete p[k])),
        ),
      );
      for (const value of BAD_JSON_VALUES) {
        add(
          `body ${path.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`,
          validUrl,
          encodeJson(withPath(sampleBody, path, (p, k) => (p[k] = value))),
        );
      }
    }
    add(
      'body extra field',
      validUrl,
      encodeJson({ ...(sampleBody as object), unexpected: 'field', isAdmin: true }),
    );
    add('body empty object', validUrl, '{}');
    for (const value of BAD_JSON_VALUES.slice(0, 20))
      add(`body is ${JSON.stringify(value)?.slice(0, 20)}`, validUrl, encodeJson(value));
    for (const text of BAD_BODY_TEXTS) add(`body text ${text.slice(0, 20)}`, validUrl, text);
    for (const type of BAD_CONTENT_TYPES) add(`content-type "${type}"`, validUrl, validBody, type);
    add(
      'body invalid utf-8',
      validUrl,
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
    );
    add('body over the limit', validUrl, `{"a":"${'x'.repeat((route.bodyLimit ?? 1024 * 1024) + 16)}"}`);
  } else {
    add('GET with a JSON body', validUrl, '{"a":1}', json);
    add('GET with bad JSON body', validUrl, '{', json);
  }

  // Random combinations until the minimum is reached: a bad id, a bad query value and a bad body at once.
  while (requests.length < minimum) {
    let url = paramNames.length
      ? urlWithParam(random.pick(paramNames), random.pick(BAD_URL_VALUES))
      : validUrl;
    url += `?${random.pick(queryKeys)}=${random.pick([...BAD_URL_VALUES, ...BAD_DATES])}`;
    if (!hasBody) {
      add(`random ${requests.length}`, url);
      continue;
    }
    const paths = pathsOf(sampleBody);
    const body = paths.length
      ? withPath(sampleBody, random.pick(paths), (p, k) => (p[k] = random.pick(BAD_JSON_VALUES) as Json))
      : random.pick(BAD_JSON_VALUES);
    add(`random ${requests.length}`, url, encodeJson(body));
  }
  return requests;
}

/**
 * Deterministic generator of malformed requests for one route: bad path ids, bad query values (numbers,
 * dates, timeframes, odd unicode), bodies with wrong types, missing and extra fields, bad JSON, wrong
 * content types, oversized and deeply nested bodies. Seeded, so a failure can be replayed.
 */
import { z } from 'zod';
import type { RouteDefinition } from '../http/route.js';
import { pathsOf, withPath, type Json } from './json-samples.js';
import {
  BAD_BODY_TEXTS,
  BAD_CONTENT_TYPES,
  BAD_DATES,
  BAD_JSON_VALUES,
  BAD_URL_VALUES,
  PROBE_QUERY_KEYS,
} from './malformed-values.js';

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
  // A declared key gets the whole set of bad values. An undeclared one is dropped or refused by the
  // route's schema whatever its value, so a few values show that; more would only repeat a valid request.
  const badQueryValues = [...BAD_URL_VALUES.slice(0, 14), ...BAD_DATES.slice(0, 6)];
  const undeclaredValues = ['abc', '%00', '%ED%A0%80', BAD_DATES[0]!];
  for (const key of queryKeys) {
    for (const value of declared.includes(key) ? badQueryValues : undeclaredValues)
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

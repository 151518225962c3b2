/**
 * Reuse of whole report responses: the JSON text a report route answered, kept for the same caller asking the same
 * URL again (a dashboard's reports read again and again while a district plays). A kept text is answered only after
 * the caller is signed in, the path and query are valid and the policy allows the read (register-routes.ts), for at
 * most RESPONSE_REUSE_MS within the report reuse time (0 turns both off), and only while no write that could change
 * it happened. Which writes could is known from what its computation read (db/read-trace.ts): when it read through
 * the caches only, none of the tables, districts and places of those reads (a classroom's list stays through an
 * ingest batch of other classrooms' students); when it ran a statement of its own, none of the caller's district
 * and none not confined to one district (db/write-counts.ts `districtVersion`). Other servers on the same
 * PostgreSQL announce their writes. A response is reused whole or not at all.
 */
import type { Actor } from '../accounts/actor.js';
import { readsHold, traceReads, type ReadDependency, type ReadTrace } from '../db/read-trace.js';
import { districtVersion, writeSequence } from '../db/write-counts.js';
import { reportReuseMs } from '../reports/shared/report-cache.js';

/** How long a response is answered again at most: a second's "today" and "now" in its figures. */
export const RESPONSE_REUSE_MS = 1_000;
let longestReuseMs = RESPONSE_REUSE_MS;

/** Changes how long a response is answered again at most (tests that write between two reads). */
export function setResponseReuseMs(ms: number) {
  longestReuseMs = ms;
}
/** Characters of text kept in all, and the most one response may take of them. */
const KEPT_BYTES = 32 * 1024 * 1024;
const RESPONSE_MAX_BYTES = 2 * 1024 * 1024;

const kept = new Map<string, KeptResponse>();
let keptBytes = 0;
const stats = { hits: 0, stored: 0, keptByReads: 0, sentCompressed: 0 };

/**
 * Responses answered without computing them (kept, or computed for another request), responses kept, how many
 * of those were kept by what they read rather than until their district's next write, and how many answers were sent
 * as compressed before (kept-compression.ts).
 */
export const responseReuseStats = () => ({ ...stats });

/** What a kept response is found by: who asks (a response may show what only they may see) and the whole URL. */
export const responseKey = (actor: Actor, url: string) => `${actor.customerId} ${actor.role} ${url}`;

const reuseMs = () => Math.min(longestReuseMs, reportReuseMs());

/** A kept text as the server compressed it for a caller: the encoding it chose and the bytes it sent. */
export interface CompressedText {
  encoding: string;
  body: Buffer;
}
/** The most `accept-encoding` headers a kept response keeps its compressed bytes for (browsers send a few). */
const COMPRESSED_PER_RESPONSE = 4;

interface KeptResponse extends ReadsMark {
  text: string;
  /** The text as sent compressed, by the caller's `accept-encoding` header. */
  compressed: Map<string, CompressedText>;
  /** Characters of text and bytes compressed, counted towards KEPT_BYTES. */
  size: number;
  /** What its computation read, when it read through the caches only; else null (any write of the district). */
  reads: readonly ReadDependency[] | null;
  /** `writeSequence` when its reads last held: while nothing is written they need no checking. */
  heldAt: number;
}

/** Whether no write since could have changed what `entry` read. */
function readsStillHold(entry: KeptResponse): boolean {
  if (entry.reads === null) return districtVersion(entry.districtId) === entry.version;
  const sequence = writeSequence();
  if (entry.heldAt === sequence) return true;
  if (!readsHold(entry.reads)) return false;
  entry.heldAt = sequence;
  return true;
}

function drop(key: string) {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= entry.size;
}

/** The response kept under `key`, if it is still what the route would answer. */
function keptResponse(key: string, now = Date.now()): string | undefined {
  const entry = kept.get(key);
  if (!entry) return undefined;
  if (now - entry.at >= reuseMs() || !readsStillHold(entry)) {
    drop(key);
    return undefined;
  }
  return entry.text;
}

/** Where the district's writes stood, and when, before a response's reads began. */
interface ReadsMark {
  districtId: number;
  version: number;
  at: number;
}

/** Keeps a response whose reads began at `mark` and are traced in `trace`, unless a write changed them since. */
function keepResponse(key: string, mark: ReadsMark, text: string, trace: ReadTrace) {
  if (reuseMs() <= 0 || text.length > RESPONSE_MAX_BYTES) return;
  const reads = trace.confined ? trace.dependencies : null;
  const entry = { text, compressed: new Map(), size: text.length, ...mark, reads, heldAt: -1 };
  if (!readsStillHold(entry)) return;
  drop(key);
  kept.set(key, entry);
  keptBytes += entry.size;
  stats.stored++;
  if (entry.reads) stats.keptByReads++;
  dropOldest();
}

function dropOldest() {
  // The oldest kept first: a Map iterates in insertion order.
  for (const oldest of kept.keys()) {
    if (keptBytes <= KEPT_BYTES) break;
    drop(oldest);
  }
}

/**
 * `text` as sent compressed before to a caller asking with `acceptEncoding`, if `key` still keeps that text. The
 * caller has just had `text` from `reusedOrComputed`, so the bytes are of what it may be answered.
 */
export function compressedKept(
  key: string,
  text: string,
  acceptEncoding: string,
): CompressedText | undefined {
  const entry = kept.get(key);
  if (entry?.text !== text) return undefined;
  const compressed = entry.compressed.get(acceptEncoding);
  if (compressed) stats.sentCompressed++;
  return compressed;
}

/** Keeps `text` as sent compressed to a caller asking with `acceptEncoding`, while `key` keeps that text. */
export function keepCompressed(
  key: string,
  text: string,
  acceptEncoding: string,
  compressed: CompressedText,
) {
  const entry = kept.get(key);
  if (entry?.text !== text || entry.compressed.size >= COMPRESSED_PER_RESPONSE) return;
  if (entry.compressed.has(acceptEncoding)) return;
  entry.compressed.set(acceptEncoding, compressed);
  entry.size += compressed.body.length;
  keptBytes += compressed.body.length;
  dropOldest();
}

/** Responses being computed, by key, with the mark their reads began at. */
const computing = new Map<
  string,
  { mark: ReadsMark; computed: Promise<{ result: string | undefined; trace: ReadTrace }> }
>();

/**
 * The response of `key`: kept, or being computed for the same caller and URL since the district's last write (a
 * hundred readers asking again right after a write wait for one computation, not a hundred), or computed by
 * `compute` and kept. `compute` answers undefined when the handler sent its own reply (a CSV): nothing is kept, and
 * a caller that waited for it computes its own. `beforeWaiting` is called when the caller waits for another's
 * computation (it gives up its read turn, read-turns.ts).
 */
export async function reusedOrComputed(
  key: string,
  districtId: number,
  compute: () => Promise<string | undefined>,
  beforeWaiting: () => void = () => undefined,
): Promise<string | undefined> {
  if (reuseMs() <= 0) return compute();
  const reused = keptResponse(key);
  if (reused !== undefined) {
    stats.hits++;
    return reused;
  }
  const underWay = computing.get(key);
  if (underWay && districtVersion(districtId) === underWay.mark.version) {
    beforeWaiting();
    const text = await underWay.computed.then(({ result }) => result).catch(() => undefined);
    if (text !== undefined) {
      stats.hits++;
      return text;
    }
  }
  const mark = { districtId, version: districtVersion(districtId), at: Date.now() };
  const own = { mark, computed: traceReads(compute) };
  computing.set(key, own);
  try {
    const { result: text, trace } = await own.computed;
    if (text !== undefined) keepResponse(key, mark, text, trace);
    return text;
  } finally {
    if (computing.get(key) === own) computing.delete(key);
  }
}

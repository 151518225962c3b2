/**
 * Reuse of whole report responses: the JSON text a report route answered, kept for the same caller asking the same
 * URL again (a dashboard's reports read again and again while a district plays). A kept text is answered only after
 * the caller is signed in, the path and query are valid and the policy allows the read (register-routes.ts), and
 * only while no write that could change it happened: none of the caller's district, none not confined to one
 * district (db/write-counts.ts `districtVersion`; other servers on the same PostgreSQL announce theirs), and for at
 * most RESPONSE_REUSE_MS, within the report reuse time (0 turns both off). Report values computed afresh are reused
 * finer, per place of the district (reports/shared/report-cache.ts); a response is reused whole or not at all.
 */
import type { Actor } from '../accounts/actor.js';
import { districtVersion } from '../db/write-counts.js';
import { reportReuseMs } from '../reports/shared/report-cache.js';

/** How long a response is answered again at most: a second's "today" and "now" in its figures. */
export const RESPONSE_REUSE_MS = 1_000;
/** Characters of text kept in all, and the most one response may take of them. */
const KEPT_BYTES = 32 * 1024 * 1024;
const RESPONSE_MAX_BYTES = 2 * 1024 * 1024;

const kept = new Map<string, KeptResponse>();
let keptBytes = 0;
const stats = { hits: 0, stored: 0 };

/** Responses answered without computing them (kept, or computed for another request) and responses kept. */
export const responseReuseStats = () => ({ ...stats });

/** What a kept response is found by: who asks (a response may show what only they may see) and the whole URL. */
export const responseKey = (actor: Actor, url: string) => `${actor.customerId} ${actor.role} ${url}`;

const reuseMs = () => Math.min(RESPONSE_REUSE_MS, reportReuseMs());

interface KeptResponse extends ReadsMark {
  text: string;
}

function drop(key: string) {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= entry.text.length;
}

/** The response kept under `key`, if it is still what the route would answer. */
function keptResponse(key: string, now = Date.now()): string | undefined {
  const entry = kept.get(key);
  if (!entry) return undefined;
  if (now - entry.at >= reuseMs() || districtVersion(entry.districtId) !== entry.version) {
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

/** Keeps a response whose reads began at `mark`, unless a write of its district came since. */
function keepResponse(key: string, mark: ReadsMark, text: string) {
  if (reuseMs() <= 0 || text.length > RESPONSE_MAX_BYTES) return;
  if (districtVersion(mark.districtId) !== mark.version) return;
  drop(key);
  kept.set(key, { text, ...mark });
  keptBytes += text.length;
  stats.stored++;
  // The oldest kept first: a Map iterates in insertion order.
  for (const oldest of kept.keys()) {
    if (keptBytes <= KEPT_BYTES) break;
    drop(oldest);
  }
}

/** Responses being computed, by key, with the mark their reads began at. */
const computing = new Map<string, { mark: ReadsMark; text: Promise<string | undefined> }>();

/**
 * The response of `key`: kept, or being computed for the same caller and URL since the district's last write (a
 * hundred readers asking again right after a write wait for one computation, not a hundred), or computed by
 * `compute` and kept. `compute` answers undefined when the handler sent its own reply (a CSV): nothing is kept, and
 * a caller that waited for it computes its own.
 */
export async function reusedOrComputed(
  key: string,
  districtId: number,
  compute: () => Promise<string | undefined>,
): Promise<string | undefined> {
  if (reuseMs() <= 0) return compute();
  const reused = keptResponse(key);
  if (reused !== undefined) {
    stats.hits++;
    return reused;
  }
  const underWay = computing.get(key);
  if (underWay && districtVersion(districtId) === underWay.mark.version) {
    const text = await underWay.text.catch(() => undefined);
    if (text !== undefined) {
      stats.hits++;
      return text;
    }
  }
  const mark = { districtId, version: districtVersion(districtId), at: Date.now() };
  const own = { mark, text: compute() };
  computing.set(key, own);
  try {
    const text = await own.text;
    if (text !== undefined) keepResponse(key, mark, text);
    return text;
  } finally {
    if (computing.get(key) === own) computing.delete(key);
  }
}

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

interface KeptResponse extends ReadsMark {
  text: string;
}

const kept = new Map<string, KeptResponse>();
let keptBytes = 0;
const stats = { hits: 0, stored: 0 };

/** Responses answered again and responses kept since the process started. */
export const responseReuseStats = () => ({ ...stats });

/** What a kept response is found by: who asks (a response may show what only they may see) and the whole URL. */
export const responseKey = (actor: Actor, url: string) => `${actor.customerId} ${actor.role} ${url}`;

const reuseMs = () => Math.min(RESPONSE_REUSE_MS, reportReuseMs());

function drop(key: string) {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= entry.text.length;
}

/** The response kept under `key`, if it is still what the route would answer. */
export function reusedResponse(key: string, now = Date.now()): string | undefined {
  const entry = kept.get(key);
  if (!entry) return undefined;
  if (now - entry.at >= reuseMs() || districtVersion(entry.districtId) !== entry.version) {
    drop(key);
    return undefined;
  }
  stats.hits++;
  return entry.text;
}

/** Where the district's writes stood, and when, before a response's reads began (`keepResponse` compares). */
export interface ReadsMark {
  districtId: number;
  version: number;
  at: number;
}

export const markBeforeReads = (districtId: number, now = Date.now()): ReadsMark => ({
  districtId,
  version: districtVersion(districtId),
  at: now,
});

/** Keeps a response whose reads began at `mark`, unless a write of its district came since. */
export function keepResponse(key: string, mark: ReadsMark, text: string) {
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

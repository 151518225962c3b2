/**
 * Held "changed since" requests of one database, answered when their classroom's or student's version moves.
 * One loop per process reads the versions of everything someone waits on, in one query per district and kind:
 * at once after a write of this process to a version table (the write tracker moves; ingest and assignment
 * commits are seen within a tick), and at least every SHARED_POLL_MS for what other processes on a shared
 * PostgreSQL wrote.
 */
import type { Db } from '../db/database.js';
import { tablesVersion } from '../db/write-counts.js';
import { LIVE_VERSION_TABLES, readVersions, type LiveKind } from './live-versions.repository.js';

const TICK_MS = 50;
/** How late an ingest of another process (same PostgreSQL) may reach a waiting page, besides its own time. */
export const SHARED_POLL_MS = 1_000;

/** One followed object: a classroom or a student of a district. */
export interface LiveTarget {
  districtId: number;
  kind: LiveKind;
  id: number;
}

interface Waiter extends LiveTarget {
  since: number;
  done(version: number): void;
}

/** This process's writes to the version tables so far (the write tracker's count; it only grows). */
const localVersionWrites = () => tablesVersion(LIVE_VERSION_TABLES);

export class LiveWatcher {
  readonly #waiters = new Set<Waiter>();
  #timer: ReturnType<typeof setInterval> | null = null;
  #seenWrites = -1;
  #readAt = 0;
  #reading = false;

  /** `localWrites` moves with this process's writes; what it does not see is read every SHARED_POLL_MS. */
  constructor(
    private readonly db: Db,
    private readonly localWrites: () => number = localVersionWrites,
  ) {}

  /** The target's version once it differs from `since`; `since` after `timeoutMs`, an abort or `release`. */
  waitForChange(target: LiveTarget, since: number, timeoutMs: number, signal: AbortSignal): Promise<number> {
    return new Promise((resolve) => {
      const onAbort = () => waiter.done(since);
      const timeout = setTimeout(onAbort, timeoutMs).unref();
      const waiter: Waiter = {
        districtId: target.districtId,
        kind: target.kind,
        id: target.id,
        since,
        done: (version) => {
          clearTimeout(timeout);
          signal.removeEventListener('abort', onAbort);
          this.#waiters.delete(waiter);
          resolve(version);
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiters.add(waiter);
      // A version moved between the caller's own read and now is read on the next tick.
      this.#seenWrites = -1;
      this.#timer ??= setInterval(() => void this.#tick(), TICK_MS).unref();
    });
  }

  /** Answers every held request with its unmoved version (the server is closing). */
  release(): void {
    for (const waiter of [...this.#waiters]) waiter.done(waiter.since);
  }

  async #tick(): Promise<void> {
    if (this.#waiters.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = null;
      return;
    }
    const writes = this.localWrites();
    const now = Date.now();
    if (this.#reading || (writes === this.#seenWrites && now - this.#readAt < SHARED_POLL_MS)) return;
    this.#reading = true;
    this.#seenWrites = writes;
    this.#readAt = now;
    try {
      await this.#answerMoved();
    } catch {
      // The database is busy or closing: the next tick reads again, and each request times out on its own.
      this.#seenWrites = -1;
    } finally {
      this.#reading = false;
    }
  }

  async #answerMoved(): Promise<void> {
    const groups = new Map<string, Waiter[]>();
    for (const waiter of this.#waiters) {
      const key = `${waiter.districtId}:${waiter.kind}`;
      const list = groups.get(key) ?? [];
      list.push(waiter);
      groups.set(key, list);
    }
    for (const waiters of groups.values()) {
      const { districtId, kind } = waiters[0]!;
      const versions = await readVersions(this.db, districtId, kind, [...new Set(waiters.map((w) => w.id))]);
      for (const waiter of waiters) {
        const version = versions.get(waiter.id) ?? 0;
        if (version !== waiter.since) waiter.done(version);
      }
    }
  }
}

const watchers = new WeakMap<Db, LiveWatcher>();

/** The watcher of a database (one per server's database; tests run several). */
export function liveWatcher(db: Db): LiveWatcher {
  let watcher = watchers.get(db);
  if (!watcher) {
    watcher = new LiveWatcher(db);
    watchers.set(db, watcher);
  }
  return watcher;
}

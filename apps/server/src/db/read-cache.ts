/**
 * A small in-process cache of reads. An entry is used while no write touched the tables it depends on
 * (db/write-tracker.ts: this process's writes and those other servers on the same PostgreSQL announce) and for
 * at most `ttlMs`, which bounds what nobody announced. An entry read for one district (`districtId`) stays
 * through writes declared for another district, and one read for a place of it (`place`) through writes declared
 * for other places. Concurrent misses of one key share one load, and an entry
 * read in the second half of its life is loaded again in the background, so busy keys do not all expire at once.
 * A computation being traced (db/read-trace.ts) learns of each value it takes from here as one dependency.
 */
import { noteCachedRead, untraced } from './read-trace.js';
import { tablesVersion, writeSequence, type Place } from './write-counts.js';

/**
 * Whether `scope` is an open transaction: what it reads may include its own writes, which move the counts only
 * once it commits (db/write-tracker.ts), so nothing it reads is kept.
 */
const isTransaction = (scope: object) => (scope as { isTransaction?: unknown }).isTransaction === true;

interface Entry<V> {
  value: V;
  version: number;
  at: number;
  /** What the value was read for (db/write-counts.ts): one district's rows, and within it one place's. */
  districtId: number | undefined;
  place: Place | undefined;
}

/** How often values were answered from the cache and how often they were loaded. */
export interface ReadCacheStats {
  hits: number;
  loads: number;
}

/** What a value is read from: one district's rows (else any), and one place of it (else all of it). */
export interface ReadPlace {
  districtId?: number;
  place?: Place;
}

export interface ReadCacheOptions {
  /** The tables a value is read from. */
  tables: readonly string[];
  ttlMs: number;
  maxEntries: number;
}

export class ReadCache<V> {
  readonly #entries = new WeakMap<object, Map<string, Entry<V>>>();
  readonly #loading = new WeakMap<object, Map<string, { version: number; promise: Promise<V> }>>();
  readonly options: ReadCacheOptions;
  readonly stats: ReadCacheStats = { hits: 0, loads: 0 };
  #sequence = -1;
  readonly #versions = new Map<string, number>();

  constructor(options: ReadCacheOptions) {
    this.options = { ...options };
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** Changes how long values live; 0 stores nothing. */
  setTtl(ms: number) {
    this.options.ttlMs = ms;
  }

  /**
   * The version of the tables now, as read for `districtId` (any district when not given) and `place` in it;
   * take it before reading and pass it to `set`.
   */
  version(districtId?: number, place?: Place): number {
    const sequence = writeSequence();
    if (this.#sequence !== sequence) {
      this.#sequence = sequence;
      this.#versions.clear();
    }
    const memo = `${districtId} ${place}`;
    let version = this.#versions.get(memo);
    if (version === undefined) {
      version = tablesVersion(this.options.tables, districtId, place);
      this.#versions.set(memo, version);
    }
    return version;
  }

  /**
   * The value stored for `key` if still valid (noted in the computation being traced). `scope` separates databases
   * (the Kysely instance).
   */
  get(scope: object, key: string, now = Date.now()): V | undefined {
    return this.#validEntry(scope, key, now)?.value;
  }

  /** The entry stored for `key` if still valid, noted in the computation being traced; an invalid one is dropped. */
  #validEntry(scope: object, key: string, now: number) {
    const map = this.#entries.get(scope);
    const entry = map?.get(key);
    if (!entry) return undefined;
    if (
      entry.version !== this.version(entry.districtId, entry.place) ||
      now - entry.at >= this.options.ttlMs ||
      now < entry.at
    ) {
      map!.delete(key);
      return undefined;
    }
    noteCachedRead(this.options.tables, entry.districtId, entry.place, entry.version);
    return entry;
  }

  /**
   * Stores a value read from the tables at `version` (of `read.districtId`: a value read from that district's
   * rows only, and of `read.place` in it); ignored when they were written meanwhile or it was read in a transaction.
   */
  set(scope: object, key: string, value: V, version: number, now = Date.now(), read: ReadPlace = {}) {
    const { districtId, place } = read;
    if (this.options.ttlMs <= 0 || isTransaction(scope) || version !== this.version(districtId, place))
      return;
    let map = this.#entries.get(scope);
    if (!map) this.#entries.set(scope, (map = new Map()));
    map.delete(key);
    if (map.size >= this.options.maxEntries) map.delete(map.keys().next().value!);
    map.set(key, { value, version, at: now, districtId, place });
  }

  delete(scope: object, key: string) {
    this.#entries.get(scope)?.delete(key);
  }

  /**
   * The valid value of `key`, or the result of `load` (shared by concurrent callers and then stored).
   * `districtId` names the one district the value is read from, when it is, and `place` the one place in it.
   */
  async getOrLoad(
    scope: object,
    key: string,
    load: () => Promise<V>,
    options: ReadPlace & { now?: number } = {},
  ): Promise<V> {
    const { now = Date.now(), ...read } = options;
    // Nor is a load shared in a transaction: one begun before its own write would answer a read after it.
    if (!this.enabled || isTransaction(scope)) return load();
    const hit = this.#validEntry(scope, key, now);
    if (hit !== undefined) {
      this.stats.hits++;
      if ((now - hit.at) * 2 >= this.options.ttlMs)
        this.#load(scope, key, load, now, read).catch(() => undefined);
      return hit.value;
    }
    return this.#load(scope, key, load, now, read);
  }

  /** Loads and stores a value; one load per key and version at a time. */
  #load(scope: object, key: string, load: () => Promise<V>, now: number, read: ReadPlace): Promise<V> {
    const version = this.version(read.districtId, read.place);
    noteCachedRead(this.options.tables, read.districtId, read.place, version);
    let inFlight = this.#loading.get(scope);
    if (!inFlight) this.#loading.set(scope, (inFlight = new Map()));
    const running = inFlight.get(key);
    if (running && running.version === version) return running.promise;
    this.stats.loads++;
    const promise = untraced(load).then((value) => {
      this.set(scope, key, value, version, now, read);
      return value;
    });
    const entry = { version, promise };
    inFlight.set(key, entry);
    const done = () => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    };
    promise.then(done, done);
    return promise;
  }
}

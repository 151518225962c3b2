/**
 * A small in-process cache of reads. An entry is used while no write touched the tables it depends on
 * (db/write-tracker.ts: this process's writes and those other servers on the same PostgreSQL announce) and for
 * at most `ttlMs`, which bounds what nobody announced. An entry read for one district (`districtId`) stays
 * through writes declared for another district. Concurrent misses of one key share one load, and an entry
 * read in the second half of its life is loaded again in the background, so busy keys do not all expire at once.
 */
import { tablesVersion, writeSequence } from './write-tracker.js';

interface Entry<V> {
  value: V;
  version: number;
  at: number;
  districtId: number | undefined;
}

/** How often values were answered from the cache and how often they were loaded. */
export interface ReadCacheStats {
  hits: number;
  loads: number;
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
  readonly #versions = new Map<number | undefined, number>();

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
   * The version of the tables now, as read for `districtId` (any district when not given); take it before
   * reading and pass it to `set`.
   */
  version(districtId?: number): number {
    const sequence = writeSequence();
    if (this.#sequence !== sequence) {
      this.#sequence = sequence;
      this.#versions.clear();
    }
    let version = this.#versions.get(districtId);
    if (version === undefined) {
      version = tablesVersion(this.options.tables, districtId);
      this.#versions.set(districtId, version);
    }
    return version;
  }

  /** The value stored for `key` if still valid. `scope` separates databases (the Kysely instance). */
  get(scope: object, key: string, now = Date.now()): V | undefined {
    const map = this.#entries.get(scope);
    const entry = map?.get(key);
    if (!entry) return undefined;
    if (
      entry.version !== this.version(entry.districtId) ||
      now - entry.at >= this.options.ttlMs ||
      now < entry.at
    ) {
      map!.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Stores a value read from the tables at `version` (of `districtId`: a value read from that district's rows
   * only); ignored when they were written meanwhile.
   */
  set(scope: object, key: string, value: V, version: number, now = Date.now(), districtId?: number) {
    if (this.options.ttlMs <= 0 || version !== this.version(districtId)) return;
    let map = this.#entries.get(scope);
    if (!map) this.#entries.set(scope, (map = new Map()));
    map.delete(key);
    if (map.size >= this.options.maxEntries) map.delete(map.keys().next().value!);
    map.set(key, { value, version, at: now, districtId });
  }

  delete(scope: object, key: string) {
    this.#entries.get(scope)?.delete(key);
  }

  /**
   * The valid value of `key`, or the result of `load` (shared by concurrent callers and then stored).
   * `districtId` names the one district the value is read from, when it is.
   */
  async getOrLoad(
    scope: object,
    key: string,
    load: () => Promise<V>,
    options: { districtId?: number; now?: number } = {},
  ): Promise<V> {
    const { districtId, now = Date.now() } = options;
    if (!this.enabled) return load();
    const hit = this.get(scope, key, now);
    if (hit !== undefined) {
      this.stats.hits++;
      const age = now - this.#entries.get(scope)!.get(key)!.at;
      if (age * 2 >= this.options.ttlMs) this.#load(scope, key, load, now, districtId).catch(() => undefined);
      return hit;
    }
    return this.#load(scope, key, load, now, districtId);
  }

  /** Loads and stores a value; one load per key and version at a time. */
  #load(
    scope: object,
    key: string,
    load: () => Promise<V>,
    now: number,
    districtId: number | undefined,
  ): Promise<V> {
    const version = this.version(districtId);
    let inFlight = this.#loading.get(scope);
    if (!inFlight) this.#loading.set(scope, (inFlight = new Map()));
    const running = inFlight.get(key);
    if (running && running.version === version) return running.promise;
    this.stats.loads++;
    const promise = load().then((value) => {
      this.set(scope, key, value, version, now, districtId);
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

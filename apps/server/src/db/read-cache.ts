/**
 * A small in-process cache of reads. An entry is used while no write of this process touched the tables it
 * depends on (db/write-tracker.ts) and for at most `ttlMs`, which bounds what this process cannot see
 * (another process writing to a shared PostgreSQL). Concurrent misses of one key share one load, and an entry
 * read in the second half of its life is loaded again in the background, so busy keys do not all expire at once.
 */
import { tablesVersion, writeSequence } from './write-tracker.js';

interface Entry<V> {
  value: V;
  version: number;
  at: number;
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
  #version = { sequence: -1, value: 0 };

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

  /** The version of the tables now; take it before reading and pass it to `set`. */
  version(): number {
    const sequence = writeSequence();
    if (this.#version.sequence !== sequence)
      this.#version = { sequence, value: tablesVersion(this.options.tables) };
    return this.#version.value;
  }

  /** The value stored for `key` if still valid. `scope` separates databases (the Kysely instance). */
  get(scope: object, key: string, now = Date.now()): V | undefined {
    const map = this.#entries.get(scope);
    const entry = map?.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.version() || now - entry.at >= this.options.ttlMs || now < entry.at) {
      map!.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a value read from the tables at `version`; ignored when they were written meanwhile. */
  set(scope: object, key: string, value: V, version: number, now = Date.now()) {
    if (this.options.ttlMs <= 0 || version !== this.version()) return;
    let map = this.#entries.get(scope);
    if (!map) this.#entries.set(scope, (map = new Map()));
    map.delete(key);
    if (map.size >= this.options.maxEntries) map.delete(map.keys().next().value!);
    map.set(key, { value, version, at: now });
  }

  delete(scope: object, key: string) {
    this.#entries.get(scope)?.delete(key);
  }

  /** The valid value of `key`, or the result of `load` (shared by concurrent callers and then stored). */
  async getOrLoad(scope: object, key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    if (!this.enabled) return load();
    const hit = this.get(scope, key, now);
    if (hit !== undefined) {
      const age = now - this.#entries.get(scope)!.get(key)!.at;
      if (age * 2 >= this.options.ttlMs) this.#load(scope, key, load, now).catch(() => undefined);
      return hit;
    }
    return this.#load(scope, key, load, now);
  }

  /** Loads and stores a value; one load per key and version at a time. */
  #load(scope: object, key: string, load: () => Promise<V>, now: number): Promise<V> {
    const version = this.version();
    let inFlight = this.#loading.get(scope);
    if (!inFlight) this.#loading.set(scope, (inFlight = new Map()));
    const running = inFlight.get(key);
    if (running && running.version === version) return running.promise;
    const promise = load().then((value) => {
      this.set(scope, key, value, version, now);
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

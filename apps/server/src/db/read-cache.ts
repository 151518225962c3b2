/**
 * A small in-process cache of reads. An entry is used while no write of this process touched the tables it
 * depends on (db/write-tracker.ts) and for at most `ttlMs`, which bounds what this process cannot see
 * (another process writing to a shared PostgreSQL). Concurrent misses of one key share one load.
 */
import { tablesVersion } from './write-tracker.js';

interface Entry<V> {
  value: V;
  version: string;
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
  readonly #loading = new WeakMap<object, Map<string, { version: string; promise: Promise<V> }>>();

  constructor(readonly options: ReadCacheOptions) {}

  /** The version of the tables now; take it before reading and pass it to `set`. */
  version(): string {
    return tablesVersion(this.options.tables);
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
  set(scope: object, key: string, value: V, version: string, now = Date.now()) {
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
    const hit = this.get(scope, key, now);
    if (hit !== undefined) return hit;
    const version = this.version();
    let inFlight = this.#loading.get(scope);
    if (!inFlight) this.#loading.set(scope, (inFlight = new Map()));
    const running = inFlight.get(key);
    if (running && running.version === version) return running.promise;
    const promise = load();
    inFlight.set(key, { version, promise });
    try {
      const value = await promise;
      this.set(scope, key, value, version, now);
      return value;
    } finally {
      if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
    }
  }
}

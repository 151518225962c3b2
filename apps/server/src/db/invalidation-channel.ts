/**
 * Cache invalidation between server processes sharing one PostgreSQL: each committed write this process makes
 * (db/write-tracker.ts: its tables and its declared district) is published with NOTIFY once it has committed,
 * and the writes other processes publish are applied here as if made locally, so their caches drop the same
 * entries at once. One dedicated connection LISTENs; when it is lost it is opened again (backing off up to
 * 10 s) and, since notifications may have been missed meanwhile, every cached read is dropped on each
 * (re)connect; while it is down, the caches' time to live is the only bound.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './database.js';
import { noteWrite, writeTrackerOf, type TableWrite } from './write-tracker.js';

export const INVALIDATION_CHANNEL = 'dash_cache_invalidation';
/** PostgreSQL refuses payloads of 8,000 bytes and more. */
const MAX_PAYLOAD = 7_000;
/** Tells this process's own notifications apart. */
const ORIGIN = randomUUID();

interface Payload {
  o: string;
  w: [readonly string[] | null, number | null][];
}

/** Splits writes into NOTIFY payloads under the size limit. */
export function payloadsOf(origin: string, writes: readonly TableWrite[]): string[] {
  const payloads: string[] = [];
  let batch: Payload['w'] = [];
  const flush = () => {
    if (batch.length > 0) payloads.push(JSON.stringify({ o: origin, w: batch } satisfies Payload));
    batch = [];
  };
  for (const write of writes) {
    const entry: Payload['w'][number] = [write.tables, write.districtId];
    if (JSON.stringify({ o: origin, w: [...batch, entry] }).length > MAX_PAYLOAD) flush();
    // A single write too large to name its tables says "anything" instead.
    batch.push(JSON.stringify(entry).length > MAX_PAYLOAD - 100 ? [null, null] : entry);
  }
  flush();
  return payloads;
}

/** The writes of another process in a payload; nothing for this process's own or an unreadable one. */
export function writesOf(payload: string, origin: string = ORIGIN): TableWrite[] {
  try {
    const parsed = JSON.parse(payload) as Payload;
    if (parsed.o === origin || !Array.isArray(parsed.w)) return [];
    return parsed.w.map(([tables, districtId]) => ({
      tables: Array.isArray(tables) ? tables.map(String) : null,
      districtId: typeof districtId === 'number' ? districtId : null,
    }));
  } catch {
    return [{ tables: null, districtId: null }];
  }
}

export interface InvalidationChannel {
  /** Whether the listening connection is up. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * Publishes the committed writes made through `db` and applies those of other processes. Writes committed in
 * the same turn of the event loop share one NOTIFY; a write's promise settles once its NOTIFY was sent.
 */
export function startInvalidationChannel(
  db: Db,
  databaseUrl: string,
  warn: (message: string) => void = console.warn,
): InvalidationChannel {
  let pending: TableWrite[] = [];
  let flushing: Promise<void> | null = null;
  const flush = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const writes = pending;
    pending = [];
    flushing = null;
    for (const payload of payloadsOf(ORIGIN, writes))
      await sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`
        .execute(db)
        .catch((error: Error) => warn(`Could not publish a cache invalidation: ${error.message}`));
  };
  const tracker = writeTrackerOf(db);
  tracker?.announceWrites((write) => {
    pending.push(write);
    return (flushing ??= flush());
  });

  let client: pg.Client | null = null;
  let up = false;
  let closed = false;
  let delay = 500;
  let timer: NodeJS.Timeout | undefined;
  const drop = (c: pg.Client | null) => {
    c?.removeAllListeners();
    c?.on('error', () => undefined);
    return c?.end().catch(() => undefined);
  };
  const reconnect = () => {
    up = false;
    void drop(client);
    client = null;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 10_000);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('error', (error) => {
      warn(`Cache invalidation connection lost: ${error.message}`);
      reconnect();
    });
    c.on('end', () => {
      if (client === c) reconnect();
    });
    c.on('notification', (message) => {
      if (message.channel !== INVALIDATION_CHANNEL || !message.payload) return;
      for (const write of writesOf(message.payload)) noteWrite(write);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      if (closed || client !== c) return;
      up = true;
      delay = 500;
      // Whatever others wrote while nobody listened is unknown: drop every cached read.
      noteWrite({ tables: null, districtId: null });
    } catch (error) {
      if (client !== c) return;
      warn(`Cache invalidation channel not listening: ${(error as Error).message}`);
      reconnect();
    }
  };
  void connect();

  return {
    listening: () => up,
    async close() {
      closed = true;
      clearTimeout(timer);
      tracker?.announceWrites(null);
      await flushing;
      const c = client;
      client = null;
      up = false;
      await drop(c);
    },
  };
}

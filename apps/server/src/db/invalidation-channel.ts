/**
 * Cache invalidation between server processes sharing one PostgreSQL: each committed write this process makes
 * (db/write-counts.ts: its tables, its declared district and places) is published with NOTIFY once it has committed,
 * and the writes other processes publish are applied here as if made locally, so their caches drop the same
 * entries at once. One dedicated connection LISTENs; when it is lost it is opened again (backing off up to
 * 10 s) and, since notifications may have been missed meanwhile, every cached read is dropped on each
 * (re)connect; while it is down, the caches' time to live is the only bound.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './database.js';
import { noteWrite, type Place, type TableWrite } from './write-counts.js';
import { writeTrackerOf } from './write-tracker.js';
import { nextTurn } from './next-turn.js';

export const INVALIDATION_CHANNEL = 'dash_cache_invalidation';
/** PostgreSQL refuses payloads of 8,000 bytes and more. */
const MAX_PAYLOAD = 7_000;
/** Tells this process's own notifications apart. */
const ORIGIN = randomUUID();

interface Payload {
  o: string;
  /** Each write: its tables, its district and, when declared, its places. */
  w: ([readonly string[] | null, number | null] | [readonly string[] | null, number, readonly Place[]])[];
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
    let entry: Payload['w'][number] =
      write.places && write.districtId !== null
        ? [write.tables, write.districtId, write.places]
        : [write.tables, write.districtId];
    // A write with too many places to name says "anywhere in its district"; one too large to name its tables
    // says "anything".
    if (JSON.stringify(entry).length > MAX_PAYLOAD - 100) entry = [write.tables, write.districtId];
    if (JSON.stringify(entry).length > MAX_PAYLOAD - 100) entry = [null, null];
    if (JSON.stringify({ o: origin, w: [...batch, entry] }).length > MAX_PAYLOAD) flush();
    batch.push(entry);
  }
  flush();
  return payloads;
}

/** A place as sent; one that cannot be read makes the whole payload unreadable (applied as "anything"). */
function asPlace(value: unknown): Place {
  if (typeof value === 'string' && /^(?:student|classroom|school):\d+$/.test(value)) return value as Place;
  throw new Error('unreadable place');
}

/** The writes of another process in a payload: none for this process's own, "anything" for an unreadable one. */
export function writesOf(payload: string, origin: string = ORIGIN): TableWrite[] {
  try {
    const parsed = JSON.parse(payload) as Payload;
    if (parsed.o === origin || !Array.isArray(parsed.w)) return [];
    return parsed.w.map(([tables, districtId, places]) => ({
      tables: Array.isArray(tables) ? tables.map(String) : null,
      districtId: typeof districtId === 'number' ? districtId : null,
      ...(typeof districtId === 'number' && Array.isArray(places) ? { places: places.map(asPlace) } : {}),
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
    await nextTurn();
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

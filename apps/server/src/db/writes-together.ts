/**
 * Writes sent together. Inside `writesTogether`, a DuckDB transaction's plain writes (INSERT, UPDATE and DELETE
 * without RETURNING) are held, their values written into the text as literals, and sent as one script: before the
 * next statement that reads, and when `work` ends. Each statement sent alone is one trip from the event loop to a
 * database thread and back, and while a hundred readers keep the event loop busy each trip waits its turn: under
 * `npm run bench:live -- l` a one-student batch's writes took 281 ms at the median one by one, 40 ms idle
 * (ARCHITECTURE "Writes sent together").
 *
 * The writes run in the order they were made, in the same transaction; a read sees every write made before it. A
 * held write answers at once with no rows and no count, so only writes whose answer is not read belong here, and a
 * failing write fails the script when it is sent (at the latest when `work` ends), which rolls back the
 * transaction as before. PostgreSQL runs `work` as it is.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery, RootOperationNode } from 'kysely';
import type { DbOrTrx } from './database.js';

/** A connection that runs a script (DuckDB's). */
interface ScriptRunner {
  run(script: string): Promise<unknown>;
}

/** The writes held for one connection. */
export interface HeldWrites {
  texts: string[];
  /** The connection that holds them (the first to hold one), which sends them. */
  owner: ScriptRunner | null;
}

const held = new AsyncLocalStorage<HeldWrites>();

/**
 * Runs `work` with the transaction's plain writes sent together, as one script, where they can be. Only DuckDB's
 * connections hold writes (db/duckdb-dialect.ts).
 */
export async function writesTogether<T>(trx: DbOrTrx, work: () => Promise<T>): Promise<T> {
  if (!trx.isTransaction) return work();
  const writes: HeldWrites = { texts: [], owner: null };
  const result = await held.run(writes, work);
  await sendHeld(writes);
  return result;
}

/** The writes held where a statement on `connection` runs, if that connection may hold them. */
export function heldWritesFor(connection: ScriptRunner): HeldWrites | undefined {
  const writes = held.getStore();
  return writes && (writes.owner === null || writes.owner === connection) ? writes : undefined;
}

/** Sends the held writes as one script, in the order they were made. */
export async function sendHeld(writes: HeldWrites): Promise<void> {
  if (writes.texts.length === 0 || !writes.owner) return;
  const script = writes.texts.join(';\n');
  writes.texts = [];
  await writes.owner.run(script);
}

const WRITE_NODES = new Set<RootOperationNode['kind']>([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
]);
const RAW_WRITE = /^\s*(insert|update|delete)\b/i;
const RETURNING = /\breturning\b/i;

/** Whether a statement only writes: an INSERT, UPDATE or DELETE that returns nothing. */
export function isPlainWrite(compiled: CompiledQuery): boolean {
  const node = compiled.query;
  if (node.kind === 'RawNode') return RAW_WRITE.test(compiled.sql) && !RETURNING.test(compiled.sql);
  return WRITE_NODES.has(node.kind) && !('returning' in node && node.returning);
}

/** A value as a SQL literal, or undefined when it has no plain literal (it is then sent as a parameter). */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return String(value);
    return Number.isFinite(value) ? `CAST('${value}' AS DOUBLE)` : undefined;
  }
  // Standard SQL strings: a quote is doubled, nothing else is an escape (DuckDB reads no backslash escapes in '').
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/**
 * Values written into a text beyond this many characters send the write alone, with its values as parameters: DuckDB
 * reads a long string literal at about 10 ms a megabyte against 1 ms as a parameter, and a preset build's bulk
 * writes of 20,000 records (megabytes of JSON each) made preset m's build take 133 s instead of 84. A live batch of
 * 93 students holds about 280 kB of values in all.
 */
export const HELD_VALUES_MAX = 256 * 1024;

/** A comment, whose quotes the scan below would misread. */
const COMMENT = /--|\/\*/;

/** A plain write with its parameters written in as literals (`inlinedText`), or null. */
export function inlinedWrite(compiled: CompiledQuery): string | null {
  return isPlainWrite(compiled) ? inlinedText(compiled) : null;
}

/**
 * A statement with its parameters written in as literals, or null when it holds a comment, a value has no literal,
 * or its values are too long to be worth it (HELD_VALUES_MAX). `$n` is replaced only outside quoted strings and
 * identifiers.
 */
export function inlinedText(compiled: CompiledQuery): string | null {
  if (COMMENT.test(compiled.sql)) return null;
  // A bulk write's megabytes of JSON are not copied into quoted literals only to be sent as parameters after all.
  const textLength = compiled.parameters.reduce<number>(
    (length, value) => length + (typeof value === 'string' ? value.length : 0),
    0,
  );
  if (textLength > HELD_VALUES_MAX) return null;
  const literals = compiled.parameters.map(literalOf);
  if (literals.includes(undefined)) return null;
  if (literals.reduce((length, literal) => length + literal!.length, 0) > HELD_VALUES_MAX) return null;
  const { sql } = compiled;
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '$' && /[0-9]/.test(sql[i + 1] ?? '')) {
      let end = i + 1;
      while (/[0-9]/.test(sql[end] ?? '')) end++;
      const literal = literals[Number(sql.slice(i + 1, end)) - 1];
      if (literal === undefined) return null;
      out += literal;
      i = end - 1;
      continue;
    }
    out += char;
  }
  return out;
}

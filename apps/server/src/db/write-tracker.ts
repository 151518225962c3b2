/**
 * Write tracking for the in-process caches (session actors, report aggregates): a Kysely plugin that counts
 * the writes of this process per table. A cache entry records the counts of the tables it read, taken before
 * reading, and is used only while none of them moved. Counts move when a write statement is built and again
 * when it has run; `withTransaction` moves them once more after its commit, so a read that overlapped an open
 * transaction is not kept. Anything not recognisably a read (DDL, SET, an unknown raw statement) moves every
 * count. Writes this process cannot see (other processes on a shared PostgreSQL, manual SQL) are bounded by
 * each cache's time to live.
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

const counts = new Map<string, number>();
/** Moves on writes to unknown tables; part of every version. */
let everything = 0;
/** Moves on every write. */
let sequence = 0;

function bump(tables: ReadonlySet<string> | null) {
  sequence++;
  if (tables === null) {
    everything++;
    return;
  }
  for (const table of tables) counts.set(table, (counts.get(table) ?? 0) + 1);
}

/**
 * The version of some tables: the sum of their write counts, which only grow, so equal versions mean no write
 * of this process touched them in between.
 */
export function tablesVersion(tables: readonly string[]): number {
  let version = everything;
  for (const table of tables) version += counts.get(table) ?? 0;
  return version;
}

/** Moves on every write of this process (a cheap check before recomputing a version). */
export const writeSequence = () => sequence;

type Node = OperationNode & Record<string, unknown>;

function tableName(node: unknown): string | null {
  const n = node as Node | undefined;
  if (!n) return null;
  if (n.kind === 'AliasNode') return tableName(n.node);
  if (n.kind === 'TableNode') return tableName(n.table);
  if (n.kind === 'SchemableIdentifierNode') return tableName(n.identifier);
  if (n.kind === 'IdentifierNode') return String(n.name).toLowerCase();
  return null;
}

/** The text of a raw statement with table and identifier parameters spelled out, values as `?`. */
function rawText(node: Node): string {
  const fragments = node.sqlFragments as readonly string[];
  const parameters = node.parameters as readonly Node[];
  let text = fragments[0] ?? '';
  for (let i = 0; i < parameters.length; i++) {
    const p = parameters[i]!;
    text += (p.kind === 'RawNode' ? rawText(p) : (tableName(p) ?? '?')) + (fragments[i + 1] ?? '');
  }
  return text;
}

const RAW_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/i;
const RAW_READ = /^\s*(?:select|explain|describe|show)\b/i;

/** The tables written by the common table expressions of a statement (`with x as (delete …) select …`). */
function writtenByWith(n: Node): ReadonlySet<string> | null {
  const ctes = ((n.with as Node | undefined)?.expressions as readonly Node[] | undefined) ?? [];
  const tables = new Set<string>();
  for (const cte of ctes) {
    const inner = writtenTables(cte.expression as unknown as RootOperationNode);
    if (inner === null) return null;
    for (const t of inner) tables.add(t);
  }
  return tables;
}

function union(a: ReadonlySet<string> | null, b: ReadonlySet<string> | null): ReadonlySet<string> | null {
  return a === null || b === null ? null : new Set([...a, ...b]);
}

/** The tables a statement writes: empty for a read, null when it may write anything. */
export function writtenTables(node: RootOperationNode): ReadonlySet<string> | null {
  const n = node as unknown as Node;
  switch (n.kind) {
    case 'SelectQueryNode':
      return writtenByWith(n);
    case 'InsertQueryNode':
    case 'MergeQueryNode': {
      const name = tableName(n.into);
      return union(name ? new Set([name]) : null, writtenByWith(n));
    }
    case 'UpdateQueryNode': {
      const name = tableName(n.table);
      return union(name ? new Set([name]) : null, writtenByWith(n));
    }
    case 'DeleteQueryNode': {
      const froms = ((n.from as Node | undefined)?.froms as readonly Node[] | undefined) ?? [];
      const names = froms.map(tableName);
      return union(
        names.length > 0 && names.every((x) => x !== null) ? new Set(names as string[]) : null,
        writtenByWith(n),
      );
    }
    case 'RawNode': {
      const text = rawText(n);
      const write = RAW_WRITE.exec(text);
      if (write) return new Set([write[1]!.toLowerCase()]);
      if (RAW_READ.test(text)) return new Set();
      if (/^\s*with\b/i.test(text) && !/\b(?:insert|update|delete|merge)\b/i.test(text)) return new Set();
      return null;
    }
    default:
      return null;
  }
}

/** Counts the writes of every statement run through the Kysely instance it is installed on. */
export class WriteTrackerPlugin implements KyselyPlugin {
  readonly #pending = new WeakMap<object, ReadonlySet<string> | null>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables === null || tables.size > 0) {
      bump(tables);
      this.#pending.set(args.queryId, tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.has(args.queryId)) {
      bump(this.#pending.get(args.queryId)!);
      this.#pending.delete(args.queryId);
    }
    return args.result;
  }
}

/** Notes what one transaction writes, so the counts move once more after its commit (`moveAfterCommit`). */
export class TransactionWritesPlugin implements KyselyPlugin {
  #tables: Set<string> | null = new Set();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables === null) this.#tables = null;
    else if (this.#tables) for (const t of tables) this.#tables.add(t);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  moveAfterCommit() {
    if (this.#tables === null || this.#tables.size > 0) bump(this.#tables);
  }
}

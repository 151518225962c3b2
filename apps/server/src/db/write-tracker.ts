/**
 * Write tracking for the in-process caches (session actors, report aggregates): a Kysely plugin that counts
 * the writes of this process (db/write-counts.ts holds the rule: per table, per declared district and place).
 * A cache entry records the counts of the tables it read, taken before reading, and is used only while none of
 * them moved.
 *
 * Counts move when a write statement has run on its own, and for the statements of `withTransaction` once it has
 * committed (or rolled back): until then no other connection sees what they wrote, and a read that overlapped the
 * commit took its version before and is not kept. Committed writes are announced (`announceWrites`) so that
 * other server processes on the same PostgreSQL apply them too (db/invalidation-channel.ts); what they apply is
 * `noteWrite`. Writes nobody announces (manual SQL) are bounded by each cache's time to live.
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
import { noteStatement } from './read-trace.js';
import { noteWrite, type Place, type TableWrite } from './write-counts.js';

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

/**
 * Whether an update sets every column to its own value (`set c = c`, from `eb.ref`): a row lock that changes
 * nothing ("update the parent row first", as ingest locks its district), so no cached read is dropped for it.
 */
function setsEachColumnToItself(n: Node): boolean {
  if ((n.from as Node | undefined) !== undefined || (n.joins as unknown[] | undefined)?.length) return false;
  const updates = (n.updates as readonly Node[] | undefined) ?? [];
  const columnOf = (node: Node | undefined) =>
    node?.kind === 'ColumnNode' ? String(((node.column as Node).name as string) ?? '') : null;
  return (
    updates.length > 0 &&
    updates.every((update) => {
      const value = update.value as Node;
      const column = columnOf(update.column as Node);
      return (
        value.kind === 'ReferenceNode' &&
        value.table === undefined &&
        column !== null &&
        columnOf(value.column as Node) === column
      );
    })
  );
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
      const changes = name !== null && !setsEachColumnToItself(n) ? new Set([name]) : new Set<string>();
      return union(name ? changes : null, writtenByWith(n));
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

/** Called with every committed write of a database; the promise settles when others may know of it. */
export type Announce = (write: TableWrite) => Promise<void>;

/** What a transaction writes, as its writer declares it (`withTransaction` in db/database.ts). */
export interface WriteScope {
  /** The one district whose rows the transaction writes: caches of other districts keep their reads. */
  districtId?: number;
  /**
   * With `districtId`: every place of the district whose rows the transaction may change (db/write-counts.ts);
   * reads confined to another place keep their entries.
   */
  places?: readonly Place[];
}

/** Statements run inside `withTransaction`, with the scope it declared: announced after the commit. */
const inTransaction = new WeakMap<object, WriteScope>();

const UNDECLARED: WriteScope = {};

const toWrite = (tables: ReadonlySet<string> | null, scope: WriteScope): TableWrite => ({
  tables: tables === null ? null : [...tables],
  districtId: scope.districtId ?? null,
  ...(scope.districtId !== undefined && scope.places !== undefined ? { places: scope.places } : {}),
});

/**
 * Counts the writes of every statement run through the Kysely instance it is installed on, and announces those
 * that commit on their own (outside `withTransaction`). Tells a computation being traced of each statement it ran
 * (db/read-trace.ts).
 */
export class WriteTrackerPlugin implements KyselyPlugin {
  readonly #pending = new WeakMap<object, ReadonlySet<string> | null>();
  #announce: Announce | null = null;

  /** Sets who hears of committed writes (one announcer per database; null: nobody). */
  announceWrites(announce: Announce | null) {
    this.#announce = announce;
  }

  /** Tells the announcer of a committed write. */
  announced(write: TableWrite): Promise<void> {
    return this.#announce ? this.#announce(write) : Promise.resolve();
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables === null || tables.size > 0) this.#pending.set(args.queryId, tables);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    noteStatement();
    if (!this.#pending.has(args.queryId)) return args.result;
    const tables = this.#pending.get(args.queryId)!;
    this.#pending.delete(args.queryId);
    // A statement of `withTransaction` moves the counts once it commits (TransactionWritesPlugin.afterCommit).
    if (inTransaction.has(args.queryId)) return args.result;
    const write = toWrite(tables, UNDECLARED);
    noteWrite(write);
    await this.announced(write);
    return args.result;
  }
}

/** The write tracker installed on a Kysely instance. */
export function writeTrackerOf(db: { getExecutor(): { plugins: readonly KyselyPlugin[] } }) {
  return db.getExecutor().plugins.find((p): p is WriteTrackerPlugin => p instanceof WriteTrackerPlugin);
}

/**
 * Notes what one transaction writes, declared for one district or none, so the counts move once more after its
 * commit (`afterCommit`, which also announces it) or its rollback (`afterRollback`).
 */
export class TransactionWritesPlugin implements KyselyPlugin {
  #tables: Set<string> | null = new Set();

  constructor(
    readonly scope: WriteScope,
    readonly tracker: WriteTrackerPlugin | undefined,
  ) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables === null) this.#tables = null;
    else if (this.#tables) for (const t of tables) this.#tables.add(t);
    if (tables === null || tables.size > 0) inTransaction.set(args.queryId, this.scope);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  #write(): TableWrite | null {
    if (this.#tables !== null && this.#tables.size === 0) return null;
    return toWrite(this.#tables, this.scope);
  }

  afterRollback() {
    const write = this.#write();
    if (write) noteWrite(write);
  }

  async afterCommit(): Promise<void> {
    const write = this.#write();
    if (!write) return;
    noteWrite(write);
    await this.tracker?.announced(write);
  }
}

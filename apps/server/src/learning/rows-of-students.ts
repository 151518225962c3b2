/**
 * Reading the rows of some students in a derived table keyed by district and student first, by whichever form the
 * engine answers fastest for how many students there are.
 */
import {
  sql,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { Database, DbOrTrx } from '../db/database.js';
import { engineOf } from '../db/duckdb-dialect.js';
import { readTogether } from '../db/reads-together.js';
import { inChunks } from './id-chunks.js';

type AnySelect = SelectQueryBuilder<any, any, any>;

/** The derived tables keyed by district and student first. */
export type StudentTable =
  | 'student_learning'
  | 'student_lesson'
  | 'student_lesson_placed'
  | 'student_standard'
  | 'student_standard_start'
  | 'student_lesson_group'
  | 'student_day';

/**
 * Up to this many students are read by key, one lookup each in one statement (a UNION ALL): DuckDB skips the row
 * groups whose range of students misses an equal key, and tests every row of the table against an IN list (10
 * students' lessons: 8 ms instead of 19).
 */
const BY_KEY_MAX = 32;
/**
 * Students whose rows are narrowed to a few keys each (`Narrow.keys`) are read by key up to this many: at
 * preset l, 94 students' lessons of their own slots (~600 rows) took 105 ms by key, 230 ms as an IN list of all
 * their rows (43,000); 300 students' 500 ms by key, 700 ms as a list.
 */
const BY_KEY_NARROWED_MAX = 128;
/**
 * On DuckDB, more students than this (up to SCAN_MAX) are read in one scan that tests each row's student against a
 * list (`list_contains`), except in `student_lesson_placed`. A placement writes a student's ~490 placed rows
 * together, so the zone maps find one student's rows there; in the other tables a student's rows are written as they
 * play, spread through the table, and each lookup by key scans the whole `student_id` column. At preset l, 93
 * students: played lessons narrowed to a few slots each 29–46 ms in one scan against 176–226 ms by key; placed
 * lessons 57–88 ms in one scan against 16–24 by key (ARCHITECTURE "Many students' rows in one scan" has the rest).
 * At 4 students the two forms cost the same.
 */
const SCAN_FROM = 8;
/** A scan tests each row against the whole list, so longer lists are read as before (an IN list). */
const SCAN_MAX = BY_KEY_NARROWED_MAX;
/** A student and a key travel as one number in a scan's list of pairs: student × KEY_SPAN + key. */
const KEY_SPAN = 1_000_000;

/** A narrowing of a derived table's rows (where clauses on the select). */
export interface Narrow {
  /** For every read: a clause on all of the students' rows. */
  all?: (query: AnySelect) => AnySelect;
  /**
   * Only each student's rows of some keys in `column` (`of` the student), and with `orStruggling` every struggling
   * one. A read of many students (an IN list) skips it and reads all of their rows, which is a superset.
   */
  keys?: KeysNarrow;
}

/** Each student's rows of some keys only (`Narrow.keys`). */
interface KeysNarrow {
  column: 'lesson_slot_id' | 'standard_id';
  of: (studentId: number) => readonly number[];
  orStruggling: boolean;
}

/** The columns after district and student in a derived table's key; reads narrow by the first two. */
export type KeyColumn = 'lesson_slot_id' | 'standard_id' | 'lesson_group_id' | 'local_date';

/** A row's key after its district: its student and its value of the table's KeyColumn. */
export type StudentKey = readonly [studentId: number, key: number | string];

/** A key column as a number below KEY_SPAN in SQL, and a key's value as that number: a date as days since 1970. */
const keyNumberSql = (column: KeyColumn) =>
  column === 'local_date' ? sql`(local_date - DATE '1970-01-01')` : sql.ref(column);
const keyNumber = (key: number | string) =>
  typeof key === 'number' ? key : Date.parse(`${key}T00:00:00Z`) / 86_400_000;

/** A list of integers as a DuckDB list literal; anything else is refused, so nothing but digits reaches the text. */
function listLiteral(values: readonly number[]): RawBuilder<unknown> {
  for (const value of values)
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer key: ${value}`);
  return sql.raw(`[${values.join(',')}]`);
}

/**
 * Whether a statement on this many students' rows is best one scan testing each row against them (`studentIn`,
 * `pairIn`): on DuckDB, for more than SCAN_FROM and up to SCAN_MAX students.
 */
export const scansForStudents = (db: DbOrTrx, studentCount: number) =>
  studentCount > SCAN_FROM && studentCount <= SCAN_MAX && engineOf(db) === 'duckdb';

/** DuckDB: the row's student is one of `studentIds`. */
export const studentIn = (studentIds: readonly number[]) =>
  sql<SqlBool>`list_contains(${listLiteral(studentIds)}, student_id)`;

/** DuckDB: the row's student and its `column` are one of the `pairs`. */
export function pairIn(column: KeyColumn, pairs: readonly StudentKey[]) {
  const numbers = pairs.map(([studentId, key]) => {
    const number = keyNumber(key);
    if (!(number >= 0 && number < KEY_SPAN)) throw new Error(`${column} ${key} is out of the pairs' range`);
    return studentId * KEY_SPAN + number;
  });
  return sql<SqlBool>`list_contains(${listLiteral(numbers)}, CAST(student_id AS BIGINT) * ${sql.lit(KEY_SPAN)} + ${keyNumberSql(column)})`;
}

/** The clause of `keys` on one student's rows (a read by key). */
function ownKeysClause({ column, of, orStruggling }: KeysNarrow, studentId: number) {
  return (query: AnySelect) =>
    query.where((eb) => {
      const own = of(studentId);
      return eb.or([
        ...(own.length > 0 ? [eb(column, 'in', own)] : []),
        ...(orStruggling ? [eb('struggling', '=', true)] : []),
      ]);
    });
}

/** The clause of `keys` on all of the listed students' rows, their keys as pairs (a read in one scan). */
function pairsClause({ column, of, orStruggling }: KeysNarrow, studentIds: readonly number[]) {
  return (query: AnySelect) =>
    query.where((eb) => {
      const pairs = studentIds.flatMap((id) => of(id).map((key) => [id, key] as const));
      return eb.or([
        ...(pairs.length > 0 ? [pairIn(column, pairs)] : []),
        ...(orStruggling ? [eb('struggling', '=', true)] : []),
      ]);
    });
}

/** The rows of some students in one derived table, optionally narrowed further. */
export async function rowsOfStudents<T extends StudentTable>(
  db: DbOrTrx,
  table: T,
  districtId: number,
  studentIds: readonly number[],
  narrow: Narrow = {},
): Promise<Selectable<Database[T]>[]> {
  if (studentIds.length === 0) return [];
  const select = selectOfStudents(db, table, districtId, studentIds, narrow);
  const rows = select
    ? await select.execute()
    : await inChunks(studentIds, (ids) =>
        (narrow.all ?? ((query) => query))(
          from(db, table, districtId).where('student_id', 'in', ids),
        ).execute(),
      );
  return rows as Selectable<Database[T]>[];
}

/** One read of `rowsOfStudentsTogether`: a table's rows of the students, narrowed as `rowsOfStudents` narrows. */
export interface StudentRowsRead {
  table: StudentTable;
  narrow?: Narrow;
}

type RowsOfReads<R extends readonly (StudentRowsRead | null)[]> = {
  [K in keyof R]: NonNullable<R[K]> extends { table: infer T extends StudentTable }
    ? Selectable<Database[T]>[]
    : never[];
};

/**
 * The same students' rows in several tables (`rowsOfStudents`; a null read reads nothing): sent together as one
 * statement when each is one select (db/reads-together.ts), else one by one.
 */
export async function rowsOfStudentsTogether<const R extends readonly (StudentRowsRead | null)[]>(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  reads: R,
): Promise<RowsOfReads<R>> {
  if (studentIds.length === 0) return reads.map(() => []) as RowsOfReads<R>;
  const wanted = reads.filter((read): read is StudentRowsRead => read !== null);
  const selects = wanted.map((read) =>
    selectOfStudents(db, read.table, districtId, studentIds, read.narrow ?? {}),
  );
  const rows = selects.every((select) => select !== null)
    ? await readTogether(
        db,
        selects.map((select) => select.compile()),
      )
    : await Promise.all(
        wanted.map((read) => rowsOfStudents(db, read.table, districtId, studentIds, read.narrow)),
      );
  let next = 0;
  return reads.map((read) => (read ? rows[next++]! : [])) as RowsOfReads<R>;
}

const from = (db: DbOrTrx, table: StudentTable, districtId: number) =>
  ((db as Kysely<Database>).selectFrom(table).selectAll() as AnySelect).where('district_id', '=', districtId);

/**
 * The one select of some students' rows in a derived table, or null when they are read in several (an IN list in
 * chunks, beyond BY_KEY_MAX students, or BY_KEY_NARROWED_MAX narrowed, where no scan is made).
 */
export function selectOfStudents(
  db: DbOrTrx,
  table: StudentTable,
  districtId: number,
  studentIds: readonly number[],
  { all = (query) => query, keys }: Narrow = {},
): AnySelect | null {
  const count = studentIds.length;
  if (table !== 'student_lesson_placed' && scansForStudents(db, count)) {
    const query = all(from(db, table, districtId).where(studentIn(studentIds)));
    return keys ? pairsClause(keys, studentIds)(query) : query;
  }
  if (count > (keys ? BY_KEY_NARROWED_MAX : BY_KEY_MAX)) return null;
  const [first, ...rest] = studentIds.map((id) => {
    const one = all(from(db, table, districtId).where('student_id', '=', id));
    return keys ? ownKeysClause(keys, id)(one) : one;
  });
  let query = first!;
  for (const next of rest) query = query.unionAll(next);
  return query;
}

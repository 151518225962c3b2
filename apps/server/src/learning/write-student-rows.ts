/**
 * Writing students' changed rows to a derived table: the rows of students new to it inserted, the others' written
 * over their stored rows of the same keys, and the rows a batch takes out deleted by key.
 */
import type { DbOrTrx, Engine } from '../db/database.js';
import { insertRows, upsertRows, type BulkTable } from './bulk-write.js';
import { inChunks } from './id-chunks.js';
import {
  pairIn,
  scansForStudents,
  studentIn,
  type KeyColumn,
  type StudentKey,
  type StudentTable,
} from './rows-of-students.js';

/** The tables whose rows are replaced whole per student (alerts, a replay's start rows) besides StudentTable. */
type StudentRowsTable = StudentTable | 'student_alerts';

/** Deletes every row of some students in a table. */
export async function deleteRowsOfStudents(
  db: DbOrTrx,
  table: StudentRowsTable,
  districtId: number,
  studentIds: readonly number[],
): Promise<void> {
  await inChunks(studentIds, async (chunk) => {
    await db
      .deleteFrom(table)
      .where('district_id', '=', districtId)
      .where('student_id', 'in', chunk)
      .execute();
    return [];
  });
}

/**
 * Deletes rows by key, one statement per thousand keys, their students' ids narrowing it before the keys are
 * matched: on DuckDB 40 keys of the placed table at preset l took 18–25 ms so, 41–56 ms as a statement per
 * student, 510–540 ms as an OR of keys. The keys of more students than a few are matched in one scan instead
 * (rows-of-students.ts). Two more narrowings let DuckDB skip row groups by their ranges (zone maps):
 * - the placed table's students as an IN list: a placement writes a student's rows together, so most row groups
 *   hold none of a batch's students (93 students' keys at l: 50–53 ms against 75–80 with the list alone);
 * - days between the keys' first and last date: rows are written as days pass, so a batch's days (today, mostly)
 *   lie in the last row groups (93 students' rows of one day: 1.2–1.3 ms against 18–21).
 */
export function deleteRowsByKey(
  db: DbOrTrx,
  table: StudentTable,
  column: KeyColumn,
  districtId: number,
  keys: readonly StudentKey[],
) {
  return inChunks(keys, async (chunk) => {
    const studentIds = [...new Set(chunk.map(([studentId]) => studentId))];
    const scan = scansForStudents(db, studentIds.length);
    let query = db.deleteFrom(table).where('district_id', '=', districtId);
    if (column === 'local_date') {
      const dates = chunk.map(([, date]) => String(date)).sort();
      query = query.where('local_date', '>=', dates[0]!).where('local_date', '<=', dates.at(-1)!);
    }
    await query
      .where((eb) =>
        scan
          ? eb.and([
              table === 'student_lesson_placed' ? eb('student_id', 'in', studentIds) : studentIn(studentIds),
              pairIn(column, chunk),
            ])
          : eb.and([
              eb('student_id', 'in', studentIds),
              eb(
                eb.refTuple('student_id', column as never),
                'in',
                chunk.map(([studentId, key]) => eb.tuple(studentId, key as never)),
              ),
            ]),
      )
      .execute();
    return [];
  });
}

/** What to write to one derived table. */
export interface StudentRows<Row> {
  /** Rows of students with no stored row in the table: inserted, a stored key failing the statement. */
  fresh: readonly Row[];
  /** Rows that may be stored already, written over them. */
  stored: readonly Row[];
  /** Keys of other rows to take out (a lesson row that moved to the other lesson table). */
  deleted?: readonly StudentKey[];
}

/**
 * Writes a derived table's rows. On PostgreSQL the stored ones are upserted. On DuckDB their keys are deleted with
 * `deleted` and every row inserted in one statement: at preset l, 300 rows of 93 students' standards took 89–129 ms
 * as an upsert (INSERT … ON CONFLICT DO UPDATE) and 42–61 ms so; one student's 4 rows 13–17 ms against 5–7. DuckDB
 * pays for each stored key an upsert meets, per row group (300 rows in one row group 7 ms, spread over the table
 * 110 ms), and an ingest batch's writes go as one script (db/writes-together.ts), so the deletes cost no trip.
 */
export async function writeStudentRows<Row extends { district_id: number; student_id: number }>(
  db: DbOrTrx,
  engine: Engine,
  table: BulkTable<Row>,
  districtId: number,
  { fresh, stored, deleted = [] }: StudentRows<Row>,
): Promise<void> {
  const name = table.name as StudentTable;
  const column = table.key[2] as KeyColumn | undefined;
  if (engine === 'postgres') {
    if (column && deleted.length > 0) await deleteRowsByKey(db, name, column, districtId, deleted);
    await insertRows(db, engine, table, fresh);
    await upsertRows(db, engine, table, stored);
    return;
  }
  if (column) {
    const keys = stored.map((row): StudentKey => [
      row.student_id,
      row[column as keyof Row] as number | string,
    ]);
    await deleteRowsByKey(db, name, column, districtId, [...deleted, ...keys]);
  } else {
    await deleteRowsOfStudents(db, name, districtId, [...new Set(stored.map((row) => row.student_id))]);
  }
  await insertRows(db, engine, table, [...fresh, ...stored]);
}

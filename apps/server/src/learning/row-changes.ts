/**
 * What a batch changes of its students' day rows and standards' start rows, the rows the per-school sums are made
 * of (school-sums-keep.ts): the rows as they were, taken before the fold changes them in place (a continuing
 * student's as loaded, a replayed student's as stored), against the rows `saveStudentStates` writes. Nothing is read
 * for a continuing student, the common case while a district plays.
 */
import type { DbOrTrx } from '../db/database.js';
import type { StudentDayTable } from './learning.table.js';
import { standardStartOf } from './student-rows.js';
import { findStoredRows, loadStudentStates } from './student-state.repository.js';
import type { StudentState } from './student-state.js';

/** The proficient day of a standard not yet proficient, so that the day pair is a key. */
export const NOT_YET_PROFICIENT = '9999-12-31';

/** The figures of a day row the sums add up. */
export interface DayUsage {
  session: number;
  extended: number;
  lessons: number;
  grown: number;
}

/** One student's changes: day rows written (with what they held before, if they existed), start rows as day pairs. */
export interface StudentRowChanges {
  studentId: number;
  days: { date: string; old: DayUsage | undefined; now: DayUsage }[];
  startsRemoved: string[];
  startsAdded: string[];
}

/** A student's rows before the fold: day usage by date, start day pairs by standard. */
export interface RowsBefore {
  days: Map<string, DayUsage>;
  starts: Map<number, string>;
  /** A replay: every stored start row is replaced by the fold's. */
  replaced: boolean;
}

const usageOf = (row: StudentDayTable): DayUsage => ({
  session: Number(row.session_ms),
  extended: Number(row.extended_ms),
  lessons: Number(row.lessons_completed),
  grown: Number(row.standards_grown),
});

/** A start row's day pair, `started|proficient`. */
const dayPair = (row: { started_date: string; proficient_date: string | null }) =>
  `${row.started_date}|${row.proficient_date ?? NOT_YET_PROFICIENT}`;

/** A continuing student's rows as loaded, before the fold changes them. */
export function rowsBefore(state: StudentState): RowsBefore {
  const starts = new Map<number, string>();
  for (const [standardId, row] of state.standards) {
    const start = standardStartOf(row);
    if (start) starts.set(standardId, dayPair(start));
  }
  return {
    days: new Map([...state.days].map(([date, row]) => [date, usageOf(row)])),
    starts,
    replaced: false,
  };
}

/** Replayed students' rows as stored. */
export async function storedRowsBefore(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
): Promise<Map<number, RowsBefore>> {
  const states = await loadStudentStates(db, districtId, studentIds, { noLessons: true });
  const before = new Map<number, RowsBefore>();
  for (const id of studentIds) {
    const days = [...(states.get(id)?.days ?? [])].map(([date, row]) => [date, usageOf(row)] as const);
    before.set(id, { days: new Map(days), starts: new Map(), replaced: true });
  }
  for (const row of await findStoredRows(db, 'student_standard_start', districtId, studentIds))
    before.get(row.student_id)!.starts.set(row.standard_id, dayPair(row));
  return before;
}

/** What `saveStudentStates` writes of a state's day and start rows, against the rows before. */
export function rowChangesOf(state: StudentState, before: RowsBefore | undefined): StudentRowChanges {
  const days = [...state.dirty.days].map((date) => ({
    date,
    old: before?.days.get(date),
    now: usageOf(state.days.get(date)!),
  }));
  const startsRemoved = before?.replaced ? [...before.starts.values()] : [];
  const startsAdded: string[] = [];
  for (const standardId of state.dirty.standards) {
    const start = standardStartOf(state.standards.get(standardId)!);
    // A placement's start is not written; a continuing student's standard keeps its stored start row.
    if (!start) continue;
    const now = dayPair(start);
    const old = before?.replaced ? undefined : before?.starts.get(standardId);
    if (old === now) continue;
    if (old) startsRemoved.push(old);
    startsAdded.push(now);
  }
  return { studentId: state.studentId, days, startsRemoved, startsAdded };
}

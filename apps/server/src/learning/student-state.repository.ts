/** Loading and saving the derived learning state of students (the rows student-state.ts folds into). */
import type { DbOrTrx, Engine } from '../db/database.js';
import { insertRows, type BulkTable } from './bulk-write.js';
import {
  STUDENT_ALERTS,
  STUDENT_DAY,
  STUDENT_LEARNING,
  STUDENT_LESSON_GROUP,
  STUDENT_STANDARD,
  STUDENT_STANDARD_START,
} from './learning-bulk-tables.js';
import type { StudentLearningTable, StudentLessonTable } from './learning.table.js';
import { saveLessonRows } from './lesson-rows.repository.js';
import { lessonOfPlaced } from './placed-lessons.js';
import { rowsOfStudents, rowsOfStudentsTogether, type Narrow } from './rows-of-students.js';
import type { FoldKeys } from './student-row-updates.js';
import { standardStartOf } from './student-rows.js';
import { emptyStudentState, type StudentState } from './student-state.js';
import { deleteRowsOfStudents, writeStudentRows } from './write-student-rows.js';

/** The summary rows (student_learning) of some students; students without events have none. */
export function findStudentLearning(db: DbOrTrx, districtId: number, studentIds: readonly number[]) {
  return rowsOfStudents(db, 'student_learning', districtId, studentIds);
}

/** The rows of some students in a table the rebuild check compares as stored (start rows, lesson rows). */
export function findStoredRows<
  T extends 'student_standard_start' | 'student_lesson' | 'student_lesson_placed',
>(db: DbOrTrx, table: T, districtId: number, studentIds: readonly number[]) {
  return rowsOfStudents(db, table, districtId, studentIds);
}

/** What of the students' stored state a fold needs (all of it when nothing is given). */
export interface StateNeeds {
  /** Their days from this date on (the fold only adds to later days; alerts look back a week). */
  daysFrom?: string;
  /** Their summary rows, when the caller read them already. */
  summaries?: readonly StudentLearningTable[];
  /**
   * For each student, only the lesson and standard rows of these keys (`foldKeysOf` the student's events to fold),
   * and every struggling lesson (alerts read them): a student has a lesson row, played or placed, for each slot a
   * placement passed, about 490 at preset l, and a standard row for about 120 standards.
   */
  keysOf?: ReadonlyMap<number, FoldKeys>;
  /** No lesson rows: the rebuild check reads each lesson table as stored. */
  noLessons?: boolean;
}

/** Each student's rows of their own keys only (`column` in the student's `keys`), and struggling ones when asked. */
function ownKeys(
  keysOf: ReadonlyMap<number, FoldKeys>,
  column: 'lesson_slot_id' | 'standard_id',
  keys: (k: FoldKeys) => ReadonlySet<number>,
  orStruggling: boolean,
): Narrow {
  const of = (studentId: number) => {
    const own = keysOf.get(studentId);
    return own ? [...keys(own)] : [];
  };
  return { keys: { column, of, orStruggling } };
}

/**
 * Loads the stored derived state of some students: their summary, lesson, standard, group and day rows, as
 * much of them as `needs` says.
 */
export async function loadStudentStates(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  needs: StateNeeds = {},
): Promise<Map<number, StudentState>> {
  const states = new Map(studentIds.map((id) => [id, emptyStudentState(id)]));
  const { daysFrom, keysOf, noLessons } = needs;
  /** A lesson table's read, of the students' own keys when given (and struggling ones when asked). */
  const lessonRead = <T extends 'student_lesson' | 'student_lesson_placed'>(
    table: T,
    orStruggling: boolean,
  ) =>
    noLessons
      ? null
      : { table, narrow: keysOf && ownKeys(keysOf, 'lesson_slot_id', (k) => k.slots, orStruggling) };
  const [summaries, lessons, placed, standards, groups, days] = await rowsOfStudentsTogether(
    db,
    districtId,
    studentIds,
    [
      needs.summaries ? null : { table: 'student_learning' },
      lessonRead('student_lesson', true),
      lessonRead('student_lesson_placed', false),
      {
        table: 'student_standard',
        narrow: keysOf && ownKeys(keysOf, 'standard_id', (k) => k.standards, false),
      },
      { table: 'student_lesson_group' },
      {
        table: 'student_day',
        narrow: daysFrom === undefined ? {} : { all: (query) => query.where('local_date', '>=', daysFrom) },
      },
    ] as const,
  );
  const learning = needs.summaries ?? summaries;
  for (const row of learning) states.get(row.student_id)!.learning = row;
  for (const row of lessons) {
    const state = states.get(row.student_id)!;
    state.lessons.set(row.lesson_slot_id, row as StudentLessonTable);
    state.lessonStore.set(row.lesson_slot_id, 'played');
  }
  for (const row of placed) {
    const state = states.get(row.student_id)!;
    state.lessons.set(row.lesson_slot_id, lessonOfPlaced(row));
    state.lessonStore.set(row.lesson_slot_id, 'placed');
  }
  for (const row of standards) states.get(row.student_id)!.standards.set(row.standard_id, row);
  for (const row of groups) states.get(row.student_id)!.groups.set(row.lesson_group_id, row);
  for (const row of days) states.get(row.student_id)!.days.set(row.local_date, row);
  return states;
}

const learningRows = (state: StudentState) => (state.learning ? [state.learning] : []);
const changedRows =
  <K, V>(rowsOf: (state: StudentState) => [Map<K, V>, Set<K>]) =>
  (state: StudentState): V[] => {
    const [rows, keys] = rowsOf(state);
    return [...keys].map((key) => rows.get(key)!);
  };

const changedStandards = changedRows((s) => [s.standards, s.dirty.standards]);

/** Writes a state's rows of one derived table: inserted for students new to it, written over for the others. */
const derived =
  <Row extends { district_id: number; student_id: number }>(
    table: BulkTable<Row>,
    rowsOf: (state: StudentState) => Row[],
  ) =>
  (db: DbOrTrx, engine: Engine, districtId: number, fresh: StudentState[], stored: StudentState[]) =>
    writeStudentRows(db, engine, table, districtId, {
      fresh: fresh.flatMap(rowsOf),
      stored: stored.flatMap(rowsOf),
    });

/** The writers of the derived tables: the summary row, and the changed rows of the others. */
const DERIVED = [
  derived(STUDENT_LEARNING, learningRows),
  derived(
    STUDENT_DAY,
    changedRows((s) => [s.days, s.dirty.days]),
  ),
  derived(STUDENT_STANDARD, changedStandards),
  derived(
    STUDENT_LESSON_GROUP,
    changedRows((s) => [s.groups, s.dirty.groups]),
  ),
];

/** The start rows (standardStartOf) of a state's changed standards; a placement's starts have none. */
const changedStarts = (state: StudentState) =>
  changedStandards(state).flatMap((row) => standardStartOf(row) ?? []);

/**
 * Writes the start rows of the changed standards. A replayed student's replace all of theirs: a replay that took
 * in a late placement (an earlier event) can move a start to the placement, which leaves no start row. Other
 * stored students' standards keep how they started, so their changed start rows are written over theirs.
 */
async function saveStandardStarts(
  db: DbOrTrx,
  engine: Engine,
  districtId: number,
  fresh: StudentState[],
  stored: StudentState[],
): Promise<void> {
  const [replayed, continued] = partition(stored, (state) => state.replayed);
  await deleteRowsOfStudents(
    db,
    'student_standard_start',
    districtId,
    replayed.map((state) => state.studentId),
  );
  await writeStudentRows(db, engine, STUDENT_STANDARD_START, districtId, {
    fresh: [...fresh, ...replayed].flatMap(changedStarts),
    stored: continued.flatMap(changedStarts),
  });
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (test(item) ? yes : no).push(item);
  return [yes, no];
}

/**
 * Writes the changed rows of the given states and replaces their alerts. The rows of `newStudents` (students
 * with no stored rows) are inserted, a stored key failing the statement; the others' written over their stored rows.
 */
export async function saveStudentStates(
  db: DbOrTrx,
  engine: Engine,
  districtId: number,
  states: readonly StudentState[],
  newStudents: ReadonlySet<number> = new Set(),
): Promise<void> {
  const [fresh, stored] = partition(states, (state) => newStudents.has(state.studentId));
  for (const write of DERIVED) await write(db, engine, districtId, fresh, stored);
  await saveLessonRows(db, engine, districtId, fresh, stored);
  await saveStandardStarts(db, engine, districtId, fresh, stored);
  await deleteRowsOfStudents(
    db,
    'student_alerts',
    districtId,
    states.map((s) => s.studentId),
  );
  const alerts = states.flatMap((s) => s.alerts);
  await insertRows(db, engine, STUDENT_ALERTS, alerts);
}

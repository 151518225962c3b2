/** Loading and saving the derived learning state of students (the rows student-state.ts folds into). */
import type { DbOrTrx, Engine } from '../db/database.js';
import { insertRows, upsertRows } from './bulk-write.js';
import { inChunks } from './id-chunks.js';
import {
  STUDENT_ALERTS,
  STUDENT_DAY,
  STUDENT_LEARNING,
  STUDENT_LESSON,
  STUDENT_LESSON_GROUP,
  STUDENT_STANDARD,
} from './learning-bulk-tables.js';
import type { StudentLessonTable } from './learning.table.js';
import { emptyStudentState, type StudentState } from './student-state.js';

/** The summary rows (student_learning) of some students; students without events have none. */
export async function findStudentLearning(db: DbOrTrx, districtId: number, studentIds: readonly number[]) {
  return inChunks(studentIds, (chunk) =>
    db
      .selectFrom('student_learning')
      .selectAll()
      .where('district_id', '=', districtId)
      .where('student_id', 'in', chunk)
      .execute(),
  );
}

/**
 * Loads the stored derived state of some students: every lesson, standard and group row, and their days
 * from `daysFrom` on (the fold only adds to later days; alerts look back a week).
 */
export async function loadStudentStates(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  daysFrom: string | null,
): Promise<Map<number, StudentState>> {
  const states = new Map(studentIds.map((id) => [id, emptyStudentState(id)]));
  const where = <Q extends { where: (...args: any[]) => Q }>(q: Q, chunk: number[]) =>
    q.where('district_id', '=', districtId).where('student_id', 'in', chunk);
  const [learning, lessons, standards, groups, days] = await Promise.all([
    findStudentLearning(db, districtId, studentIds),
    inChunks(studentIds, (c) => where(db.selectFrom('student_lesson').selectAll(), c).execute()),
    inChunks(studentIds, (c) => where(db.selectFrom('student_standard').selectAll(), c).execute()),
    inChunks(studentIds, (c) => where(db.selectFrom('student_lesson_group').selectAll(), c).execute()),
    inChunks(studentIds, (c) => {
      const q = where(db.selectFrom('student_day').selectAll(), c);
      return (daysFrom === null ? q : q.where('local_date', '>=', daysFrom)).execute();
    }),
  ]);
  for (const row of learning) states.get(row.student_id)!.learning = row;
  for (const row of lessons)
    states.get(row.student_id)!.lessons.set(row.lesson_slot_id, row as StudentLessonTable);
  for (const row of standards) states.get(row.student_id)!.standards.set(row.standard_id, row);
  for (const row of groups) states.get(row.student_id)!.groups.set(row.lesson_group_id, row);
  for (const row of days) states.get(row.student_id)!.days.set(row.local_date, row);
  return states;
}

/** Writes the changed rows of the given states and replaces their alerts. */
export async function saveStudentStates(
  db: DbOrTrx,
  engine: Engine,
  districtId: number,
  states: readonly StudentState[],
): Promise<void> {
  const changed = <K, V>(rowsOf: (state: StudentState) => [Map<K, V>, Set<K>]) =>
    states.flatMap((state) => {
      const [rows, keys] = rowsOf(state);
      return [...keys].map((key) => rows.get(key)!);
    });
  const learningRows = states.flatMap((s) => (s.learning ? [s.learning] : []));
  await upsertRows(db, engine, STUDENT_LEARNING, learningRows);
  const days = changed((s) => [s.days, s.dirty.days]);
  await upsertRows(db, engine, STUDENT_DAY, days);
  const lessons = changed((s) => [s.lessons, s.dirty.lessons]);
  await upsertRows(db, engine, STUDENT_LESSON, lessons);
  const standards = changed((s) => [s.standards, s.dirty.standards]);
  await upsertRows(db, engine, STUDENT_STANDARD, standards);
  const groups = changed((s) => [s.groups, s.dirty.groups]);
  await upsertRows(db, engine, STUDENT_LESSON_GROUP, groups);
  const studentIds = states.map((s) => s.studentId);
  await inChunks(studentIds, async (chunk) => {
    await db
      .deleteFrom('student_alerts')
      .where('district_id', '=', districtId)
      .where('student_id', 'in', chunk)
      .execute();
    return [];
  });
  const alerts = states.flatMap((s) => s.alerts);
  await insertRows(db, engine, STUDENT_ALERTS, alerts);
}

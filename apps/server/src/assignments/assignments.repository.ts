/** Reads and writes of focus-lesson assignments (db/migrations/004_assignments.sql). */
import type { Insertable } from 'kysely';
import type { DbOrTrx, Engine } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';
import { insertRows } from '../learning/bulk-write.js';
import { inChunks } from '../learning/id-chunks.js';
import { ASSIGNMENT_COLUMNS, studentRowsWithAssignment } from './assignment-rows.repository.js';
import type { AssignmentTable, StudentAssignmentTable } from './assignments.table.js';

/**
 * Updates the students' own rows first, in id order, so concurrent assignment writes for one student run one
 * after another (DESIGN §3 "update the parent row first"): PostgreSQL waits, DuckDB reports a conflict that
 * withTransaction retries. The per-student limit of active assignments is then read inside the lock.
 */
export async function lockStudents(trx: DbOrTrx, districtId: number, studentIds: readonly number[]) {
  await trx
    .updateTable('students')
    .set((eb) => ({ settings: eb.ref('settings') }))
    .where('district_id', '=', districtId)
    .where(
      'student_id',
      'in',
      [...studentIds].sort((a, b) => a - b),
    )
    .execute();
}

/** The classrooms each of these students is enrolled in. */
export async function enrollmentsOf(db: DbOrTrx, districtId: number, studentIds: readonly number[]) {
  return db
    .selectFrom('enrollments')
    .select(['student_id', 'classroom_id'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', studentIds)
    .orderBy('classroom_id')
    .execute();
}

/** Which of these students are enrolled in the classroom. */
export async function enrolledStudentIds(
  db: DbOrTrx,
  districtId: number,
  classroomId: number,
  studentIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('enrollments')
    .select('student_id')
    .where('district_id', '=', districtId)
    .where('classroom_id', '=', classroomId)
    .where('student_id', 'in', studentIds)
    .execute();
  return new Set(rows.map((row) => row.student_id));
}

/**
 * The students' rows on assignments that are active on `today` (spec §4): ACTIVE, the student neither done nor
 * removed, and not past their end date; oldest start first. Callers choose the columns.
 */
export function activeStudentRows(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  today: string,
) {
  return studentRowsWithAssignment(db)
    .where('sa.district_id', '=', districtId)
    .where('sa.student_id', 'in', studentIds)
    .where('sa.student_status', 'is', null)
    .where('a.status', '=', 'ACTIVE')
    .where('a.end_date', '>=', today)
    .orderBy('a.start_date')
    .orderBy('a.assignment_id');
}

/** The students' active assignments (the answer of GET /m/assignments/students, and the limit of 2). */
export async function activeAssignmentsOf(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  today: string,
) {
  return activeStudentRows(db, districtId, studentIds, today)
    .select(['sa.student_id', ...ASSIGNMENT_COLUMNS])
    .execute();
}

/** Percent complete and status of each student on each of these standards (missing: not started). */
export async function standardPercentsOf(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  standardIds: readonly number[],
) {
  return db
    .selectFrom('student_standard')
    .select(['student_id', 'standard_id', 'percent_complete', 'proficiency_status'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', studentIds)
    .where('standard_id', 'in', standardIds)
    .execute();
}

export async function insertAssignment(trx: DbOrTrx, row: Insertable<AssignmentTable>): Promise<number> {
  const inserted = await trx
    .insertInto('assignments')
    .values(row)
    .returning('assignment_id')
    .executeTakeFirstOrThrow();
  return Number(inserted.assignment_id);
}

/**
 * Inserts assignments that carry their ids and their students' rows (teachers' past ones, imported at once) by
 * the bulk path: rows as one JSON list per column, a few µs a row on DuckDB where a statement of bound values
 * costs about 90 (learning/bulk-write.ts).
 */
export async function insertPastAssignments(
  trx: DbOrTrx,
  engine: Engine,
  assignments: readonly Insertable<AssignmentTable>[],
  students: readonly Insertable<StudentAssignmentTable>[],
) {
  await insertRows(trx, engine, { name: 'assignments', key: ['district_id', 'assignment_id'] }, assignments);
  await insertRows(
    trx,
    engine,
    { name: 'student_assignments', key: ['district_id', 'assignment_id', 'student_id'] },
    students,
  );
}

export async function insertStudentAssignments(
  trx: DbOrTrx,
  rows: readonly Insertable<StudentAssignmentTable>[],
) {
  await inChunks(rows, async (chunk) => {
    await trx.insertInto('student_assignments').values(chunk).execute();
    return [];
  });
}

export async function findAssignment(db: DbOrTrx, districtId: number, assignmentId: number) {
  return db
    .selectFrom('assignments')
    .selectAll()
    .where('district_id', '=', districtId)
    .where('assignment_id', '=', assignmentId)
    .executeTakeFirst();
}

/** The students on an assignment, each with their status on it. */
export function studentsOfAssignment(db: DbOrTrx, districtId: number, assignmentId: number) {
  return db
    .selectFrom('student_assignments')
    .select(['student_id', 'student_status'])
    .where('district_id', '=', districtId)
    .where('assignment_id', '=', assignmentId)
    .execute();
}

/** Marks these students removed from the assignment (a cancel for chosen students). */
export async function removeStudentsFromAssignment(
  trx: DbOrTrx,
  districtId: number,
  assignmentId: number,
  studentIds: readonly number[],
) {
  await trx
    .updateTable('student_assignments')
    .set({ student_status: 'REMOVED' })
    .where('district_id', '=', districtId)
    .where('assignment_id', '=', assignmentId)
    .where('student_id', 'in', studentIds)
    .execute();
}

/** Cancels the whole assignment (a cancel for the classroom, or once no student is left on it). */
export async function cancelAssignment(trx: DbOrTrx, districtId: number, assignmentId: number, now: number) {
  await trx
    .updateTable('assignments')
    .set({ status: 'CANCELLED', cancelled_at: now })
    .where('district_id', '=', districtId)
    .where('assignment_id', '=', assignmentId)
    .execute();
}

/** Which of these students exist, with the school and teacher of each of their classrooms (policy facts). */
export async function placementsOfStudents(db: DbOrTrx, districtId: number, studentIds: readonly number[]) {
  const [students, placements] = await Promise.all([
    db
      .selectFrom('students')
      .select('student_id')
      .where('district_id', '=', districtId)
      .where('student_id', 'in', studentIds)
      .execute(),
    db
      .selectFrom('enrollments as e')
      .innerJoin('classrooms as c', sameTenant('c.classroom_id', 'e.classroom_id'))
      .select(['e.student_id', 'c.school_id', 'c.teacher_id'])
      .where('e.district_id', '=', districtId)
      .where('e.student_id', 'in', studentIds)
      .execute(),
  ]);
  return { existing: students.map((s) => s.student_id), placements };
}

/** The school and teacher of each of these classrooms that exists (policy facts). */
export async function placementsOfClassrooms(
  db: DbOrTrx,
  districtId: number,
  classroomIds: readonly number[],
) {
  return db
    .selectFrom('classrooms')
    .select(['classroom_id', 'school_id', 'teacher_id'])
    .where('district_id', '=', districtId)
    .where('classroom_id', 'in', classroomIds)
    .execute();
}

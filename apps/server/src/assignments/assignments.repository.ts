/** Reads and writes of focus-lesson assignments (db/migrations/004_assignments.sql). */
import { sql, type Insertable } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
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
 * The students' assignments that are active on `today` (spec §4): ACTIVE, the student neither done nor removed,
 * and not past their end date.
 */
export async function activeAssignmentsOf(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  today: string,
) {
  return db
    .selectFrom('student_assignments as sa')
    .innerJoin('assignments as a', (join) =>
      join.onRef('a.district_id', '=', 'sa.district_id').onRef('a.assignment_id', '=', 'sa.assignment_id'),
    )
    .select([
      'sa.student_id',
      'a.assignment_id',
      'a.assignment_type',
      'a.focus_type',
      'a.focus_id',
      'a.classroom_id',
      'a.start_date',
      'a.end_date',
      'a.lessons_assigned',
    ])
    .where('sa.district_id', '=', districtId)
    .where('sa.student_id', 'in', studentIds)
    .where('sa.student_status', 'is', null)
    .where('a.status', '=', 'ACTIVE')
    .where('a.end_date', '>=', today)
    .orderBy('a.start_date')
    .orderBy('a.assignment_id')
    .execute();
}

/** Percent complete of each student on each of these standards (missing: not started). */
export async function standardPercentsOf(
  db: DbOrTrx,
  districtId: number,
  studentIds: readonly number[],
  standardIds: readonly number[],
) {
  return db
    .selectFrom('student_standard')
    .select(['student_id', 'standard_id', 'percent_complete'])
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

export async function insertStudentAssignments(trx: DbOrTrx, rows: Insertable<StudentAssignmentTable>[]) {
  await trx.insertInto('student_assignments').values(rows).execute();
}

export async function findAssignment(db: DbOrTrx, districtId: number, assignmentId: number) {
  return db
    .selectFrom('assignments')
    .selectAll()
    .where('district_id', '=', districtId)
    .where('assignment_id', '=', assignmentId)
    .executeTakeFirst();
}

export async function studentIdsOfAssignment(db: DbOrTrx, districtId: number, assignmentId: number) {
  const rows = await db
    .selectFrom('student_assignments')
    .select(['student_id', 'student_status'])
    .where('district_id', '=', districtId)
    .where('assignment_id', '=', assignmentId)
    .execute();
  return rows;
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

/** A page of a classroom's (or a student's) assignments, newest due date first; one row more tells a next page. */
export async function assignmentsPage(
  db: DbOrTrx,
  districtId: number,
  filter: { classroomId?: number; studentId?: number; fromDate?: string; types?: readonly string[] },
  page: { offset: number; limit: number },
) {
  let query = db
    .selectFrom('assignments as a')
    .selectAll('a')
    .where('a.district_id', '=', districtId)
    .orderBy('a.end_date', 'desc')
    .orderBy('a.assignment_id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
  if (filter.classroomId !== undefined) query = query.where('a.classroom_id', '=', filter.classroomId);
  if (filter.fromDate !== undefined) query = query.where('a.start_date', '>=', filter.fromDate);
  if (filter.types) query = query.where('a.assignment_type', 'in', filter.types as never[]);
  if (filter.studentId !== undefined) {
    const studentId = filter.studentId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('student_assignments as sa')
          .select('sa.student_id')
          .whereRef('sa.district_id', '=', 'a.district_id')
          .whereRef('sa.assignment_id', '=', 'a.assignment_id')
          .where('sa.student_id', '=', studentId),
      ),
    );
  }
  return query.execute();
}

/** The students of these assignments with their names. */
export async function studentsOfAssignments(
  db: DbOrTrx,
  districtId: number,
  assignmentIds: readonly number[],
) {
  return db
    .selectFrom('student_assignments as sa')
    .innerJoin('students as s', (join) =>
      join.onRef('s.district_id', '=', 'sa.district_id').onRef('s.student_id', '=', 'sa.student_id'),
    )
    .select([
      'sa.assignment_id',
      'sa.student_id',
      'sa.student_status',
      'sa.starting_percent',
      'sa.lessons_passed',
      'sa.time_spent_ms',
      's.first_name',
      's.last_name',
    ])
    .where('sa.district_id', '=', districtId)
    .where('sa.assignment_id', 'in', assignmentIds)
    .orderBy('s.first_name')
    .orderBy('s.last_name')
    .execute();
}

/** Play on assignments recomputed from the events that carry their ids (the rebuild check's side). */
export async function playOnAssignments(db: DbOrTrx, districtId: number) {
  const rows = await db
    .selectFrom('events')
    .select(({ fn, eb }) => [
      'assignment_id',
      'student_id',
      fn.sum<number>('time_spent_ms').as('time_spent_ms'),
      fn.max<number>('occurred_at').as('last_activity_at'),
      fn
        .count<number>('uid')
        .filterWhere(eb.and([eb('event_code', '=', 110), eb('lesson_passed', '=', true)]))
        .as('lessons_passed'),
      fn.count<number>('uid').filterWhere('event_code', '=', 702).as('struggles'),
    ])
    .where('district_id', '=', districtId)
    .where('assignment_id', 'is not', null)
    .groupBy(['assignment_id', 'student_id'])
    .execute();
  return rows.map((row) => ({
    assignment_id: Number(row.assignment_id),
    student_id: row.student_id,
    lessons_passed: Number(row.lessons_passed),
    time_spent_ms: Number(row.time_spent_ms),
    struggling: Number(row.struggles) > 0,
    last_activity_at: Number(row.last_activity_at),
  }));
}

/** The play kept on every student's assignment row of a district, per "assignmentId:studentId". */
export async function storedPlayOfDistrict(db: DbOrTrx, districtId: number) {
  const rows = await db
    .selectFrom('student_assignments')
    .select([
      'assignment_id',
      'student_id',
      'lessons_passed',
      'time_spent_ms',
      'struggling',
      'last_activity_at',
    ])
    .where('district_id', '=', districtId)
    .execute();
  return new Map(
    rows.map((row) => [
      `${row.assignment_id}:${row.student_id}`,
      {
        lessons_passed: Number(row.lessons_passed),
        time_spent_ms: Number(row.time_spent_ms),
        struggling: row.struggling,
        last_activity_at: row.last_activity_at === null ? null : Number(row.last_activity_at),
      },
    ]),
  );
}

/** Adds play to one student's assignment row; no row (an unknown assignment or student) is no change. */
export async function addPlayToStudentAssignment(
  trx: DbOrTrx,
  districtId: number,
  assignmentId: number,
  studentId: number,
  play: {
    lessons_passed: number;
    time_spent_ms: number;
    struggling: boolean;
    last_activity_at: number | null;
  },
) {
  await trx
    .updateTable('student_assignments')
    .set((eb) => ({
      lessons_passed: eb('lessons_passed', '+', play.lessons_passed),
      time_spent_ms: eb('time_spent_ms', '+', play.time_spent_ms),
      struggling: play.struggling ? true : eb.ref('struggling'),
      last_activity_at: sql<number>`greatest(coalesce(last_activity_at, 0), ${play.last_activity_at ?? 0})`,
    }))
    .where('district_id', '=', districtId)
    .where('assignment_id', '=', assignmentId)
    .where('student_id', '=', studentId)
    .execute();
}

/** Each classroom's teacher's account, the one who assigns in the simulated district. */
export async function teacherAccountsOfClassrooms(db: DbOrTrx, districtId: number) {
  const rows = await db
    .selectFrom('classrooms as c')
    .innerJoin('customers as cu', (join) =>
      join.onRef('cu.district_id', '=', 'c.district_id').onRef('cu.teacher_id', '=', 'c.teacher_id'),
    )
    .select(['c.classroom_id', 'cu.customer_id'])
    .where('c.district_id', '=', districtId)
    .execute();
  return new Map(rows.map((row) => [row.classroom_id, row.customer_id]));
}

/** Inserts many assignments with their students (the simulator's history), in chunks; rows already there stay. */
export async function insertAssignmentHistory(
  trx: DbOrTrx,
  assignments: Insertable<AssignmentTable>[],
  students: Insertable<StudentAssignmentTable>[],
) {
  for (let i = 0; i < assignments.length; i += 500)
    await trx
      .insertInto('assignments')
      .values(assignments.slice(i, i + 500))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  for (let i = 0; i < students.length; i += 1000)
    await trx
      .insertInto('student_assignments')
      .values(students.slice(i, i + 1000))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
}

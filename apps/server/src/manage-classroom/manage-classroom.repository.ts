/** The SQL of classroom and student management: one classroom's or student's rows, and their updates. */
import type { Updateable } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import type { ClassroomTable, StudentTable } from '../roster/roster.table.js';

export function findClassroom(db: DbOrTrx, districtId: number, classroomId: number) {
  return db
    .selectFrom('classrooms')
    .selectAll()
    .where('district_id', '=', districtId)
    .where('classroom_id', '=', classroomId)
    .executeTakeFirst();
}

export function findStudent(db: DbOrTrx, districtId: number, studentId: number) {
  return db
    .selectFrom('students')
    .selectAll()
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export async function updateClassroom(
  trx: DbOrTrx,
  districtId: number,
  classroomId: number,
  changes: Updateable<ClassroomTable>,
): Promise<void> {
  await trx
    .updateTable('classrooms')
    .set(changes)
    .where('district_id', '=', districtId)
    .where('classroom_id', '=', classroomId)
    .execute();
}

export async function updateStudent(
  trx: DbOrTrx,
  districtId: number,
  studentId: number,
  changes: Updateable<StudentTable>,
): Promise<void> {
  await trx
    .updateTable('students')
    .set(changes)
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId)
    .execute();
}

/** The students of a classroom by last then first name, with whether they have ever played (activated). */
export function studentsOfClassroom(db: DbOrTrx, districtId: number, classroomId: number) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('students as s', (join) =>
      join.onRef('s.district_id', '=', 'e.district_id').onRef('s.student_id', '=', 'e.student_id'),
    )
    .leftJoin('student_learning as l', (join) =>
      join.onRef('l.district_id', '=', 's.district_id').onRef('l.student_id', '=', 's.student_id'),
    )
    .select([
      's.student_id',
      's.provision_uid',
      's.first_name',
      's.last_name',
      's.username',
      's.grade_id',
      's.text_password',
      's.picture_password',
      's.settings',
      'l.student_id as played',
    ])
    .where('e.district_id', '=', districtId)
    .where('e.classroom_id', '=', classroomId)
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.student_id')
    .execute();
}

/** The classrooms of the district with their school and teacher, for the move-to list. */
export function classroomsOfDistrict(db: DbOrTrx, districtId: number) {
  return db
    .selectFrom('classrooms')
    .select(['classroom_id', 'name', 'school_id', 'teacher_id'])
    .where('district_id', '=', districtId)
    .orderBy('name')
    .orderBy('classroom_id')
    .execute();
}

/** Of these students, those enrolled in the classroom. */
export async function enrolledIn(
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
    .where('student_id', 'in', [...studentIds])
    .execute();
  return new Set(rows.map((r) => r.student_id));
}

/** Moves enrolments from one classroom to another (a student already in the target keeps one enrolment). */
export async function moveEnrollments(
  trx: DbOrTrx,
  districtId: number,
  fromClassroomId: number,
  toClassroomId: number,
  studentIds: readonly number[],
): Promise<void> {
  const already = await enrolledIn(trx, districtId, toClassroomId, studentIds);
  await trx
    .deleteFrom('enrollments')
    .where('district_id', '=', districtId)
    .where('classroom_id', '=', fromClassroomId)
    .where('student_id', 'in', [...studentIds])
    .execute();
  const toAdd = studentIds.filter((id) => !already.has(id));
  if (toAdd.length > 0)
    await trx
      .insertInto('enrollments')
      .values(toAdd.map((id) => ({ district_id: districtId, classroom_id: toClassroomId, student_id: id })))
      .execute();
}

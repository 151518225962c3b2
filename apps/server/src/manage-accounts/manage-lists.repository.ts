/** The Manage page's lists: a school's teachers, classrooms and students; students and teachers in no classroom. */
import type { DbOrTrx } from '../db/database.js';
import { sameTenant, sameTenantWhere } from '../db/tenant-join.js';

const teacherColumns = [
  't.teacher_id as id',
  't.first_name',
  't.last_name',
  't.email_address',
  't.school_id',
] as const;

function teachersWithCounts(db: DbOrTrx, districtId: number) {
  return db
    .selectFrom('teachers as t')
    .select((eb) => [
      ...teacherColumns,
      eb
        .selectFrom('classrooms as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where(sameTenantWhere('c.teacher_id', 't.teacher_id'))
        .as('classroom_count'),
    ])
    .$narrowType<{ classroom_count: number }>()
    .where('t.district_id', '=', districtId);
}

const withNumbers = <T extends { classroom_count: number | string | bigint }>(rows: T[]) =>
  rows.map((r) => ({ ...r, classroom_count: Number(r.classroom_count) }));

export async function teachersOfSchool(db: DbOrTrx, districtId: number, schoolId: number) {
  const rows = await teachersWithCounts(db, districtId)
    .where('t.school_id', '=', schoolId)
    .orderBy('t.last_name')
    .orderBy('t.first_name')
    .orderBy('t.teacher_id')
    .execute();
  return withNumbers(rows);
}

/** Teachers with no classroom; `schoolIds` null for the whole district. */
export async function teachersWithoutClassrooms(db: DbOrTrx, districtId: number, schoolIds: number[] | null) {
  if (schoolIds !== null && schoolIds.length === 0) return [];
  let query = teachersWithCounts(db, districtId).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('classrooms as c')
          .select('c.classroom_id')
          .where(sameTenantWhere('c.teacher_id', 't.teacher_id')),
      ),
    ),
  );
  if (schoolIds !== null) query = query.where('t.school_id', 'in', schoolIds);
  return withNumbers(await query.orderBy('t.last_name').orderBy('t.teacher_id').execute());
}

export async function classroomsOfSchool(db: DbOrTrx, districtId: number, schoolId: number) {
  const rows = await db
    .selectFrom('classrooms as c')
    .innerJoin('teachers as t', sameTenant('t.teacher_id', 'c.teacher_id'))
    .select((eb) => [
      'c.classroom_id as id',
      'c.name',
      'c.grade_id',
      'c.teacher_id',
      't.first_name',
      't.last_name',
      eb
        .selectFrom('enrollments as e')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where(sameTenantWhere('e.classroom_id', 'c.classroom_id'))
        .as('student_count'),
    ])
    .$narrowType<{ student_count: number }>()
    .where('c.district_id', '=', districtId)
    .where('c.school_id', '=', schoolId)
    .orderBy('c.name')
    .orderBy('c.classroom_id')
    .execute();
  return rows.map(({ first_name, last_name, ...r }) => ({
    ...r,
    teacher_name: `${first_name} ${last_name}`,
    student_count: Number(r.student_count),
  }));
}

const studentColumns = [
  's.student_id as id',
  's.first_name',
  's.last_name',
  's.username',
  's.grade_id',
] as const;

/** Students enrolled in any classroom of the school, once each. */
export function studentsOfSchool(db: DbOrTrx, districtId: number, schoolId: number) {
  return db
    .selectFrom('students as s')
    .select([...studentColumns])
    .where('s.district_id', '=', districtId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('enrollments as e')
          .innerJoin('classrooms as c', sameTenant('c.classroom_id', 'e.classroom_id'))
          .select('e.student_id')
          .where(sameTenantWhere('e.student_id', 's.student_id'))
          .where('c.school_id', '=', schoolId),
      ),
    )
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.student_id')
    .execute();
}

/** Students enrolled in no classroom of the district. */
export function studentsWithoutClassrooms(db: DbOrTrx, districtId: number) {
  return db
    .selectFrom('students as s')
    .select([...studentColumns])
    .where('s.district_id', '=', districtId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('enrollments as e')
            .select('e.student_id')
            .where(sameTenantWhere('e.student_id', 's.student_id')),
        ),
      ),
    )
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.student_id')
    .execute();
}

import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import { sameTenant, sameTenantWhere } from '../db/tenant-join.js';
import type { VisibleScope } from '../policy/policy.js';

/**
 * The scope of a list as a SQL predicate on a classroom aliased `c`: what a caller may see (policy.visibleScope).
 * Guardians see no classrooms.
 */
function classroomInScope(scope: VisibleScope) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'district':
        return eb.lit(true);
      case 'schools':
        return scope.schoolIds.length ? eb('c.school_id', 'in', scope.schoolIds) : eb.lit(false);
      case 'teacher':
        return eb('c.teacher_id', '=', scope.teacherId);
      case 'students':
        return eb.lit(false);
    }
  };
}

/**
 * Enrollments (aliased `e`) in classrooms (aliased `c`) the caller may see: every student count and every
 * classroom of a student in these lists goes through here, so an enrollment elsewhere is never counted.
 */
function visibleEnrollments(
  qb: { selectFrom(from: 'enrollments as e'): SelectQueryBuilder<any, any, object> },
  scope: VisibleScope,
) {
  return qb
    .selectFrom('enrollments as e')
    .innerJoin('classrooms as c', sameTenant('c.classroom_id', 'e.classroom_id'))
    .where(classroomInScope(scope));
}

/** A student aliased `st` is enrolled in a classroom the caller may see (optionally of one school or one classroom). */
function enrolledInVisibleClassroom(
  scope: VisibleScope,
  only: { schoolId?: number; classroomId?: number } = {},
) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    let enrollments = visibleEnrollments(eb, scope)
      .select('e.student_id')
      .where(sameTenantWhere('e.student_id', 'st.student_id'));
    if (only.schoolId !== undefined) enrollments = enrollments.where('c.school_id', '=', only.schoolId);
    if (only.classroomId !== undefined)
      enrollments = enrollments.where('c.classroom_id', '=', only.classroomId);
    return eb.exists(enrollments);
  };
}

/**
 * The scope of a list as a SQL predicate on a student aliased `st`: a guardian's children, or students
 * enrolled in a classroom the caller may see (policy.visibleScope).
 */
function studentInScope(scope: VisibleScope) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (scope.kind === 'district') return eb.lit(true);
    if (scope.kind === 'students') {
      return scope.studentIds.length ? eb('st.student_id', 'in', scope.studentIds) : eb.lit(false);
    }
    return enrolledInVisibleClassroom(scope)(eb);
  };
}

/**
 * Students the caller may see (aliased `st`, with their grade `g`): what the students list holds and the
 * grades list counts. Narrowed to one school or one classroom, only enrollments in visible classrooms count.
 */
function visibleStudents(
  db: DbOrTrx,
  districtId: number,
  scope: VisibleScope,
  only: { schoolId?: number; classroomId?: number },
) {
  let query = db
    .selectFrom('students as st')
    .innerJoin('grades as g', 'g.grade_id', 'st.grade_id')
    .where('st.district_id', '=', districtId)
    .where(studentInScope(scope));
  if (only.schoolId !== undefined || only.classroomId !== undefined)
    query = query.where(enrolledInVisibleClassroom(scope, only));
  return query;
}

export interface ClassroomFilter {
  schoolId?: number;
  teacherId?: number;
  gradeId?: number;
  classroomId?: number;
}

export async function listClassrooms(
  db: DbOrTrx,
  districtId: number,
  scope: VisibleScope,
  filter: ClassroomFilter,
) {
  let query = db
    .selectFrom('classrooms as c')
    .innerJoin('schools as s', sameTenant('s.school_id', 'c.school_id'))
    .innerJoin('teachers as t', sameTenant('t.teacher_id', 'c.teacher_id'))
    .innerJoin('grades as g', 'g.grade_id', 'c.grade_id')
    .select((eb) => [
      'c.classroom_id as id',
      'c.name',
      'c.grade_id',
      'g.name as grade_name',
      'c.school_id',
      's.name as school_name',
      'c.teacher_id',
      't.first_name as teacher_first_name',
      't.last_name as teacher_last_name',
      eb
        .selectFrom('enrollments as e')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where(sameTenantWhere('e.classroom_id', 'c.classroom_id'))
        .as('student_count'),
    ])
    .$narrowType<{ student_count: number }>()
    .where('c.district_id', '=', districtId);
  if (filter.schoolId !== undefined) query = query.where('c.school_id', '=', filter.schoolId);
  if (filter.teacherId !== undefined) query = query.where('c.teacher_id', '=', filter.teacherId);
  if (filter.gradeId !== undefined) query = query.where('c.grade_id', '=', filter.gradeId);
  if (filter.classroomId !== undefined) query = query.where('c.classroom_id', '=', filter.classroomId);
  return query.where(classroomInScope(scope)).orderBy('c.name').orderBy('c.classroom_id').execute();
}

/**
 * Schools the caller may see: a district admin every school; others the schools of the classrooms they may
 * see. Both counts cover only those classrooms and the students enrolled in them.
 */
export async function listSchools(db: DbOrTrx, districtId: number, scope: VisibleScope) {
  const visibleClassroomsOfSchool = (eb: ExpressionBuilder<any, any>) =>
    eb
      .selectFrom('classrooms as c')
      .where(sameTenantWhere('c.school_id', 's.school_id'))
      .where(classroomInScope(scope));
  let query = db
    .selectFrom('schools as s')
    .select((eb) => [
      's.school_id as id',
      's.name',
      's.city',
      's.zip',
      visibleClassroomsOfSchool(eb)
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('classroom_count'),
      visibleEnrollments(eb, scope)
        .select((e) => e.fn.count<number>('e.student_id').distinct().as('n'))
        .where(sameTenantWhere('c.school_id', 's.school_id'))
        .as('student_count'),
    ])
    .$narrowType<{ student_count: number; classroom_count: number }>()
    .where('s.district_id', '=', districtId);
  if (scope.kind !== 'district')
    query = query.where((eb) => eb.exists(visibleClassroomsOfSchool(eb).select('c.classroom_id')));
  return query.orderBy('s.name').execute();
}

export async function listStudents(
  db: DbOrTrx,
  districtId: number,
  scope: VisibleScope,
  filter: { classroomId?: number },
) {
  const query = visibleStudents(db, districtId, scope, { classroomId: filter.classroomId }).select([
    'st.student_id as id',
    'st.first_name',
    'st.last_name',
    'st.grade_id',
    'g.name as grade_name',
  ]);
  const students = await query
    .orderBy('st.last_name')
    .orderBy('st.first_name')
    .orderBy('st.student_id')
    .execute();
  if (students.length === 0) return [];
  // Each student's classrooms that the caller may see.
  const enrollments = await visibleEnrollments(db, scope)
    .select(['e.student_id', 'e.classroom_id'])
    .where('e.district_id', '=', districtId)
    .where(
      'e.student_id',
      'in',
      students.map((s) => s.id),
    )
    .execute();
  const byStudent = new Map<number, number[]>();
  for (const e of enrollments)
    byStudent.set(e.student_id, [...(byStudent.get(e.student_id) ?? []), e.classroom_id]);
  return students.map((s) => ({ ...s, classroom_ids: (byStudent.get(s.id) ?? []).sort((a, b) => a - b) }));
}

export interface TeacherFilter {
  schoolId?: number;
  gradeId?: number;
}

/**
 * Teachers the caller may see (what a single read of the teacher allows): a district admin every teacher of
 * the district; a school admin the teachers whose home school is theirs; a teacher themself; a guardian none.
 * `classroom_count` counts the teacher's classrooms the caller may see within the filters.
 * With school_id, a teacher belongs to the school by home school or by a classroom there; with grade_id,
 * only teachers with a classroom of that grade.
 */
export async function listTeachers(
  db: DbOrTrx,
  districtId: number,
  scope: VisibleScope,
  filter: TeacherFilter,
) {
  if (scope.kind === 'students') return [];
  const classroomsOfTeacher = (eb: ExpressionBuilder<any, any>) => {
    let sub = eb
      .selectFrom('classrooms as c')
      .where(sameTenantWhere('c.teacher_id', 't.teacher_id'))
      .where(classroomInScope(scope));
    if (filter.schoolId !== undefined) sub = sub.where('c.school_id', '=', filter.schoolId);
    if (filter.gradeId !== undefined) sub = sub.where('c.grade_id', '=', filter.gradeId);
    return sub;
  };
  let query = db
    .selectFrom('teachers as t')
    .select((eb) => [
      't.teacher_id as id',
      't.first_name',
      't.last_name',
      't.email_address',
      't.school_id',
      classroomsOfTeacher(eb)
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('classroom_count'),
    ])
    .$narrowType<{ classroom_count: number }>()
    .where('t.district_id', '=', districtId);
  // Who the caller may see at all.
  if (scope.kind === 'teacher') query = query.where('t.teacher_id', '=', scope.teacherId);
  // A school admin opens a teacher of their schools (by home school, as target-facts does for a single read).
  if (scope.kind === 'schools')
    query = scope.schoolIds.length
      ? query.where('t.school_id', 'in', scope.schoolIds)
      : query.where('t.teacher_id', '=', -1);
  // The filters.
  if (filter.gradeId !== undefined)
    query = query.where((eb) => eb.exists(classroomsOfTeacher(eb).select('c.classroom_id')));
  if (filter.schoolId !== undefined) {
    const schoolId = filter.schoolId;
    query = query.where((eb) =>
      eb.or([
        eb('t.school_id', '=', schoolId),
        eb.exists(
          eb
            .selectFrom('classrooms as c')
            .select('c.classroom_id')
            .where(sameTenantWhere('c.teacher_id', 't.teacher_id'))
            .where('c.school_id', '=', schoolId),
        ),
      ]),
    );
  }
  const rows = await query.orderBy('t.last_name').orderBy('t.first_name').orderBy('t.teacher_id').execute();
  return rows.map((r) => ({ ...r, classroom_count: Number(r.classroom_count) }));
}

/**
 * Grades with students the caller may see (the students list's scope), with how many; optionally only
 * students enrolled in a classroom of one school. Sorted by grade order.
 */
export async function listGrades(
  db: DbOrTrx,
  districtId: number,
  scope: VisibleScope,
  filter: { schoolId?: number },
) {
  const query = visibleStudents(db, districtId, scope, { schoolId: filter.schoolId }).select((eb) => [
    'g.grade_id as id',
    'g.name',
    'g.ordinal',
    eb.fn.count<number>('st.student_id').distinct().as('student_count'),
  ]);
  const rows = await query.groupBy(['g.grade_id', 'g.name', 'g.ordinal']).orderBy('g.ordinal').execute();
  return rows.map(({ ordinal: _ordinal, ...r }) => ({ ...r, student_count: Number(r.student_count) }));
}

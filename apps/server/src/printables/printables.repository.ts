/** The reads the printables need: one set-based query per printable, tenant joins through sameTenant. */
import type { DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';
import type { StudentTable } from '../roster/roster.table.js';

/** A student as a card or a letter names them, with the classroom they are printed for. */
export interface PrintStudent extends Pick<
  StudentTable,
  'student_id' | 'first_name' | 'last_name' | 'grade_id' | 'username' | 'text_password' | 'picture_password'
> {
  classroom_id: number;
  classroom_name: string;
  login_code: string;
  authentication_type: number;
  teacher_first_name: string;
  teacher_last_name: string;
  school_name: string;
}

/** Students with their classroom, teacher and school; `where` narrows to a classroom, a school or a student. */
function printStudents(db: DbOrTrx, districtId: number) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('students as s', sameTenant('s.student_id', 'e.student_id'))
    .innerJoin('classrooms as c', sameTenant('c.classroom_id', 'e.classroom_id'))
    .innerJoin('teachers as t', sameTenant('t.teacher_id', 'c.teacher_id'))
    .innerJoin('schools as sc', sameTenant('sc.school_id', 'c.school_id'))
    .where('e.district_id', '=', districtId)
    .select([
      's.student_id',
      's.first_name',
      's.last_name',
      's.grade_id',
      's.username',
      's.text_password',
      's.picture_password',
      'c.classroom_id',
      'c.name as classroom_name',
      'c.login_code',
      'c.authentication_type',
      't.first_name as teacher_first_name',
      't.last_name as teacher_last_name',
      'sc.name as school_name',
    ])
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.student_id')
    .orderBy('c.classroom_id');
}

/** One row per student (their first classroom when they sit in several). */
function oncePerStudent(rows: PrintStudent[]): PrintStudent[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.student_id) && seen.add(row.student_id));
}

export const classroomStudents = (db: DbOrTrx, districtId: number, classroomId: number) =>
  printStudents(db, districtId).where('e.classroom_id', '=', classroomId).execute();

export const schoolStudents = async (db: DbOrTrx, districtId: number, schoolId: number) =>
  oncePerStudent(await printStudents(db, districtId).where('c.school_id', '=', schoolId).execute());

export const studentOf = async (db: DbOrTrx, districtId: number, studentId: number) =>
  oncePerStudent(await printStudents(db, districtId).where('e.student_id', '=', studentId).execute())[0];

/** A classroom with its teacher and school, for the header of its printables. */
export function classroomOf(db: DbOrTrx, districtId: number, classroomId: number) {
  return db
    .selectFrom('classrooms as c')
    .innerJoin('teachers as t', sameTenant('t.teacher_id', 'c.teacher_id'))
    .innerJoin('schools as sc', sameTenant('sc.school_id', 'c.school_id'))
    .where('c.district_id', '=', districtId)
    .where('c.classroom_id', '=', classroomId)
    .select([
      'c.classroom_id',
      'c.name',
      'c.login_code',
      'c.authentication_type',
      't.first_name as teacher_first_name',
      't.last_name as teacher_last_name',
      'sc.name as school_name',
    ])
    .executeTakeFirst();
}

/** A school with its classrooms, their codes and teachers (spec §3 classroom-code report). */
export async function schoolClassroomCodes(db: DbOrTrx, districtId: number, schoolId: number) {
  const school = await db
    .selectFrom('schools')
    .where('district_id', '=', districtId)
    .where('school_id', '=', schoolId)
    .select(['school_id', 'name', 'url_identifier'])
    .executeTakeFirst();
  if (!school) return undefined;
  const classrooms = await db
    .selectFrom('classrooms as c')
    .innerJoin('teachers as t', sameTenant('t.teacher_id', 'c.teacher_id'))
    .where('c.district_id', '=', districtId)
    .where('c.school_id', '=', schoolId)
    .select(['c.classroom_id', 'c.name', 'c.login_code', 't.first_name', 't.last_name'])
    .orderBy('t.last_name')
    .orderBy('c.name')
    .orderBy('c.classroom_id')
    .execute();
  return { school, classrooms };
}

/** A student's lifetime totals for the engagement certificate (zero before their first play). */
export async function engagementOf(db: DbOrTrx, districtId: number, studentId: number) {
  const row = await db
    .selectFrom('student_learning')
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId)
    .select(['lessons_completed', 'session_ms'])
    .executeTakeFirst();
  return { lessonsCompleted: Number(row?.lessons_completed ?? 0), sessionMs: Number(row?.session_ms ?? 0) };
}

/** The lesson group a trigger lesson slot belongs to, its standard, and when the student completed the group. */
export function milestoneOf(db: DbOrTrx, districtId: number, studentId: number, lessonSlotId: number) {
  return db
    .selectFrom('lesson_slots as ls')
    .innerJoin('lesson_groups as lg', 'lg.lesson_group_id', 'ls.lesson_group_id')
    .innerJoin('curriculum_standards as cs', 'cs.standard_id', 'ls.standard_id')
    .innerJoin('student_lesson_group as slg', (join) =>
      join
        .onRef('slg.lesson_group_id', '=', 'lg.lesson_group_id')
        .on('slg.district_id', '=', districtId)
        .on('slg.student_id', '=', studentId),
    )
    .where('ls.lesson_slot_id', '=', lessonSlotId)
    .where('slg.completed_date', 'is not', null)
    .select([
      'lg.name as group_name',
      'lg.short_description',
      'cs.code as standard_code',
      'slg.completed_date',
    ])
    .executeTakeFirst();
}

/** Reads of one student's records for their data export (student-data-export.service.ts). */
import type { DbOrTrx } from '../db/database.js';
import { sameTenant } from '../db/tenant-join.js';

export async function exportedStudent(db: DbOrTrx, districtId: number, studentId: number) {
  return db
    .selectFrom('students')
    .select(['student_id', 'first_name', 'last_name', 'username', 'grade_id', 'language_id', 'created_at'])
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export async function classroomsOfStudent(db: DbOrTrx, districtId: number, studentId: number) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('classrooms as c', sameTenant('c.classroom_id', 'e.classroom_id'))
    .select(['c.classroom_id', 'c.name'])
    .where('e.district_id', '=', districtId)
    .where('e.student_id', '=', studentId)
    .orderBy('c.classroom_id')
    .execute();
}

export async function assignmentsOfStudent(db: DbOrTrx, districtId: number, studentId: number) {
  return db
    .selectFrom('student_assignments as sa')
    .innerJoin('assignments as a', sameTenant('a.assignment_id', 'sa.assignment_id'))
    .select([
      'a.assignment_id',
      'a.classroom_id',
      'a.focus_type',
      'a.focus_id',
      'a.assignment_type',
      'a.start_date',
      'a.end_date',
      'a.status',
      'sa.student_status',
      'sa.lessons_passed',
    ])
    .where('sa.district_id', '=', districtId)
    .where('sa.student_id', '=', studentId)
    .orderBy('a.assignment_id')
    .execute();
}

/** The student's images without their bytes. */
export async function imagesOfStudent(db: DbOrTrx, districtId: number, studentId: number) {
  return db
    .selectFrom('message_images')
    .select(['image_id', 'content_type', 'byte_size'])
    .where('district_id', '=', districtId)
    .where('student_id', '=', studentId)
    .execute();
}

/** Reads of a classroom's or a student's assignment history. */
import type { DbOrTrx } from '../db/database.js';
import { STUDENT_ON_ASSIGNMENT_COLUMNS, studentRowsWithNames } from './assignment-rows.repository.js';

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
  return studentRowsWithNames(db)
    .select(['sa.assignment_id', ...STUDENT_ON_ASSIGNMENT_COLUMNS])
    .where('sa.district_id', '=', districtId)
    .where('sa.assignment_id', 'in', assignmentIds)
    .orderBy('s.first_name')
    .orderBy('s.last_name')
    .execute();
}

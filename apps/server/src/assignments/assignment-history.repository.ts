/**
 * Reads of a classroom's or a student's assignment history: a page of assignments, and the students' rows, names
 * and percents on that page, each read with the page as a subquery so the four run side by side.
 */
import type { DbOrTrx } from '../db/database.js';
import { sameTenantWhere } from '../db/tenant-join.js';

export interface HistoryFilter {
  classroomId?: number;
  studentId?: number;
  fromDate?: string;
  types?: readonly string[];
}

export interface HistoryPage {
  offset: number;
  limit: number;
}

/** The assignments of a page, newest due date first. */
function pageQuery(db: DbOrTrx, districtId: number, filter: HistoryFilter, page: HistoryPage) {
  let query = db
    .selectFrom('assignments as a')
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
          .where(sameTenantWhere('sa.assignment_id', 'a.assignment_id'))
          .where('sa.student_id', '=', studentId),
      ),
    );
  }
  return query;
}

/** A page of a classroom's (or a student's) assignments, newest due date first; one row more tells a next page. */
export async function assignmentsPage(
  db: DbOrTrx,
  districtId: number,
  filter: HistoryFilter,
  page: HistoryPage,
) {
  return pageQuery(db, districtId, filter, page).selectAll('a').execute();
}

/** The students' rows on the assignments of the page (one student's only, with a student filter), no names. */
function studentRowsQuery(db: DbOrTrx, districtId: number, filter: HistoryFilter, page: HistoryPage) {
  let query = db
    .selectFrom('student_assignments')
    .where('district_id', '=', districtId)
    .where('assignment_id', 'in', pageQuery(db, districtId, filter, page).select('a.assignment_id'));
  if (filter.studentId !== undefined) query = query.where('student_id', '=', filter.studentId);
  return query;
}

/** The students' rows on the assignments of the page, without their names. */
export async function studentRowsOfPage(
  db: DbOrTrx,
  districtId: number,
  filter: HistoryFilter,
  page: HistoryPage,
) {
  return studentRowsQuery(db, districtId, filter, page)
    .select([
      'assignment_id',
      'student_id',
      'student_status',
      'starting_percent',
      'lessons_passed',
      'time_spent_ms',
    ])
    .execute();
}

/** The names of the students on the page, in the order a history lists them (first name, then last name). */
export async function namesOfPage(db: DbOrTrx, districtId: number, filter: HistoryFilter, page: HistoryPage) {
  return db
    .selectFrom('students')
    .select(['student_id', 'first_name', 'last_name'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', studentRowsQuery(db, districtId, filter, page).select('student_id'))
    .orderBy('first_name')
    .orderBy('last_name')
    .execute();
}

/** Percent complete of the page's students on every standard they started (the service keeps the focus ones). */
export async function percentsOfPage(
  db: DbOrTrx,
  districtId: number,
  filter: HistoryFilter,
  page: HistoryPage,
) {
  return db
    .selectFrom('student_standard')
    .select(['student_id', 'standard_id', 'percent_complete'])
    .where('district_id', '=', districtId)
    .where('student_id', 'in', studentRowsQuery(db, districtId, filter, page).select('student_id'))
    .execute();
}

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

/**
 * For each focus of the page's assignments of `types` and each student on the page, how many of the focus's
 * lessons (those whose own standard is in the focus, as `lessonSlotIdsOfFocus` lists them; the history's tests
 * hold the two together for a standard, a cluster and a domain) the student has passed, played or placed. The
 * service subtracts them from the focus's lessons: a spot check with none left reads Completed All Available.
 */
export async function focusPassesOfPage(
  db: DbOrTrx,
  districtId: number,
  filter: HistoryFilter,
  page: HistoryPage,
  types: readonly string[],
) {
  return db
    .with('foci', (cte) =>
      cte
        .selectFrom('assignments')
        .select(['focus_type', 'focus_id'])
        .distinct()
        .where('district_id', '=', districtId)
        .where('assignment_type', 'in', types as never[])
        .where('assignment_id', 'in', pageQuery(db, districtId, filter, page).select('a.assignment_id')),
    )
    .with('focus_lessons', (cte) =>
      cte
        .selectFrom('foci as f')
        .innerJoin('curriculum_standards as cs', (join) =>
          join.on(({ and, or, eb, ref }) =>
            or([
              and([eb('f.focus_type', '=', 'STANDARD'), eb('cs.standard_id', '=', ref('f.focus_id'))]),
              and([eb('f.focus_type', '=', 'CLUSTER'), eb('cs.cluster_id', '=', ref('f.focus_id'))]),
              and([eb('f.focus_type', '=', 'DOMAIN'), eb('cs.domain_id', '=', ref('f.focus_id'))]),
            ]),
          ),
        )
        .innerJoin('lesson_slots as ls', 'ls.standard_id', 'cs.standard_id')
        .select(['f.focus_type', 'f.focus_id', 'ls.lesson_slot_id']),
    )
    .with('passed', (cte) =>
      cte
        .selectFrom('student_lesson_passes')
        .select(['student_id', 'lesson_slot_id'])
        .distinct()
        .where('district_id', '=', districtId)
        .where('student_id', 'in', studentRowsQuery(db, districtId, filter, page).select('student_id'))
        .where('passes', '>', 0)
        .where('lesson_slot_id', 'in', (eb) => eb.selectFrom('focus_lessons').select('lesson_slot_id')),
    )
    .selectFrom('passed as p')
    .innerJoin('focus_lessons as fl', 'fl.lesson_slot_id', 'p.lesson_slot_id')
    .select(['fl.focus_type', 'fl.focus_id', 'p.student_id', (eb) => eb.fn.countAll<number>().as('passed')])
    .groupBy(['fl.focus_type', 'fl.focus_id', 'p.student_id'])
    .execute();
}

/**
 * Assignment history of a classroom or a student (spec §2 Assigned Lessons and Assignment History, §3, §4): each
 * assignment with its students, how each stands (in progress, completed, goal reached or not, stopped), the
 * lessons they passed and the minutes they played on it; the latest flags of the first page.
 */
import {
  assignmentKindOf,
  ASSIGNMENT_PAGE_SIZE,
  latestFlagsOf,
  localDay,
  type AssignmentHistoryItem,
  type AssignmentKind,
} from '@dash/contracts';
import type { Db } from '../db/database.js';
import {
  assignmentsPage,
  focusPassesOfPage,
  namesOfPage,
  percentsOfPage,
  studentRowsOfPage,
  type HistoryFilter,
} from './assignment-history.repository.js';
import { displayStatusOf } from './display-status.js';
import { assignmentFieldsOf } from './assignment-fields.js';
import { standardIdsOfFocus } from './focus.js';
import { lessonSlotIdsOfFocus } from './focus-lessons-left.js';

const TYPES_OF_KIND: Record<AssignmentKind, string[]> = {
  spot: ['SPOT'],
  goal: ['GOAL', 'GOAL_PLAY_PRESUMED_PASSED'],
  third_party: ['NWEA', 'QUANTILE'],
};

type AssignmentRow = Awaited<ReturnType<typeof assignmentsPage>>[number];
type StudentRow = Awaited<ReturnType<typeof studentRowsOfPage>>[number];
type NameRow = Awaited<ReturnType<typeof namesOfPage>>[number];
type PercentRow = Awaited<ReturnType<typeof percentsOfPage>>[number];
type FocusPassRow = Awaited<ReturnType<typeof focusPassesOfPage>>[number];

export interface HistoryRequest {
  page: number;
  /** Assignments per page (spec §9: at most ASSIGNMENT_PAGE_SIZE, the default). */
  size?: number;
  fd?: string;
  from_date?: string;
  type: 'all' | AssignmentKind;
}

/** The standards of each focus on the page, computed once per focus. */
function standardsOfFoci(rows: readonly AssignmentRow[]) {
  const standards = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.focus_type}:${row.focus_id}`;
    if (!standards.has(key)) standards.set(key, standardIdsOfFocus(row.focus_type, row.focus_id));
  }
  return (row: AssignmentRow) => standards.get(`${row.focus_type}:${row.focus_id}`)!;
}

/** Percent complete per student and standard. */
function percentTable(
  percents: readonly { student_id: number; standard_id: number; percent_complete: number }[],
) {
  const table = new Map<number, Map<number, number>>();
  for (const p of percents) {
    let ofStudent = table.get(p.student_id);
    if (!ofStudent) table.set(p.student_id, (ofStudent = new Map()));
    ofStudent.set(p.standard_id, p.percent_complete);
  }
  return table;
}

/**
 * The students' rows grouped by assignment, each group in list order. Students the roster no longer holds are
 * left out, as a join with their names would.
 */
function groupsInListOrder(studentRows: readonly StudentRow[], names: readonly NameRow[]) {
  const rank = new Map(names.map((name, index) => [name.student_id, index]));
  const groups = new Map<number, StudentRow[]>();
  for (const student of studentRows) {
    if (!rank.has(student.student_id)) continue;
    const id = Number(student.assignment_id);
    const group = groups.get(id);
    if (group) group.push(student);
    else groups.set(id, [student]);
  }
  for (const group of groups.values())
    group.sort((a, b) => rank.get(a.student_id)! - rank.get(b.student_id)!);
  return groups;
}

function itemsOf(
  page: { rows: AssignmentRow[]; studentRows: StudentRow[]; names: NameRow[]; percents: PercentRow[] },
  context: {
    today: string;
    firstPage: boolean;
    lessonsLeft: (row: AssignmentRow, studentId: number) => number | null;
  },
) {
  const { rows, studentRows, names, percents } = page;
  const { today, firstPage } = context;
  if (rows.length === 0) return [];
  const focusStandards = standardsOfFoci(rows);
  const percentsOf = percentTable(percents);
  const nameOf = new Map(names.map((name) => [name.student_id, name]));
  const studentsOf = groupsInListOrder(studentRows, names);
  const flags = latestFlagsOf(
    rows.map((row) => ({
      active: row.status === 'ACTIVE' && row.end_date >= today,
      startDate: row.start_date,
    })),
  );

  return rows.map((row, index): AssignmentHistoryItem => {
    const standards = focusStandards(row);
    let lessonsPassed = 0;
    let totalTime = 0;
    const members = (studentsOf.get(Number(row.assignment_id)) ?? []).map((s) => {
      const ofStudent = percentsOf.get(s.student_id);
      let sum = 0;
      if (ofStudent) for (const id of standards) sum += ofStudent.get(id) ?? 0;
      const currentPercent = standards.length ? Math.round(sum / standards.length) : 0;
      const passed = Number(s.lessons_passed);
      const minutes = Math.round(Number(s.time_spent_ms) / 60_000);
      const status = {
        student_status: s.student_status,
        current_percent: currentPercent,
        lessons_passed: passed,
        lessons_left: context.lessonsLeft(row, s.student_id),
      };
      lessonsPassed += passed;
      totalTime += minutes;
      const name = nameOf.get(s.student_id)!;
      return {
        user_id: s.student_id,
        first_name: name.first_name,
        last_name: name.last_name,
        student_status: s.student_status,
        starting_percent: s.starting_percent,
        assignment_status: displayStatusOf(row, status, today),
        current_percent: currentPercent,
        lessons_passed: passed,
        time_spent: minutes,
      };
    });
    return {
      ...assignmentFieldsOf(row),
      latest: firstPage && flags[index]!,
      lessons_passed: lessonsPassed,
      total_time: totalTime,
      students: members,
    };
  });
}

/**
 * The focus lessons each student of the page's spot checks has left (only spot checks read them): the focus's
 * lessons less those the student passed.
 */
function spotLessonsLeft(passes: readonly FocusPassRow[]) {
  const passedBy = new Map(
    passes.map((p) => [`${p.focus_type}:${p.focus_id}:${p.student_id}`, Number(p.passed)]),
  );
  const lessonsOfFocus = new Map<string, number>();
  return (row: AssignmentRow, studentId: number) => {
    if (assignmentKindOf(row.assignment_type) !== 'spot') return null;
    const focus = `${row.focus_type}:${row.focus_id}`;
    let lessons = lessonsOfFocus.get(focus);
    if (lessons === undefined)
      lessonsOfFocus.set(focus, (lessons = lessonSlotIdsOfFocus(row.focus_type, row.focus_id).length));
    return lessons - (passedBy.get(`${focus}:${studentId}`) ?? 0);
  };
}

/** One page of a classroom's assignments (or of one student's, with `studentId`), newest due date first. */
export async function assignmentHistory(
  db: Db,
  scope: { districtId: number; timeZone: string; classroomId?: number; studentId?: number },
  request: HistoryRequest,
  now = Date.now(),
) {
  const fromDate =
    request.from_date ??
    (request.fd ? `${request.fd.slice(0, 4)}-${request.fd.slice(4, 6)}-${request.fd.slice(6)}` : undefined);
  const size = request.size ?? ASSIGNMENT_PAGE_SIZE;
  const filter: HistoryFilter = {
    classroomId: scope.classroomId,
    studentId: scope.studentId,
    fromDate,
    types: request.type === 'all' ? undefined : TYPES_OF_KIND[request.type],
  };
  const offset = (request.page - 1) * size;
  const shown = { offset, limit: size };
  // One row more than a page tells whether a next page exists.
  const [rows, studentRows, names, percents, focusPasses] = await Promise.all([
    assignmentsPage(db, scope.districtId, filter, { offset, limit: size + 1 }),
    studentRowsOfPage(db, scope.districtId, filter, shown),
    namesOfPage(db, scope.districtId, filter, shown),
    percentsOfPage(db, scope.districtId, filter, shown),
    focusPassesOfPage(db, scope.districtId, filter, shown, TYPES_OF_KIND.spot),
  ]);
  const hasMore = rows.length > size;
  const today = localDay(now, scope.timeZone);
  const shownRows = rows.slice(0, size);
  const assignments = itemsOf(
    { rows: shownRows, studentRows, names, percents },
    {
      today,
      firstPage: request.page === 1,
      lessonsLeft: spotLessonsLeft(focusPasses),
    },
  );
  return { assignments, page: request.page, next_page: hasMore ? request.page + 1 : null };
}

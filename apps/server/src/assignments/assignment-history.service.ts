/**
 * Assignment history of a classroom or a student (spec §2 Assigned Lessons and Assignment History, §3, §4): each
 * assignment with its students, how each stands (in progress, completed, goal reached or not, stopped), the
 * lessons they passed and the minutes they played on it; the latest flags of the first page.
 */
import {
  ASSIGNMENT_PAGE_SIZE,
  latestFlagsOf,
  localDay,
  type AssignmentHistoryItem,
  type AssignmentKind,
} from '@dash/contracts';
import type { Db } from '../db/database.js';
import { assignmentsPage, studentsOfAssignments } from './assignment-history.repository.js';
import { standardPercentsOf } from './assignments.repository.js';
import { displayStatusOf } from './display-status.js';
import { assignmentFieldsOf } from './assignment-fields.js';
import { standardIdsOfFocus } from './focus.js';

const TYPES_OF_KIND: Record<AssignmentKind, string[]> = {
  spot: ['SPOT'],
  goal: ['GOAL', 'GOAL_PLAY_PRESUMED_PASSED'],
  third_party: ['NWEA', 'QUANTILE'],
};

type AssignmentRow = Awaited<ReturnType<typeof assignmentsPage>>[number];

export interface HistoryRequest {
  page: number;
  fd?: string;
  type: 'all' | AssignmentKind;
}

async function itemsOf(
  db: Db,
  districtId: number,
  rows: AssignmentRow[],
  context: { today: string; firstPage: boolean; onlyStudent?: number },
) {
  const { today, firstPage, onlyStudent } = context;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.assignment_id));
  const students = await studentsOfAssignments(db, districtId, ids);
  const focusStandards = new Map(
    rows.map((row) => [row.assignment_id, standardIdsOfFocus(row.focus_type, row.focus_id)]),
  );
  const allStandards = [...new Set([...focusStandards.values()].flat())];
  const studentIds = [...new Set(students.map((s) => s.student_id))];
  const studentsOf = new Map<number, typeof students>();
  for (const student of students) {
    const id = Number(student.assignment_id);
    studentsOf.set(id, [...(studentsOf.get(id) ?? []), student]);
  }
  const percents =
    studentIds.length && allStandards.length
      ? await standardPercentsOf(db, districtId, studentIds, allStandards)
      : [];
  const percentOf = new Map(percents.map((p) => [`${p.student_id}:${p.standard_id}`, p.percent_complete]));
  const flags = latestFlagsOf(
    rows.map((row) => ({
      active: row.status === 'ACTIVE' && row.end_date >= today,
      startDate: row.start_date,
    })),
  );

  return rows.map((row, index): AssignmentHistoryItem => {
    const standards = focusStandards.get(row.assignment_id) ?? [];
    const members = (studentsOf.get(Number(row.assignment_id)) ?? [])
      .filter((s) => onlyStudent === undefined || s.student_id === onlyStudent)
      .map((s) => {
        const sum = standards.reduce((total, id) => total + (percentOf.get(`${s.student_id}:${id}`) ?? 0), 0);
        const figures = {
          current_percent: standards.length ? Math.round(sum / standards.length) : 0,
          lessons_passed: Number(s.lessons_passed),
          time_spent: Math.round(Number(s.time_spent_ms) / 60_000),
        };
        return {
          user_id: s.student_id,
          first_name: s.first_name,
          last_name: s.last_name,
          student_status: s.student_status,
          starting_percent: s.starting_percent,
          assignment_status: displayStatusOf(row, { ...figures, student_status: s.student_status }, today),
          ...figures,
        };
      });
    return {
      ...assignmentFieldsOf(row),
      latest: firstPage && flags[index]!,
      lessons_passed: members.reduce((total, m) => total + m.lessons_passed, 0),
      total_time: members.reduce((total, m) => total + m.time_spent, 0),
      students: members,
    };
  });
}

/** One page of a classroom's assignments (or of one student's, with `studentId`), newest due date first. */
export async function assignmentHistory(
  db: Db,
  scope: { districtId: number; timeZone: string; classroomId?: number; studentId?: number },
  request: HistoryRequest,
  now = Date.now(),
) {
  const fromDate = request.fd
    ? `${request.fd.slice(0, 4)}-${request.fd.slice(4, 6)}-${request.fd.slice(6)}`
    : undefined;
  const rows = await assignmentsPage(
    db,
    scope.districtId,
    {
      classroomId: scope.classroomId,
      studentId: scope.studentId,
      fromDate,
      types: request.type === 'all' ? undefined : TYPES_OF_KIND[request.type],
    },
    { offset: (request.page - 1) * ASSIGNMENT_PAGE_SIZE, limit: ASSIGNMENT_PAGE_SIZE + 1 },
  );
  const hasMore = rows.length > ASSIGNMENT_PAGE_SIZE;
  const today = localDay(now, scope.timeZone);
  const assignments = await itemsOf(db, scope.districtId, rows.slice(0, ASSIGNMENT_PAGE_SIZE), {
    today,
    firstPage: request.page === 1,
    onlyStudent: scope.studentId,
  });
  return { assignments, page: request.page, next_page: hasMore ? request.page + 1 : null };
}
